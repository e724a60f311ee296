/// A chart's timing as StepMania holds it after loading (`TimingData`): every event on a
/// row (48 per beat), one event of a kind per row, BPMs all positive, warps and fakes as
/// row ranges.
struct StepManiaTiming: Equatable {
  /// StepMania's `#OFFSET`: seconds to subtract from the music's clock to reach beat 0,
  /// so beat 0 plays at `-offsetSeconds` in the audio.
  var offsetSeconds = 0.0
  var bpms: [(row: Int, bpm: Double)] = []
  var stops: [(row: Int, seconds: Double)] = []
  var delays: [(row: Int, seconds: Double)] = []
  var warps: [(row: Int, endRow: Int)] = []
  var fakes: [(row: Int, endRow: Int)] = []

  static func == (lhs: StepManiaTiming, rhs: StepManiaTiming) -> Bool {
    lhs.offsetSeconds == rhs.offsetSeconds && lhs.bpms.elementsEqual(rhs.bpms, by: ==)
      && lhs.stops.elementsEqual(rhs.stops, by: ==) && lhs.delays.elementsEqual(rhs.delays, by: ==)
      && lhs.warps.elementsEqual(rhs.warps, by: ==) && lhs.fakes.elementsEqual(rhs.fakes, by: ==)
  }

  /// Sorts each list by row and keeps the last event added on a row (StepMania's
  /// `AddSegment` replaces), drops BPM changes that change nothing, and makes sure the
  /// first BPM is on row 0 (`TidyUpData`), adding StepMania's 60 BPM when there is none.
  mutating func tidy(warn: (String) -> Void) {
    bpms = Self.lastPerRow(bpms, row: \.row)
    var kept: [(row: Int, bpm: Double)] = []
    for entry in bpms where kept.last?.bpm != entry.bpm { kept.append(entry) }
    bpms = kept
    if bpms.isEmpty {
      warn(
        "no usable BPM; StepMania plays the chart at \(Int(StepManiaNegativeTiming.defaultBPM)) BPM"
      )
      bpms = [(0, StepManiaNegativeTiming.defaultBPM)]
    }
    bpms[0].row = 0
    stops = Self.lastPerRow(stops, row: \.row)
    delays = Self.lastPerRow(delays, row: \.row)
    warps = Self.lastPerRow(warps, row: \.row).filter { $0.endRow > $0.row }
    fakes = Self.lastPerRow(fakes, row: \.row).filter { $0.endRow > $0.row }
  }

  private static func lastPerRow<T>(_ entries: [T], row: (T) -> Int) -> [T] {
    let sorted = entries.enumerated().sorted {
      (row($0.element), $0.offset) < (row($1.element), $1.offset)
    }
    var result: [T] = []
    for (_, entry) in sorted {
      if let last = result.last, row(last) == row(entry) {
        result[result.count - 1] = entry
      } else {
        result.append(entry)
      }
    }
    return result
  }

  /// Whether a note on `row` is fake (`#FAKES`): the last fake range starting at or before
  /// the row covers it (StepMania's `IsFakeAtRow`).
  func isFake(row: Int) -> Bool {
    guard let fake = fakes.last(where: { $0.row <= row }) else { return false }
    return row < fake.endRow
  }

  /// The beat map tempo model: beats as row / 48, beat 0 at `-offsetSeconds`.
  var offsetMs: Double { -offsetSeconds * 1_000 }

  var tempoPoints: [TempoPoint] {
    bpms.map { TempoPoint(beat: StepManiaTimingList.beat(ofRow: $0.row), bpm: $0.bpm) }
  }

  var tempoStops: [TempoPause] {
    stops.map { TempoPause(beat: StepManiaTimingList.beat(ofRow: $0.row), seconds: $0.seconds) }
  }

  var tempoDelays: [TempoPause] {
    delays.map { TempoPause(beat: StepManiaTimingList.beat(ofRow: $0.row), seconds: $0.seconds) }
  }

  var tempoWarps: [TempoWarp] {
    warps.map {
      TempoWarp(
        beat: StepManiaTimingList.beat(ofRow: $0.row),
        endBeat: StepManiaTimingList.beat(ofRow: $0.endRow))
    }
  }
}
