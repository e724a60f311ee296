import Yams

/// The parts of a Quaver chart (`.qua`, YAML, as Quaver.API's `Qua` writes it) an import
/// needs. Quaver leaves out any value equal to its default, so every field is optional: a
/// hit object without `StartTime` is at 0, without `EndTime` a tap; lanes count from 1.
struct QuaFile: Decodable {
  struct TimingPoint: Decodable {
    var StartTime: Double?
    var Bpm: Double?
  }
  struct HitObject: Decodable {
    var StartTime: Double?
    var Lane: Int?
    var EndTime: Double?
  }
  struct SliderVelocity: Decodable {
    var StartTime: Double?
    var Multiplier: Double?
  }

  var AudioFile: String?
  var SongPreviewTime: Double?
  var Mode: String?
  var HasScratchKey: Bool?
  var Title: String?
  var Artist: String?
  var DifficultyName: String?
  var TimingPoints: [TimingPoint]?
  var SliderVelocities: [SliderVelocity]?
  var HitObjects: [HitObject]?

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
