import Algorithms
import StarlightSupport

/// Compares a beat map's notes with the onsets found in its audio.
///
/// Music is full of onsets (hi-hats, arpeggios, echoes), so the nearest onset to a note that
/// is 30 ms off may well be some other sound. The check therefore first finds the one shift
/// of the whole map that puts the most notes on strong onsets (searched over ±150 ms in
/// 0.25 ms steps), then gives each playable note the onset where that shift puts it: the
/// nearest one within 3 ms, or else the strongest within 30 ms. The offsets (onset minus note) say the rest: their median whether the
/// map is shifted, their spread whether the notes follow the music at all.
public enum AlignmentChecker {
  /// The largest shift of the whole map looked for.
  public static let maxShift = Nanoseconds.milliseconds(150)
  public static let shiftStep: Nanoseconds = 250 * Nanoseconds.perMicrosecond
  /// An onset this close to a shifted note counts toward that shift, the closer the more.
  public static let shiftTolerance = Nanoseconds.milliseconds(3)
  /// How far from where the shift puts a note its onset may be.
  public static let matchWindow = Nanoseconds.milliseconds(30)
  /// In sync: the median within this of zero...
  public static let inSyncMedian = Nanoseconds.milliseconds(5)
  /// ...and 95 % of the offsets within this.
  public static let inSyncP95 = Nanoseconds.milliseconds(20)
  /// A shift rather than looseness: 95 % of the offsets within this of the median.
  public static let shiftSpread = Nanoseconds.milliseconds(20)
  /// Any verdict needs at least this many onsets per note in the audio, and at least this
  /// share of the notes matched to one (or the notes do not follow the music)...
  public static let minimumMatchedShare = 0.5
  /// ...and at least this many notes matched.
  public static let minimumMatched = 8
  static let percentile95 = 0.95

  public static func check(noteTimes: [Nanoseconds], onsets: [OnsetDetector.Onset])
    -> AlignmentReport
  {
    let sorted = onsets.sorted { $0.time < $1.time }
    let shift = bestShift(noteTimes, sorted)
    let matches = noteTimes.map { time in
      AlignmentReport.Match(
        noteTime: time, offset: strongest(near: time + shift, in: sorted).map { $0.time - time })
    }
    let offsets = matches.compactMap(\.offset)
    guard !offsets.isEmpty else {
      return AlignmentReport(
        matches: matches, onsetCount: onsets.count, bestShift: shift, meanOffset: nil,
        medianOffset: nil, p95AbsoluteOffset: nil, maxAbsoluteOffset: nil,
        verdict: .inconclusive)
    }
    let median = median(offsets.sorted())
    let absolute = offsets.map { Nanoseconds($0.magnitude) }.sorted()
    let p95 = Percentile.nearestRank(absolute, percentile95) ?? 0
    let spread =
      Percentile.of(offsets.map { Nanoseconds(($0 - median).magnitude) }, percentile95) ?? 0
    let verdict: AlignmentReport.Verdict
    if offsets.count < minimumMatched
      || Double(onsets.count) < minimumMatchedShare * Double(noteTimes.count)
    {
      // Too little in the audio to judge by (a quiet track, or one without attacks).
      verdict = .inconclusive
    } else if Double(offsets.count) < minimumMatchedShare * Double(noteTimes.count) {
      // The audio has onsets enough, but most notes are nowhere near one.
      verdict = .loose
    } else if median.magnitude <= inSyncMedian.magnitude && p95 <= inSyncP95 {
      verdict = .inSync
    } else if spread <= shiftSpread {
      verdict = .shifted(by: median)
    } else {
      verdict = .loose
    }
    return AlignmentReport(
      matches: matches, onsetCount: onsets.count, bestShift: shift,
      meanOffset: offsets.reduce(0, +) / Nanoseconds(offsets.count), medianOffset: median,
      p95AbsoluteOffset: p95, maxAbsoluteOffset: absolute.last, verdict: verdict)
  }

  /// The shift of all notes that lands them on the most onset strength (each note scoring
  /// the best onset within the tolerance, weighted down with distance); the smallest such
  /// shift on a tie.
  static func bestShift(_ notes: [Nanoseconds], _ onsets: [OnsetDetector.Onset]) -> Nanoseconds {
    var best: (shift: Nanoseconds, score: Double) = (0, -1)
    let steps = Int(maxShift / shiftStep)
    for step in -steps...steps {
      let shift = Nanoseconds(step) * shiftStep
      var score = 0.0
      for note in notes {
        let target = note + shift
        var index = onsets.partitioningIndex { $0.time >= target - shiftTolerance }
        var strongest = 0.0
        while index < onsets.count, onsets[index].time <= target + shiftTolerance {
          let closeness =
            1 - Double((onsets[index].time - target).magnitude) / Double(shiftTolerance)
          strongest = max(strongest, onsets[index].strength * closeness)
          index += 1
        }
        score += strongest
      }
      if score > best.score || (score == best.score && shift.magnitude < best.shift.magnitude) {
        best = (shift, score)
      }
    }
    return best.shift
  }

  /// The onset for a note expected at `time`: the nearest one if it is within the shift
  /// tolerance (that is the note's own sound), else the strongest within the match window.
  static func strongest(near time: Nanoseconds, in onsets: [OnsetDetector.Onset])
    -> OnsetDetector.Onset?
  {
    let after = onsets.partitioningIndex { $0.time >= time }
    let nearest = [after - 1, after].filter { onsets.indices.contains($0) }
      .min { (onsets[$0].time - time).magnitude < (onsets[$1].time - time).magnitude }
    if let nearest, (onsets[nearest].time - time).magnitude <= shiftTolerance.magnitude {
      return onsets[nearest]
    }
    var index = onsets.partitioningIndex { $0.time >= time - matchWindow }
    var best: OnsetDetector.Onset?
    while index < onsets.count, onsets[index].time <= time + matchWindow {
      let onset = onsets[index]
      if let current = best {
        let stronger = onset.strength > current.strength
        let asStrongButNearer =
          onset.strength == current.strength
          && (onset.time - time).magnitude < (current.time - time).magnitude
        if stronger || asStrongButNearer { best = onset }
      } else {
        best = onset
      }
      index += 1
    }
    return best
  }

  static func median(_ sorted: [Nanoseconds]) -> Nanoseconds {
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }
}
