/// One chapter's rules as a pure state machine: stamped player actions in, time advanced
/// in fixed steps, effects out. Nothing here reads a clock: time arrives with every call,
/// in the chapter's own timebase (0 = the chapter's first playable instant).
///
/// Every rule is event-ordered: `handle` first advances to the action's own time, so the
/// result does not depend on how often, or in what step sizes, the caller advances. Rules
/// with continuous motion integrate it on their own fixed tick inside `advance`, so a
/// path is the same at any frame rate.
public protocol ChapterRules: Sendable {
  static var chapter: ChapterID { get }
  /// Whether the chapter plays its own song (Chapter 4's beat map, started with the
  /// attempt and paused with it) rather than the story's theme, which plays on.
  static var playsOwnSong: Bool { get }
  /// The input kinds this chapter takes; a replay holding others is refused.
  static var acceptedInputs: Set<PlayerAction.Kind> { get }
  /// Whether the context's seed shapes the attempt (a layout, a path); a seed given for a
  /// chapter without one is a mistake worth a message.
  static var isSeeded: Bool { get }
  /// How many lanes the chapter reads (lanes 0..<count); a replay pressing another is refused.
  static func laneCount(context: ChapterContext) -> Int

  /// Fresh rules for one attempt, at time `startTime` (before 0 for a lead-in).
  init(context: ChapterContext) throws(ChapterSetupError)
  /// When an attempt starts: 0, or earlier for a lead-in (Chapter 4's threats approach
  /// before the music's beat 0).
  static func startTime(context: ChapterContext) -> Nanoseconds
  /// What the chapter's bot plays: every action of a clean run, computed up front by
  /// simulating the rules, so a bot's run is fed exactly as a replay is.
  static func botActions(context: ChapterContext) -> [PlayerAction]

  /// The time the rules have reached.
  var now: Nanoseconds { get }
  var outcome: ChapterOutcome { get }
  /// When the attempt was cleared or failed.
  var endTime: Nanoseconds? { get }
  /// Whether the rules are easier (Auto-Assist) in this attempt.
  var autoAssist: Bool { get }
  /// The time after which no further input could change anything, if the chapter has one
  /// (a beat map's last judgement); nil for chapters that end on the player's progress or
  /// a timer, which `ChapterStepper.runToEnd` then simulates up to `maxDuration`.
  var lastDecisiveTime: Nanoseconds? { get }
  /// An upper bound on an attempt's length, so a headless run of a replay that never
  /// finishes stops.
  var maxDuration: Nanoseconds { get }

  /// Applies one action at its own time (after advancing to it).
  mutating func handle(_ action: PlayerAction, effects: inout [GameEffect])
  /// Takes the dev overlay's tuning from now on, without a restart. The session checks
  /// it first (`TuningEdit`), so it is sound and judges with the same tiers. What cannot
  /// change in the middle of something (a capacitor charging, a layout already drawn)
  /// takes the new values from the next one; each chapter says which.
  mutating func retune(_ tuning: Tuning)
  /// Moves time forward to `time`.
  mutating func advance(to time: Nanoseconds, effects: inout [GameEffect])
  /// The earliest time at which time passing alone next changes the rules (a note's window
  /// closing, a hold's tail): the live host sleeps until then unless an input comes first.
  /// Nil when nothing changes before the next input. Rules that cannot tell (continuous
  /// motion integrated on a tick) answer `now`: due at every step.
  var nextDueTime: Nanoseconds? { get }
  /// The figures of the attempt so far, for the results screen, progress and JSON output.
  func summary() -> ChapterSummary
}

extension ChapterRules {
  public var chapter: ChapterID { Self.chapter }
  public var nextDueTime: Nanoseconds? { now }
}
