/// Writes a document as beat map JSON version 2, with a fixed key order and one note per
/// line so the output is stable and diffs well. Numbers are written in their shortest exact form, so reading the file
/// back gives the very same beats, and so the very same times.
public enum BeatMapJSONWriter {
  public static func json(_ document: BeatMapDocument) -> String {
    var lines = ["{"]
    lines.append("  \"format\": \(quoted(BeatMapJSONReader.formatName)),")
    lines.append("  \"version\": \(BeatMapLoader.supportedVersion),")
    let metadata = document.metadata
    lines.append(
      "  \"metadata\": { \"title\": \(quoted(metadata.title)), \"artist\": \(quoted(metadata.artist)), \"difficulty\": \(quoted(metadata.difficulty)) },"
    )
    var audio = "\"file\": \(quoted(document.audioFile))"
    if let preview = document.previewStartMs { audio += ", \"previewStartMs\": \(number(preview))" }
    lines.append("  \"audio\": { \(audio) },")
    lines.append("  \"offsetMs\": \(number(document.offsetMs)),")
    lines.append("  \"lanes\": \(document.laneCount),")
    appendList(
      "tempo", document.tempo.map { "\"beat\": \(number($0.beat)), \"bpm\": \(number($0.bpm))" },
      to: &lines)
    for (key, pauses) in [("stops", document.stops), ("delays", document.delays)]
    where !pauses.isEmpty {
      appendList(
        key, pauses.map { "\"beat\": \(number($0.beat)), \"seconds\": \(number($0.seconds))" },
        to: &lines)
    }
    if !document.warps.isEmpty {
      appendList(
        "warps",
        document.warps.map { "\"beat\": \(number($0.beat)), \"endBeat\": \(number($0.endBeat))" },
        to: &lines)
    }
    appendList(
      "notes",
      document.notes.map { note in
        var fields = "\"beat\": \(number(note.beat)), \"lane\": \(note.lane)"
        if let end = note.endBeat { fields += ", \"endBeat\": \(number(end))" }
        // The implied kind is left out, so a map of taps and holds reads as it always did.
        if note.kind != .implied(hasTail: note.isHold) {
          fields += ", \"kind\": \(quoted(note.kind.rawValue))"
        }
        return fields
      }, to: &lines, last: true)
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  private static func appendList(
    _ key: String, _ entries: [String], to lines: inout [String], last: Bool = false
  ) {
    let close = last ? "]" : "],"
    guard !entries.isEmpty else {
      lines.append("  \"\(key)\": [\(close)")
      return
    }
    lines.append("  \"\(key)\": [")
    for (index, entry) in entries.enumerated() {
      lines.append("    { \(entry) }\(index + 1 < entries.count ? "," : "")")
    }
    lines.append("  \(close)")
  }

  /// Whole numbers without a fraction; others in Swift's shortest round-trip form.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }

  static func quoted(_ text: String) -> String {
    var escaped = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": escaped += "\\\""
      case "\\": escaped += "\\\\"
      case "\n": escaped += "\\n"
      case "\r": escaped += "\\r"
      case "\t": escaped += "\\t"
      case _ where scalar.value < 0x20:
        let hex = String(scalar.value, radix: 16)
        escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped + "\""
  }
}
