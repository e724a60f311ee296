import Foundation

/// Encodes replays as JSON (`starlight-replay` version 1) and decodes them with a clear
/// message for anything that is not one.
public enum ReplayCodec {
  public static let formatName = "starlight-replay"
  public static let version = 1
  /// Bounds that keep a hostile or corrupted file from overflowing time arithmetic or
  /// making the simulator run for hours: no song is a day long, no window ten seconds.
  public static let maxEventTime = Nanoseconds.seconds(24 * 60 * 60)
  public static let maxWindowHalfWidth = Nanoseconds.seconds(10)
  public static let maxLane = 63

  public struct DecodeError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  private struct File: Codable {
    struct BeatMapIdentity: Codable {
      var title: String
      var sha256: String
    }
    struct Tier: Codable {
      var name: String
      var halfWidthNs: Int64
      var points: Int
    }
    struct Judging: Codable {
      var windows: [Tier]
      var autoAssist: Bool
      var audioOffsetNs: Int64
    }
    struct Event: Codable {
      var timeNs: Int64
      var lane: Int
      var action: InputEvent.Action
    }
    var format: String
    var version: Int
    var beatMap: BeatMapIdentity
    var judgement: Judging
    var source: Replay.Source
    var events: [Event]
  }

  public static func encode(_ replay: Replay) -> [UInt8] {
    let file = File(
      format: formatName, version: version,
      beatMap: .init(title: replay.beatMapTitle, sha256: replay.beatMapHash),
      judgement: .init(
        windows: replay.windows.tiers.map {
          .init(name: $0.name, halfWidthNs: $0.halfWidth, points: $0.points)
        },
        autoAssist: replay.autoAssist, audioOffsetNs: replay.audioOffset),
      source: replay.source,
      events: replay.events.map { .init(timeNs: $0.time, lane: $0.lane, action: $0.action) })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    // Encoding plain structs of strings and integers cannot fail.
    return (try? [UInt8](encoder.encode(file))) ?? []
  }

  public static func decode(_ bytes: [UInt8]) throws(DecodeError) -> Replay {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: Data(bytes))
    } catch let DecodingError.keyNotFound(key, context) {
      throw DecodeError(message: "not a replay: missing '\(path(context.codingPath + [key]))'")
    } catch let DecodingError.typeMismatch(_, context) {
      throw DecodeError(message: "not a replay: wrong type at '\(path(context.codingPath))'")
    } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
      throw DecodeError(message: "not a replay: bad value at '\(path(context.codingPath))'")
    } catch {
      throw DecodeError(message: "not a replay: the file is not valid JSON")
    }
    guard file.format == formatName else {
      throw DecodeError(
        message: "not a replay: format is '\(file.format)', expected '\(formatName)'")
    }
    guard file.version == version else {
      throw DecodeError(
        message: "unsupported replay version \(file.version) (this game reads \(version))")
    }
    guard !file.judgement.windows.isEmpty,
      file.judgement.windows.allSatisfy({
        $0.halfWidthNs > 0 && $0.halfWidthNs <= maxWindowHalfWidth
      })
    else {
      throw DecodeError(message: "replay has no valid hit windows")
    }
    if let index = file.events.firstIndex(where: {
      $0.timeNs.magnitude > maxEventTime.magnitude || !(0...maxLane).contains($0.lane)
    }) {
      throw DecodeError(message: "replay event \(index) is out of range (time or lane)")
    }
    return Replay(
      beatMapTitle: file.beatMap.title, beatMapHash: file.beatMap.sha256,
      windows: HitWindows(
        tiers: file.judgement.windows.map {
          JudgementTier(name: $0.name, halfWidth: $0.halfWidthNs, points: $0.points)
        }),
      autoAssist: file.judgement.autoAssist, audioOffset: file.judgement.audioOffsetNs,
      source: file.source,
      events: file.events.map { InputEvent(time: $0.timeNs, lane: $0.lane, action: $0.action) })
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      .trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }
}
