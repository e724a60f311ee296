import StarlightCore

/// The JSON of `beatmap times --json`: one note per line, times written exactly from their
/// whole nanoseconds (a decimal point and up to six digits), never through a float.
enum NoteTimesJSON {
  static func render(_ notes: [TimedNote]) -> String {
    var text = "{\"notes\": ["
    for (index, note) in notes.enumerated() {
      text += index == 0 ? "\n" : ",\n"
      let end = note.endTime.map(milliseconds) ?? "null"
      text +=
        "  {\"timeMs\": \(milliseconds(note.time)), \"endTimeMs\": \(end), \"lane\": \(note.lane), \"hittable\": \(note.hittable), \"kind\": \"\(note.kind.rawValue)\"}"
    }
    text += notes.isEmpty ? "]}\n" : "\n]}\n"
    return text
  }

  /// Nanoseconds as an exact decimal number of milliseconds: 1333333333 -> "1333.333333".
  static func milliseconds(_ time: Nanoseconds) -> String {
    let magnitude = time.magnitude
    let perMillisecond = UInt64(Nanoseconds.perMillisecond)
    let whole = magnitude / perMillisecond
    let fraction = magnitude % perMillisecond
    var text = (time < 0 ? "-" : "") + String(whole)
    if fraction > 0 {
      var digits = String(fraction)
      digits = String(repeating: "0", count: 6 - digits.count) + digits
      while digits.hasSuffix("0") { digits.removeLast() }
      text += "." + digits
    }
    return text
  }
}
