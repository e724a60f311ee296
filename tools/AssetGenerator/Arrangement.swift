/// A song turned into concrete sample-positioned events.
struct Arrangement {
  var sampleRate: Int
  var tempoMap: TempoMap
  var totalSteps: Int
  var totalSamples: Int
  /// Every event, sorted by onset sample then instrument.
  var events: [NoteEvent]
  /// First step of each section, in song order.
  var sectionStartSteps: [Int]
  /// Sample ranges that must be silent (the sections' silent tails); release tails that would
  /// ring into them are faded out just before.
  var silentRanges: [Range<Int>]
}
