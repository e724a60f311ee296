import Foundation

/// The progress file read one key at a time: a bad `best` costs the best results, not the
/// chapters reached. The header (format and version) must be right, or the file is not
/// progress at all and `decode` refuses it whole.
extension StoryProgressCodec {
  public struct KeyByKey: Sendable, Equatable {
    public var progress: StoryProgress
    /// One line per key dropped, with why ("best: wrong type at 'best.4.score'").
    public var problems: [String]
  }

  static let progressKeys = ["reached", "cleared", "best", "failures"]

  public static func decodeKeyByKey(_ bytes: [UInt8]) throws(DecodeError) -> KeyByKey {
    do {
      return KeyByKey(progress: try decode(bytes), problems: [])
    } catch {
      // Fall through: find which keys are at fault.
    }
    guard var object = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    else { throw DecodeError(message: "not a progress file: not a JSON object") }
    var header = object
    for key in progressKeys { header[key] = nil }
    _ = try decode(serialized(header))
    var problems: [String] = []
    for key in progressKeys where object[key] != nil {
      var alone = header
      alone[key] = object[key]
      do {
        _ = try decode(serialized(alone))
      } catch {
        problems.append("\(key): \(error.message)")
        object[key] = nil
      }
    }
    return KeyByKey(progress: try decode(serialized(object)), problems: problems)
  }

  private static func serialized(_ object: [String: Any]) throws(DecodeError) -> [UInt8] {
    guard let data = try? JSONSerialization.data(withJSONObject: object) else {
      throw DecodeError(message: "not valid JSON")
    }
    return [UInt8](data)
  }
}
