import StarlightCore

/// The break reminder in the window: the core's rule on the wall clock (seed 003's ground
/// truth: pauses, rates and song time do not fool it), the reminder's two answers, and the
/// setting from the settings file.
public final class BreakWatch {
  enum Answer: String, CaseIterable {
    case dismiss = "I'm taking a break"
    case snooze = "Remind me in 10 minutes"
  }

  private(set) var reminder: BreakReminder
  private(set) var selection = Answer.dismiss
  private let wallClock: any MediaClock

  public init(settings: BreakReminder.Settings, wallClock: any MediaClock) {
    reminder = BreakReminder(settings: settings)
    self.wallClock = wallClock
  }

  var isShowing: Bool { reminder.isShowing }
  var settings: BreakReminder.Settings { reminder.settings }

  /// Minutes played in this stretch, for the reminder's text.
  var minutesPlayed: Int {
    guard let since = reminder.playingSince else { return 0 }
    return Int((wallClock.now() - since) / (60 * Nanoseconds.perSecond))
  }

  /// Play is going on now.
  func activity() { reminder.activity(at: wallClock.now()) }

  /// A natural stop (between loops, a result screen): true while the reminder shows.
  func naturalStop() -> Bool { reminder.naturalStop(at: wallClock.now()) }

  public func update(_ settings: BreakReminder.Settings) { reminder.update(settings) }

  /// A menu key while the reminder shows; true once it is answered (and gone).
  func handle(_ command: MenuCommand) -> Bool {
    switch command {
    case .up, .down, .left, .right:
      selection = selection.moved(by: 1)
      return false
    case .confirm:
      answer(selection)
      return true
    case .back, .pause:
      answer(.dismiss)
      return true
    }
  }

  private func answer(_ answer: Answer) {
    switch answer {
    case .dismiss: reminder.dismiss(at: wallClock.now())
    case .snooze: reminder.snooze(at: wallClock.now())
    }
    selection = .dismiss
  }
}
