import StarlightCore

/// The lines shown at the bottom of the screen. A lasting notice (settings trouble, a
/// corrupt progress file) stays; a passing one (a screenshot saved) goes after a while, so
/// it never hides the others for the rest of the run.
public struct NoticeBoard: Sendable {
  public static let passingDuration = Nanoseconds.seconds(3)

  private var lasting: [String] = []
  private var passing: (text: String, until: Nanoseconds)?

  public init() {}

  public mutating func post(lasting text: String) {
    if !lasting.contains(text) { lasting.append(text) }
  }

  public mutating func post(passing text: String, now: Nanoseconds) {
    passing = (text, now + Self.passingDuration)
  }

  /// The lines to show at `now`, newest last.
  public func lines(at now: Nanoseconds) -> [String] {
    var lines = lasting
    if let passing, now < passing.until { lines.append(passing.text) }
    return lines
  }
}
