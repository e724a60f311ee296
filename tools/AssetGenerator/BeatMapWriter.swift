import Foundation
import StarlightSupport

/// Writes a beat map (format `starlight-beatmap`, version 1) with a fixed key order and layout, so
/// regenerating an unchanged song reproduces the file byte for byte.
enum BeatMapWriter {
  struct Metadata {
    var title: String
    var artist: String
    var difficulty: String
    /// Audio path relative to the beat map's directory.
    var audioFile: String
  }

  static func json(
    metadata: Metadata, tempoMap: TempoMap, lanes: Int, notes: [ChartBuilder.Note]
  ) -> String {
    var lines: [String] = []
    lines.append("{")
    lines.append("  \"format\": \"starlight-beatmap\",")
    lines.append("  \"version\": 1,")
    lines.append(
      "  \"metadata\": { \"title\": \(quoted(metadata.title)), \"artist\": "
        + "\(quoted(metadata.artist)), \"difficulty\": \(quoted(metadata.difficulty)) },")
    lines.append("  \"audio\": { \"file\": \(quoted(metadata.audioFile)) },")
    lines.append("  \"offsetMs\": 0,")
    lines.append("  \"lanes\": \(lanes),")
    lines.append("  \"tempo\": [")
    for (index, segment) in tempoMap.segments.enumerated() {
      let comma = index + 1 < tempoMap.segments.count ? "," : ""
      lines.append(
        "    { \"beat\": \(beat(segment.startStep)), \"bpm\": \(segment.bpm) }\(comma)")
    }
    lines.append("  ],")
    lines.append("  \"notes\": [")
    for (index, note) in notes.enumerated() {
      let comma = index + 1 < notes.count ? "," : ""
      lines.append("    { \"beat\": \(beat(note.step)), \"lane\": \(note.lane) }\(comma)")
    }
    lines.append("  ]")
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  static func write(_ json: String, to url: URL) throws {
    do {
      try AtomicFile.write(Array(json.utf8), to: url.path)
    } catch {
      throw GeneratorError.io("cannot write \(url.path): \(error)")
    }
  }

  /// A step count as an exact decimal beat number: 8, 8.25, 8.5, 8.75.
  static func beat(_ step: Int) -> String {
    let whole = step / TempoMap.stepsPerBeat
    switch step % TempoMap.stepsPerBeat {
    case 1: return "\(whole).25"
    case 2: return "\(whole).5"
    case 3: return "\(whole).75"
    default: return "\(whole)"
    }
  }

  private static func quoted(_ text: String) -> String {
    var escaped = "\""
    for character in text.unicodeScalars {
      switch character {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      default: escaped.unicodeScalars.append(character)
      }
    }
    return escaped + "\""
  }
}
