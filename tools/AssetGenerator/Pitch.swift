/// Note-name parsing and equal-tempered frequencies (A4 = MIDI 69 = 440 Hz).
enum Pitch {
  private static let letterClasses: [Character: Int] = [
    "C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11,
  ]

  /// Pitch class (0-11) of a note letter with optional `#` or `b`, e.g. `F#`, `Bb`.
  static func pitchClass(_ name: Substring) -> Int? {
    guard let letter = name.first, let base = letterClasses[letter] else { return nil }
    switch name.dropFirst() {
    case "":
      return base
    case "#":
      return (base + 1) % 12
    case "b":
      return (base + 11) % 12
    default:
      return nil
    }
  }

  /// MIDI number of a note name such as `A4`, `G#5` or `Bb3`.
  static func midi(_ name: String) -> Int? {
    guard let octaveDigit = name.last, let octave = octaveDigit.wholeNumberValue,
      let pitchClass = pitchClass(name.dropLast())
    else { return nil }
    return (octave + 1) * 12 + pitchClass
  }

  static func frequency(midi: Int, cents: Double = 0) -> Double {
    440.0 * DMath.exp2((Double(midi - 69) + cents / 100.0) / 12.0)
  }
}
