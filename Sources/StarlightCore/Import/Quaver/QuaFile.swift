import Yams

/// The parts of a Quaver chart (`.qua`, YAML, as Quaver.API's `Qua` writes it) an import
/// needs. Quaver leaves out any value equal to its default, so every field is optional: a
/// hit object without `StartTime` is at 0, without `EndTime` a tap; lanes count from 1.
struct QuaFile: Decodable {
  struct TimingPoint: Decodable {
    var startTime: Double?
    var bpm: Double?

    enum CodingKeys: String, CodingKey {
      case startTime = "StartTime"
      case bpm = "Bpm"
    }
  }
  struct HitObject: Decodable {
    var startTime: Double?
    var lane: Int?
    var endTime: Double?

    enum CodingKeys: String, CodingKey {
      case startTime = "StartTime"
      case lane = "Lane"
      case endTime = "EndTime"
    }
  }
  struct SliderVelocity: Decodable {
    var startTime: Double?
    var multiplier: Double?

    enum CodingKeys: String, CodingKey {
      case startTime = "StartTime"
      case multiplier = "Multiplier"
    }
  }

  var audioFile: String?
  var songPreviewTime: Double?
  var mode: String?
  var hasScratchKey: Bool?
  var title: String?
  var artist: String?
  var difficultyName: String?
  var timingPoints: [TimingPoint]?
  var sliderVelocities: [SliderVelocity]?
  var hitObjects: [HitObject]?

  enum CodingKeys: String, CodingKey {
    case audioFile = "AudioFile"
    case songPreviewTime = "SongPreviewTime"
    case mode = "Mode"
    case hasScratchKey = "HasScratchKey"
    case title = "Title"
    case artist = "Artist"
    case difficultyName = "DifficultyName"
    case timingPoints = "TimingPoints"
    case sliderVelocities = "SliderVelocities"
    case hitObjects = "HitObjects"
  }

  /// Refuses YAML anchors and aliases before parsing: Quaver writes none, and an alias
  /// repeated inside aliases (a "billion laughs") would make the parser build a huge tree.
  static func parse(_ data: [UInt8], problems: BeatMapProblemList) throws(BeatMapError) -> QuaFile {
    let text = String(decoding: data, as: UTF8.self)
    for marker in [": &", "- &", ": *", "- *", ":&", ":*"] where text.contains(marker) {
      throw BeatMapError(problems: [
        problems.make(
          "file", "YAML anchors and aliases ('&', '*') are not read; Quaver writes none")
      ])
    }
    do {
      return try YAMLDecoder().decode(QuaFile.self, from: text)
    } catch let DecodingError.typeMismatch(_, context) {
      throw BeatMapError(problems: [
        problems.make(path(context.codingPath), "has the wrong type for a Quaver chart")
      ])
    } catch let DecodingError.dataCorrupted(context) where !context.codingPath.isEmpty {
      throw BeatMapError(problems: [
        problems.make(path(context.codingPath), "is not a valid value in a Quaver chart")
      ])
    } catch {
      throw BeatMapError(problems: [
        problems.make("file", "not a Quaver chart: the YAML cannot be read")
      ])
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    let joined = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    return joined.isEmpty ? "file" : String(joined.drop { $0 == "." })
  }
}
