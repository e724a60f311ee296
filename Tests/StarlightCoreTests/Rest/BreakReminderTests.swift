import Testing

@testable import StarlightCore

/// The break reminder on an injected wall clock: due after the set time of continuous
/// play, shown only at a natural stop, snoozed, dismissed, reset by a rest, turned off.
@Suite("Break reminder")
struct BreakReminderTests {
  static let minute = Nanoseconds.seconds(60)
  /// A wall clock far from zero, as the epoch gives.
  static let t0 = Nanoseconds.seconds(1_795_000_000)

  /// Plays from `t0` for `minutes`, a sign of play every 30 s.
  static func played(minutes: Int64, settings: BreakReminder.Settings = .defaults)
    -> BreakReminder
  {
    var reminder = BreakReminder(settings: settings)
    for half in 0...(minutes * 2) { reminder.activity(at: t0 + half * minute / 2) }
    return reminder
  }

  @Test("due after 45 minutes of play, and shown only when a stop comes")
  func dueAtAStop() {
    var reminder = Self.played(minutes: 44)
    let shownAtStop1 = reminder.naturalStop(at: Self.t0 + 44 * Self.minute)
    #expect(!shownAtStop1)
    reminder = Self.played(minutes: 50)
    #expect(!reminder.isShowing)
    let shownAtStop2 = reminder.naturalStop(at: Self.t0 + 50 * Self.minute)
    #expect(shownAtStop2)
  }

  @Test("snooze hides it for ten minutes; dismiss counts a new stretch from then")
  func snoozeAndDismiss() {
    var reminder = Self.played(minutes: 46)
    let now = Self.t0 + 46 * Self.minute
    let shownAtStop3 = reminder.naturalStop(at: now)
    #expect(shownAtStop3)
    reminder.snooze(at: now)
    reminder.activity(at: now + 9 * Self.minute / 2)
    reminder.activity(at: now + 9 * Self.minute)
    let shownAtStop4 = reminder.naturalStop(at: now + 9 * Self.minute)
    #expect(!shownAtStop4)
    reminder.activity(at: now + 10 * Self.minute)
    let shownAtStop5 = reminder.naturalStop(at: now + 10 * Self.minute)
    #expect(shownAtStop5)
    reminder.dismiss(at: now + 10 * Self.minute)
    #expect(reminder.dueAt == now + 55 * Self.minute)
    #expect(!reminder.isShowing)
  }

  @Test("five minutes away is a rest: the count starts again")
  func restResets() {
    var reminder = Self.played(minutes: 40)
    let back = Self.t0 + 46 * Self.minute
    reminder.activity(at: back)
    #expect(reminder.playingSince == back)
    let shownAtStop6 = reminder.naturalStop(at: back + Self.minute)
    #expect(!shownAtStop6)
  }

  @Test("turned off, it never shows; a shorter setting moves the due time")
  func settings() {
    var off = Self.played(
      minutes: 60, settings: BreakReminder.Settings(enabled: false, minutes: 45))
    let shownAtStop7 = off.naturalStop(at: Self.t0 + 60 * Self.minute)
    #expect(!shownAtStop7)
    var reminder = Self.played(minutes: 20)
    reminder.update(BreakReminder.Settings(enabled: true, minutes: 15))
    let shownAtStop8 = reminder.naturalStop(at: Self.t0 + 20 * Self.minute)
    #expect(shownAtStop8)
    #expect(BreakReminder.Settings(enabled: true, minutes: 1).minutes == 5)
  }
}
