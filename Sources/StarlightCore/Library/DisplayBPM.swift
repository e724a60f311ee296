/// The BPM the song list shows: the chart's own `#DISPLAYBPM` when it states one, else the
/// range of tempos the song really plays at. A tempo held for a moment only (StepMania warps
/// written as huge BPMs, stops as tiny or negative ones) is no tempo a player hears and is
/// left out, so Backbeat Maniac does not read "0-275855". osu! charts show the range with
/// the most common BPM, as osu!'s song select does: "120-180 (150)".
public enum DisplayBPM {
  /// Which tempo segments count as heard.
  public struct Tuning: Sendable, Equatable {
    /// A segment shorter than this, in seconds, is a gimmick (a warp, a stop).
    public var minSeconds = 0.5
    /// A segment spanning fewer beats than this is one too.
    public var minBeats = 1.0

    public init() {}
  }

  /// The heard tempos' range and the one heard longest, over beats from the first tempo to
  /// `lastBeat` (the last note); nil when no segment counts.
  public static func heard(
    _ tempo: [TempoPoint], lastBeat: Double, tuning: Tuning = Tuning()
  ) -> (range: ClosedRange<Double>, common: Double)? {
    var seconds: [Double: Double] = [:]
    for (index, point) in tempo.enumerated() where point.bpm > 0 {
      let end = index + 1 < tempo.count ? tempo[index + 1].beat : max(lastBeat, point.beat)
      let beats = end - point.beat
      let length = beats * 60 / point.bpm
      guard beats >= tuning.minBeats, length >= tuning.minSeconds else { continue }
      seconds[point.bpm, default: 0] += length
    }
    guard let low = seconds.keys.min(), let high = seconds.keys.max(),
      let common = seconds.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key
    else {
      // Every segment is short (a chart of a few beats): the positive tempos as they are.
      let positive = tempo.map(\.bpm).filter { $0 > 0 }
      guard let low = positive.min(), let high = positive.max() else { return nil }
      return (low...high, positive[0])
    }
    return (low...high, common)
  }

  /// What the list says: `tag` is `#DISPLAYBPM` as written ("150", "120:180", "*"), empty
  /// when the chart has none; `showsCommon` adds the most common BPM to a range (osu!).
  public static func text(
    tag: String, heard: (range: ClosedRange<Double>, common: Double)?, showsCommon: Bool
  ) -> String {
    let stated = tag.trimmingSpaces()
    if stated == "*" { return "???" }
    let numbers = stated.split(separator: ":").compactMap { Double($0.trimmingSpaces()) }
    if !stated.isEmpty, numbers.count == stated.split(separator: ":").count,
      let low = numbers.min(), let high = numbers.max(), low > 0
    {
      return range(low...high)
    }
    guard let heard else { return "?" }
    let text = range(heard.range)
    let isRange = heard.range.lowerBound.rounded() != heard.range.upperBound.rounded()
    return showsCommon && isRange ? "\(text) (\(whole(heard.common)))" : text
  }

  static func range(_ range: ClosedRange<Double>) -> String {
    let (low, high) = (whole(range.lowerBound), whole(range.upperBound))
    return low == high ? low : "\(low)-\(high)"
  }

  private static func whole(_ bpm: Double) -> String { String(Int(bpm.rounded())) }
}
