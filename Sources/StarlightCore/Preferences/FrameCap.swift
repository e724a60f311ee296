/// How many frames a second the game draws: the display's refresh with vsync (the present
/// waits for it), a multiple of the refresh without vsync (fresher frames, more CPU), as many
/// as it can, or a set number.
public enum FrameCap: Sendable, Equatable, Hashable {
  case vsync
  case refreshTimes(Int)
  case unlimited
  case perSecond(Int)

  /// The multiples of the refresh offered.
  public static let refreshMultiples = [2, 4]
  /// A set number of frames a second a player may choose.
  public static let perSecondRange = 30...1_000
  /// The cap until a player chooses one: the rate the game has always drawn at, without
  /// vsync, so nobody's game changes pace by itself. (Vsync no longer delays a press's
  /// stamp: live play pumps on the window's thread and presents on a drawing thread.)
  public static let standard = FrameCap.perSecond(144)

  /// The choices Left/Right step through on the Display page (a set number keeps its place
  /// after `unlimited`).
  public static let steps: [FrameCap] =
    [.vsync] + refreshMultiples.map(FrameCap.refreshTimes) + [.unlimited]

  /// Frames a second to pace at for a display refreshing `refreshHz` times a second; nil
  /// for no pacing at all (vsync paces by waiting on the present; unlimited never waits).
  public func framesPerSecond(refreshHz: Int) -> Int? {
    switch self {
    case .vsync, .unlimited: nil
    case .refreshTimes(let times): max(1, refreshHz) * times
    case .perSecond(let rate): rate
    }
  }

  public var usesVsync: Bool { self == .vsync }

  /// Reads "vsync", "2x", "4x", "unlimited" or a number of frames a second ("240").
  public init?(text: String) {
    let lower = text.lowercased().trimmingCharacters(in: .whitespaces)
    switch lower {
    case "vsync": self = .vsync
    case "unlimited": self = .unlimited
    default:
      if lower.hasSuffix("x"), let times = Int(lower.dropLast()),
        Self.refreshMultiples.contains(times)
      {
        self = .refreshTimes(times)
      } else if let rate = Int(lower) {
        self = .perSecond(rate)
      } else {
        return nil
      }
    }
  }

  /// The form `init(text:)` reads.
  public var text: String {
    switch self {
    case .vsync: "vsync"
    case .refreshTimes(let times): "\(times)x"
    case .unlimited: "unlimited"
    case .perSecond(let rate): "\(rate)"
    }
  }

  /// A problem with the value, with its limits, or nil when it is in range.
  public var problem: String? {
    switch self {
    case .vsync, .unlimited: nil
    case .refreshTimes(let times):
      Self.refreshMultiples.contains(times) ? nil : "a frame cap is 2x or 4x the refresh"
    case .perSecond(let rate):
      Self.perSecondRange.contains(rate) ? nil : "a frame cap is 30 to 1000 frames a second"
    }
  }

  /// The next choice `steps` along (a set number moves to the nearest step).
  public func stepped(by steps: Int) -> FrameCap {
    let choices = Self.steps
    let index = choices.firstIndex(of: self) ?? (choices.count - 1)
    return choices[min(choices.count - 1, max(0, index + steps))]
  }
}
