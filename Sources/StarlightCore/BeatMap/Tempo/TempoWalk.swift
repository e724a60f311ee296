/// Walks the timing events of a chart in StepMania's order and records a checkpoint after
/// each, so that any beat's time is a binary search away. A port of the event loop of
/// StepMania's `TimingData::GetElapsedTimeFromBeatNoOffset`, in Double rather than float.
enum TempoWalk {
  static let secondsPerMinute = 60.0

  /// The inputs must each be sorted by beat (the loader checks this); `points` must not be
  /// empty and its first point is the tempo before any event.
  static func checkpoints(
    points: [TempoPoint], stops: [TempoPause], delays: [TempoPause], warps: [TempoWarp]
  ) -> [TempoCheckpoint] {
    var cursor = (bpm: 0, stop: 0, delay: 0, warp: 0)
    var lastBeat = 0.0
    var seconds = 0.0
    var bpm = points.first?.bpm ?? 0
    var isWarping = false
    var warpDestination = 0.0
    var result: [TempoCheckpoint] = []
    result.reserveCapacity(points.count + stops.count + delays.count + 2 * warps.count)
    while true {
      // The earliest event wins; on a tie the kind looked at first wins, which is
      // StepMania's order (a strict `<` in the same sequence).
      var next: (beat: Double, kind: TempoEventKind)?
      func consider(_ beat: Double, _ kind: TempoEventKind) {
        if let current = next, current.beat <= beat { return }
        next = (beat, kind)
      }
      if isWarping { consider(warpDestination, .warpEnd) }
      if cursor.bpm < points.count { consider(points[cursor.bpm].beat, .bpmChange) }
      if cursor.delay < delays.count { consider(delays[cursor.delay].beat, .delay) }
      if cursor.stop < stops.count { consider(stops[cursor.stop].beat, .stop) }
      if cursor.warp < warps.count { consider(warps[cursor.warp].beat, .warpStart) }
      guard let event = next else { break }
      if !isWarping { seconds += (event.beat - lastBeat) * secondsPerMinute / bpm }
      switch event.kind {
      case .warpEnd:
        isWarping = false
      case .bpmChange:
        bpm = points[cursor.bpm].bpm
        cursor.bpm += 1
      case .delay:
        seconds += delays[cursor.delay].seconds
        cursor.delay += 1
      case .stop:
        seconds += stops[cursor.stop].seconds
        cursor.stop += 1
      case .warpStart:
        isWarping = true
        // Overlapping warps end at the furthest end, as in StepMania.
        warpDestination = max(warpDestination, warps[cursor.warp].endBeat)
        cursor.warp += 1
      case .note:
        break
      }
      lastBeat = event.beat
      result.append(
        TempoCheckpoint(
          beat: event.beat, kind: event.kind, seconds: seconds, bpm: bpm, isWarping: isWarping))
    }
    return result
  }
}
