import Foundation

/// Encodes the progress file (`starlight-progress` version 1) and decodes it, with a clear
/// message for anything that is not one, so a corrupt file can be named on screen.
public enum StoryProgressCodec {
  public static let formatName = "starlight-progress"
  public static let version = 1

  public struct DecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  public static func encode(_ progress: StoryProgress) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Sets, integers and strings always encode.
    return (try? [UInt8](encoder.encode(ProgressFile(progress: progress)))) ?? []
  }

  public static func decode(_ bytes: [UInt8]) throws(DecodeError) -> StoryProgress {
    do {
      return try JSONDecoder().decode(ProgressFile.self, from: Data(bytes)).progress
    } catch let error as DecodeError {
      throw error
    } catch let DecodingError.keyNotFound(key, context) {
      throw DecodeError(message: "missing '\(path(context.codingPath + [key]))'")
    } catch let DecodingError.typeMismatch(_, context) where context.codingPath.isEmpty {
      throw DecodeError(message: "not a progress file: not a JSON object")
    } catch let DecodingError.typeMismatch(_, context) {
      throw DecodeError(message: "wrong type at '\(path(context.codingPath))'")
    } catch let DecodingError.valueNotFound(_, context) {
      throw DecodeError(message: "missing value at '\(path(context.codingPath))'")
    } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
      throw DecodeError(
        message: "bad value at '\(path(context.codingPath))': \(context.debugDescription)")
    } catch {
      throw DecodeError(message: "not valid JSON")
    }
  }

  /// "best.4.score" or "reached[1]": a chapter's key ("4") reads as a name, an array's
  /// position as an index.
  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { key in
      guard let index = key.intValue, key.stringValue != String(index) else {
        return ".\(key.stringValue)"
      }
      return "[\(index)]"
    }
    .joined()
    .trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }

  /// The file: a header naming the format, then the progress's own fields beside it.
  private struct ProgressFile: Codable {
    var progress: StoryProgress

    private enum HeaderKeys: String, CodingKey {
      case format, version
    }

    init(progress: StoryProgress) {
      self.progress = progress
    }

    init(from decoder: any Decoder) throws {
      let header = try decoder.container(keyedBy: HeaderKeys.self)
      let format = try header.decode(String.self, forKey: .format)
      guard format == formatName else {
        throw DecodeError(message: "not a progress file: format is '\(format)'")
      }
      let version = try header.decode(Int.self, forKey: .version)
      guard version == StoryProgressCodec.version else {
        throw DecodeError(
          message: "unsupported progress version \(version) (this game reads 1)")
      }
      progress = try StoryProgress(from: decoder)
    }

    func encode(to encoder: any Encoder) throws {
      var header = encoder.container(keyedBy: HeaderKeys.self)
      try header.encode(formatName, forKey: .format)
      try header.encode(StoryProgressCodec.version, forKey: .version)
      try progress.encode(to: encoder)
    }
  }
}
