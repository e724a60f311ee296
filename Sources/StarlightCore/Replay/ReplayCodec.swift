import Foundation

/// Encodes replays as JSON (`starlight-replay` version 6, any chapter, with the dev
/// overlay's tuning changes, how the attempt ended, its audio timing, the song's rate, a
/// practice run's passes, the judge, an imported replay's origin and the expected outcome)
/// and decodes them, versions 1 (Chapter 4 only), 2 (no tuning changes), 3 (no ending), 4
/// (no rate) and 5 (no judge, origin or expected outcome) included, with a clear message for
/// anything that is not one.
public enum ReplayCodec {
  public static let formatName = "starlight-replay"
  public static let version = 6
  /// Bounds that keep a hostile or corrupted file from overflowing time arithmetic or
  /// making the simulator run for hours: no attempt is a day long, no window ten seconds.
  public static let maxEventTime = ReplayValidation.maxEventTime
  public static let maxWindowHalfWidth = ReplayValidation.maxWindowHalfWidth
  public static let maxLane = ReplayValidation.maxLane

  public struct DecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  public static func encode(_ replay: Replay) -> [UInt8] {
    // Written in time order, as `decode` requires (a pause's let-go can be recorded after a
    // later press); the simulator sorts them the same way, so the run is unchanged.
    var ordered = replay
    ordered.actions.sort(by: PlayerAction.precedes)
    let file = ReplayFileV6(ordered)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding plain structs of strings and integers cannot fail.
    return (try? [UInt8](encoder.encode(file))) ?? []
  }

  public static func decode(_ bytes: [UInt8]) throws(DecodeError) -> Replay {
    let header: ReplayFileHeader = try decode(ReplayFileHeader.self, from: bytes)
    guard header.format == formatName else {
      throw DecodeError(
        message: "not a replay: format is '\(header.format)', expected '\(formatName)'")
    }
    var replay: Replay
    switch header.version {
    case 1: replay = try decode(ReplayFileV1.self, from: bytes).replay()
    case 2, 3: replay = try decode(ReplayFileV3.self, from: bytes).replay()
    case 4: replay = try decode(ReplayFileV4.self, from: bytes).replay()
    case 5: replay = try decode(ReplayFileV5.self, from: bytes).replay()
    case 6: replay = try decodeV6(bytes)
    default:
      throw DecodeError(
        message: "unsupported replay version \(header.version) (this game reads 1 to \(version))")
    }
    // Files before version 4 were written in the order actions were recorded (a pause's
    // let-go could follow a later press); the simulator sorted them, so sorting here reads
    // them exactly as before. From version 4 the file must be in time order.
    if header.version < 4 { replay.actions.sort(by: PlayerAction.precedes) }
    try validate(replay)
    return replay
  }

  /// Version 6 names a judge; one this build does not know is said by name.
  private static func decodeV6(_ bytes: [UInt8]) throws(DecodeError) -> Replay {
    do {
      return try JSONDecoder().decode(ReplayFileV6.self, from: Data(bytes)).replay()
    } catch let error as DecodeError {
      throw error
    } catch let DecodingError.dataCorrupted(context)
      where context.codingPath.first?.stringValue == "judge"
    {
      throw DecodeError(message: "replay judge: \(context.debugDescription)")
    } catch {
      return try decode(ReplayFileV6.self, from: bytes).replay()
    }
  }

  private static func validate(_ replay: Replay) throws(DecodeError) {
    if let problem = ReplayValidation.problem(in: replay) { throw DecodeError(message: problem) }
  }

  static func decode<File: Decodable>(_ type: File.Type, from bytes: [UInt8]) throws(DecodeError)
    -> File
  {
    do {
      return try JSONDecoder().decode(File.self, from: Data(bytes))
    } catch let DecodingError.keyNotFound(key, context) {
      throw DecodeError(message: "not a replay: missing '\(path(context.codingPath + [key]))'")
    } catch let DecodingError.typeMismatch(_, context) {
      throw DecodeError(message: "not a replay: wrong type at '\(path(context.codingPath))'")
    } catch let DecodingError.valueNotFound(_, context) {
      throw DecodeError(message: "not a replay: missing value at '\(path(context.codingPath))'")
    } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
      throw DecodeError(message: "not a replay: bad value at '\(path(context.codingPath))'")
    } catch {
      throw DecodeError(message: "not a replay: the file is not valid JSON")
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      .trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }
}

/// What every version shares: enough to tell which layout to read.
struct ReplayFileHeader: Decodable {
  var format: String
  var version: Int
}
