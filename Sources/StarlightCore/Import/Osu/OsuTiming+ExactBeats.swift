/// Each note's beat as the tempo map plays it back, for charts that place notes in
/// milliseconds (osu!, Quaver): beats counted through extreme tempos can land a note off its
/// millisecond when turned back into time.
extension OsuTiming.BeatGrid {
  /// Every time's exact beat (`exactBeat`), or nil if one has none.
  func exactBeats(_ times: [Double]) -> [Double: Double]? {
    let map = TempoMap(points: tempo, offsetNanoseconds: Nanoseconds.fromMilliseconds(originMs))
    var result: [Double: Double] = [:]
    for time in times where result[time] == nil {
      guard let beat = exactBeat(atMs: time, map: map) else { return nil }
      result[time] = beat
    }
    return result
  }

  /// The beat `map` plays at `time` ms to the nanosecond: the grid's beat, or the nearest
  /// one that is. The grid's beat can be a nanosecond off when rounding has built up over
  /// thousands of tempo changes (590 of the 3,535 times of the tests' Backbeat Maniac-like
  /// chart; osu! notes after DONUT HOLE's 9999999999999 ms beat, 0.344 ms); the beat that is not is found by bisection, the map's time rising with the beat.
  private func exactBeat(atMs time: Double, map: TempoMap) -> Double? {
    let target = Nanoseconds.fromMilliseconds(time)
    let guess = beat(atMs: time)
    guard guess.isFinite else { return nil }
    let heard = map.time(ofBeat: guess)
    if heard == target { return guess }
    // Widen from the guess, doubling the step, until the target lies between the ends.
    var low = guess
    var high = guess
    var step = max(guess.magnitude.ulp, 1e-15)
    for _ in 0..<200 {
      if heard < target { high += step } else { low -= step }
      step *= 2
      let end = heard < target ? high : low
      guard end.isFinite else { return nil }
      let endTime = map.time(ofBeat: end)
      if endTime == target { return end }
      if (heard < target) == (endTime > target) { break }
    }
    for _ in 0..<200 {
      let middle = low + (high - low) / 2
      guard middle > low, middle < high else { return nil }
      let middleTime = map.time(ofBeat: middle)
      if middleTime == target { return middle }
      if middleTime < target { low = middle } else { high = middle }
    }
    return nil
  }
}
