/// A song written as data: sections of whole bars, each with a tempo, a chord per bar and
/// sixteen-step patterns for every part. Both the audio and the beat map are derived from it.
///
/// Pattern notation (one string per bar, sixteen sixteenth-note steps):
/// - Drums: 16 characters. Kick/snare: `x` hit, `g` ghost (quiet, never charted), `.` rest.
///   Hats: `x` closed, `h` soft closed, `o` open, `.` rest.
/// - Bass: 16 characters relative to the bar's chord root: `x` root, `o` octave up, `5` fifth,
///   `-` hold the previous note, `.` rest.
/// - Arpeggio: 16 characters, each a chord-tone index (`0` root, `1` third, `2` fifth,
///   `3` root an octave up, `4` third an octave up, ...), `.` rest.
/// - Stabs: 16 characters, `x` plays the bar's chord, `-` holds it, `.` rest.
/// - Lead: 16 space-separated tokens, a note name (`A4`, `G#5`, `Bb3`) starts a note, `-` holds it,
///   `.` rests. Held notes may continue into the next bar.
/// - Chart: 16 space-separated tokens, each `.` or the lanes (0-3) that get a note on that step,
///   e.g. `2` or `03` for a two-note chord. Every chart note must sit on a kick, snare, lead or
///   stab onset at that exact step; the generator refuses the song otherwise.
struct SongDefinition {
  var title: String
  var artist: String
  /// Base seed for all noise; each event derives its own stream from it.
  var seed: UInt64
  var sections: [Section]
}

/// A run of bars at one tempo.
struct Section {
  var name: String
  var bars: Int
  var bpm: Int
  /// Chord symbols, one per bar, cycled (`Am`, `F`, `G#`, `Em`, `Dm`, `E`, `Asus2`, ...).
  var chords: [String]
  var kick = BarCycle()
  var snare = BarCycle()
  var hats = BarCycle()
  var bass = BarCycle()
  var arpeggio = BarCycle()
  var stabs = BarCycle()
  var lead = BarCycle()
  var chart = BarCycle()
  /// Whether a sustained pad plays the chords.
  var pad = false
  /// Number of bars at the end of the section covered by a rising noise sweep.
  var riserBars = 0
  /// Steps at the very end of the section that stay silent (a "drop" before the next section).
  var silentTailSteps = 0
}

/// Per-bar patterns that repeat through a section, with an optional replacement for the last bar
/// (a drum fill, a chart flourish).
struct BarCycle {
  var bars: [String] = []
  var lastBar: String?

  init(_ bars: [String] = [], last lastBar: String? = nil) {
    self.bars = bars
    self.lastBar = lastBar
  }

  /// The pattern for bar `index` of a section `count` bars long, or nil when the part is silent.
  func pattern(bar index: Int, of count: Int) -> String? {
    if index == count - 1, let lastBar {
      return lastBar
    }
    if bars.isEmpty {
      return nil
    }
    return bars[index % bars.count]
  }
}
