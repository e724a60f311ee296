/// The sound sources of a song.
enum Instrument: String, CaseIterable {
  case kick
  case snare
  case closedHat
  case openHat
  case bass
  case pad
  case arpeggio
  case lead
  case stab
  case riser

  /// Whether an onset of this instrument is a clear, audible event a chart note may sit on.
  var isChartable: Bool {
    switch self {
    case .kick, .snare, .lead, .stab:
      return true
    case .closedHat, .openHat, .bass, .pad, .arpeggio, .riser:
      return false
    }
  }
}

/// One scheduled sound, positioned in whole samples.
struct NoteEvent {
  var instrument: Instrument
  /// Onset in sixteenth-note steps from the start of the song.
  var step: Int
  /// Onset sample; the sound's first sample is written exactly here.
  var startSample: Int
  /// How long the note is held, in samples (its release follows). Ignored by drums.
  var gateSamples: Int
  /// MIDI note number (unused by drums).
  var pitch: Int = 0
  /// Fine detune in cents.
  var cents: Double = 0
  var velocity: Double = 1
  /// Stereo position, -1 (left) to +1 (right).
  var pan: Double = 0
  /// True for the quieter delayed repeats of lead notes; never charted.
  var isEcho = false
  /// Noise seed for this event alone.
  var seed: UInt64 = 0
}
