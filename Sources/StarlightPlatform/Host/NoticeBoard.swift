import Logging
import StarlightCore

/// The lines shown at the bottom of the screen. A lasting notice (settings trouble, a
/// corrupt progress file) stays; a passing one (a screenshot saved) goes after a while, so
/// it never hides the others for the rest of the run. Every notice is logged in full, since
/// the screen may show it shortened.
public struct NoticeBoard: Sendable {
  private static let logger = Logger(label: "starlight.notice")
  public static let passingDuration = Nanoseconds.seconds(3)

  private var lasting: [String] = []
  private var passing: (text: String, until: Nanoseconds)?

  public init() {}

  public mutating func post(lasting text: String) {
    guard !lasting.contains(text) else { return }
    lasting.append(text)
    Self.logger.notice("\(text)")
  }

  public mutating func post(passing text: String, now: Nanoseconds) {
    passing = (text, now + Self.passingDuration)
    Self.logger.info("\(text)")
  }

  /// The lines to show at `now`, newest last.
  public func lines(at now: Nanoseconds) -> [String] {
    var lines = lasting
    if let passing, now < passing.until { lines.append(passing.text) }
    return lines
  }
}
