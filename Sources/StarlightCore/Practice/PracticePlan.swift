/// What a practice run plays: a section, how many passes (or forever), the rest between
/// passes and the count-in before each, and the rate with its pitch.
public struct PracticePlan: Sendable, Equatable {
  public enum Loops: Sendable, Equatable {
    case times(Int)
    case forever

    /// Whether a pass follows pass `pass`.
    func continues(after pass: Int) -> Bool {
      switch self {
      case .times(let count): pass < count
      case .forever: true
      }
    }
  }

  public static let longestGap = Nanoseconds.seconds(60)
  public static let mostCountInBeats = 16
  public static let mostLoops = 999

  public let section: PracticeSection
  public let loops: Loops
  /// Real time between the end of one pass and the count-in of the next.
  public let gap: Nanoseconds
  public let countInBeats: Int
  public let rate: PlaybackRate
  public let pitch: PlaybackRate.Pitch

  public init(
    section: PracticeSection, loops: Loops = .forever, gap: Nanoseconds = .seconds(1),
    countInBeats: Int = 4, rate: PlaybackRate = .normal, pitch: PlaybackRate.Pitch = .kept
  ) throws(PracticeError) {
    if case .times(let count) = loops, !(1...Self.mostLoops).contains(count) {
      throw PracticeError("loops \(count) is not 1 to \(Self.mostLoops) (or forever)")
    }
    guard (0...Self.longestGap).contains(gap) else {
      throw PracticeError(
        "gap \(TuningField.format(gap.milliseconds)) ms is not 0 to \(Self.longestGap / .perSecond) s"
      )
    }
    guard (0...Self.mostCountInBeats).contains(countInBeats) else {
      throw PracticeError("count-in \(countInBeats) beats is not 0 to \(Self.mostCountInBeats)")
    }
    self.section = section
    self.loops = loops
    self.gap = gap
    self.countInBeats = countInBeats
    self.rate = rate
    self.pitch = pitch
  }
}
