/// Whole beats from song times, by bisection on the map's tempo (which maps beats to times
/// through stops, delays and warps, never the other way).
public enum BeatLocator {
  /// The largest whole beat (0 or more) at or before `time`.
  public static func lastWholeBeat(atOrBefore time: Nanoseconds, in map: BeatMap) -> Int {
    var low = 0
    var high = 1
    while map.tempo.time(ofBeat: Double(high)) <= time, high < 1 << 24 { high *= 2 }
    // Invariant: time(low) <= time (or low == 0) and time(high) > time.
    while high - low > 1 {
      let middle = (low + high) / 2
      if map.tempo.time(ofBeat: Double(middle)) <= time { low = middle } else { high = middle }
    }
    return low
  }

  /// The smallest whole beat at or after `time`.
  public static func firstWholeBeat(atOrAfter time: Nanoseconds, in map: BeatMap) -> Int {
    let below = lastWholeBeat(atOrBefore: time, in: map)
    return map.tempo.time(ofBeat: Double(below)) >= time ? below : below + 1
  }
}
