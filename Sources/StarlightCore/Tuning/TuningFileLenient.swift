import Foundation

/// The tuning file as the game reads it at launch: one bad value costs only itself. A key
/// of the wrong type, or a group that breaks an invariant, falls back to its defaults and is
/// named; the rest of the file is kept. (`play --tuning` and rescoring stay strict, through
/// `TuningFile.decode`, so a profile is used whole or refused.)
extension TuningFile {
  public struct KeyByKey: Sendable {
    public var tuning: Tuning
    /// One line per key or group that fell back to its defaults.
    public var problems: [String]
  }

  /// At most this many keys fall back before the file is given up as a whole.
  static let maxFallbacks = 64

  public static func decodeKeyByKey(_ bytes: [UInt8], over defaults: Tuning = .defaults)
    throws(Problem) -> KeyByKey
  {
    guard
      var overrides = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    else { throw Problem(message: "the file is not a JSON object") }
    var problems: [String] = []
    for _ in 0..<maxFallbacks {
      let failure: (path: [String], message: String)
      do {
        let tuning = try decode(
          [UInt8](JSONSerialization.data(withJSONObject: overrides)), over: defaults)
        return KeyByKey(tuning: tuning, problems: problems)
      } catch let problem as Problem {
        failure = fallbackPath(of: problem.message)
      } catch {
        throw Problem(message: "unreadable values (\(error))")
      }
      guard !failure.path.isEmpty, removeValue(at: failure.path, from: &overrides) else {
        throw Problem(message: failure.message)
      }
      problems.append(
        "\(failure.message); using the default for \(failure.path.joined(separator: "."))")
    }
    throw Problem(message: "too many unusable values")
  }

  /// The key path a problem message names ("wrong type at 'firewall.windows.tiers[0].name'",
  /// "story: durations must ..."), cut before any array index: a list falls back whole.
  private static func fallbackPath(of message: String) -> (path: [String], message: String) {
    var location = message
    if let open = message.firstIndex(of: "'"), let close = message.lastIndex(of: "'"),
      open < close
    {
      location = String(message[message.index(after: open)..<close])
    } else if let colon = message.firstIndex(of: ":") {
      location = String(message[..<colon])
    }
    let head = location.prefix { $0 != "[" }
    let path = head.split(separator: ".").map(String.init)
    return (path, message)
  }

  private static func removeValue(at path: [String], from object: inout [String: Any]) -> Bool {
    guard let key = path.first, object[key] != nil else { return false }
    guard path.count > 1 else {
      object[key] = nil
      return true
    }
    guard var child = object[key] as? [String: Any] else { return false }
    let removed = removeValue(at: Array(path.dropFirst()), from: &child)
    object[key] = child
    return removed
  }
}
