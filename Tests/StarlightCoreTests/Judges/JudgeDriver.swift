@testable import StarlightCore

/// A run under one judge: one tap at 300 ms in lane 0 unless told otherwise (as osu!'s own
/// replay tests place theirs), pressed and released by the test, in milliseconds of song time.
struct JudgeDriver {
  static let noteTime: Int64 = 300
  var run: FirewallRun

  init(
    _ choice: JudgeChoice, rate: PlaybackRate = .normal,
    notes: [TimedNote] = [TimedNote(index: 0, lane: 0, time: .milliseconds(noteTime))],
    mods: PlayMods = .none
  ) {
    var configuration = FirewallConfiguration.standard(autoAssist: false).atRate(rate)
    if choice.id != .starlight {
      configuration.judgeChoice = choice
      configuration.overlayWindows = nil
    }
    run = FirewallRun(
      notes: notes, laneCount: 4, configuration: configuration, startTime: 0, mods: mods)
  }

  mutating func press(at time: Nanoseconds, lane: Int = 0) {
    var effects: [GameEffect] = []
    run.handle(PlayerAction(time: time, lane: lane, action: .press), effects: &effects)
  }

  mutating func release(at time: Nanoseconds, lane: Int = 0) {
    var effects: [GameEffect] = []
    run.handle(PlayerAction(time: time, lane: lane, action: .release), effects: &effects)
  }

  mutating func press(ms: Int64, lane: Int = 0) { press(at: .milliseconds(ms), lane: lane) }
  mutating func release(ms: Int64, lane: Int = 0) { release(at: .milliseconds(ms), lane: lane) }

  mutating func advance(ms: Int64) {
    var effects: [GameEffect] = []
    run.advance(to: .milliseconds(ms), effects: &effects)
  }

  /// What one press `offset` from the 300 ms note made of it, read at once (nil: nothing).
  static func verdict(
    _ choice: JudgeChoice, rate: PlaybackRate = .normal, offset: Nanoseconds
  ) -> Expected {
    var driver = JudgeDriver(choice, rate: rate)
    driver.press(at: .milliseconds(noteTime) + offset)
    switch driver.run.judgements[0] {
    case .hit(let tier, _): return .tier(tier)
    case .miss: return .miss
    case nil: return .untouched
    }
  }

  enum Expected: Equatable, CustomStringConvertible {
    case tier(Int)
    case miss
    case untouched

    var description: String {
      switch self {
      case .tier(let tier): "tier \(tier)"
      case .miss: "miss"
      case .untouched: "untouched"
      }
    }
  }
}
