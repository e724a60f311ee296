/// A bot's practice run, played through `PracticeSession` itself on a manual clock: the
/// replay it leaves is the one a player's run of the same plan would leave, with each pass
/// the bot's (shifted and jittered as `bot` says, a new seed each pass).
public enum PracticeBot {
  /// How often the simulated frame loop runs; the passes step in 1 ms inside it.
  static let frame = Nanoseconds.milliseconds(10)

  public static func replay(
    plan: PracticePlan, map: BeatMap, tuning: Tuning = .defaults, autoAssist: Bool = false,
    judge: JudgeChoice = .starlight, mods: PlayMods = .none, bot: Autoplay = Autoplay()
  ) -> Replay {
    let count: Int
    switch plan.loops {
    case .times(let times): count = times
    case .forever: count = 1
    }
    let passes = Self.passes(count, of: plan, map: map, tuning: tuning, mods: mods, bot: bot)
    var session = PracticeSession(
      plan: plan, map: map, tuning: tuning, autoAssist: autoAssist, judge: judge, mods: mods,
      inputSource: .scripted(.autoplay, passes))
    var now: Nanoseconds = 0
    _ = session.start(now: now)
    while session.results.count < count {
      now += frame
      _ = session.update(now: now)
    }
    _ = session.command(.back, now: now)
    return session.replay
  }

  /// `count` passes of the bot over the plan's section: each its own seed (so jitter
  /// differs pass to pass), rolls tapped often enough for the tuning at the plan's rate.
  public static func passes(
    _ count: Int, of plan: PracticePlan, map: BeatMap, tuning: Tuning = .defaults,
    mods: PlayMods = .none, bot: Autoplay = Autoplay()
  ) -> [PracticePass] {
    let notes = mods.applied(to: plan.section.notes(of: map), laneCount: map.laneCount)
    let tuned = Autoplay.tuned(tuning.firewall, rate: plan.rate)
    return (1...max(1, count)).map { number in
      var pass = bot
      pass.seed = bot.seed &+ UInt64(number - 1)
      pass.rollTapInterval = min(bot.rollTapInterval, tuned.rollTapInterval)
      return PracticePass(
        number: number, start: plan.section.start, actions: pass.actions(for: notes))
    }
  }
}
