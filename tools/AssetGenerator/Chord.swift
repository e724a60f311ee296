/// A chord parsed from a symbol such as `Am`, `F`, `E`, `Dm` or `Asus2`.
struct Chord {
  /// Pitch class of the root, 0 (C) to 11 (B).
  var root: Int
  /// Semitone offsets of the chord tones above the root, lowest first.
  var intervals: [Int]

  init?(_ symbol: String) {
    var rest = Substring(symbol)
    var rootName = rest.prefix(1)
    rest = rest.dropFirst()
    if let accidental = rest.first, accidental == "#" || accidental == "b" {
      rootName = Substring(String(rootName) + String(accidental))
      rest = rest.dropFirst()
    }
    guard let root = Pitch.pitchClass(rootName) else { return nil }
    self.root = root
    switch rest {
    case "":
      intervals = [0, 4, 7]
    case "m":
      intervals = [0, 3, 7]
    case "sus2":
      intervals = [0, 2, 7]
    case "sus4":
      intervals = [0, 5, 7]
    case "m7":
      intervals = [0, 3, 7, 10]
    case "7":
      intervals = [0, 4, 7, 10]
    default:
      return nil
    }
  }

  /// MIDI note of the root in the octave starting at `lowest` (inclusive).
  func rootMidi(atOrAbove lowest: Int) -> Int {
    lowest + ((root - lowest) % 12 + 12) % 12
  }

  /// Chord tone `index` counting upwards through octaves: 0 root, 1 third, 2 fifth, then the
  /// same an octave higher (for triads 3 is the root an octave up).
  func tone(_ index: Int, rootMidi: Int) -> Int {
    rootMidi + intervals[index % intervals.count] + 12 * (index / intervals.count)
  }
}
