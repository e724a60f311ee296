/// Checks a decoded replay the way a beat map is checked, before anything plays it: a
/// hostile or corrupted file must be refused with a message, never crash the scoring (a
/// huge `points`), break the report (two tiers of one name) or give nonsense results
/// (events out of order, windows that do not widen). Lanes are checked against the map by
/// `ReplayMismatch`, which has it.
public enum ReplayValidation {
  /// Caps on what one replay may hold, so memory and simulation time stay bounded.
  public enum Limits {
    /// Largest replay file read: a 10-minute chart at 20 notes a second is about 1.5 MB,
    /// and the analog chapters record well under 1 000 axis values a second.
    public static let maxFileBytes = 16 * 1024 * 1024
    /// Most actions (presses, releases, axis values) in one replay.
    public static let maxActions = 500_000
    /// Most dev overlay tuning changes in one replay.
    public static let maxTuningChanges = 10_000
    /// Most passes in one practice replay (a loop played forever is still finite on disk).
    public static let maxPracticePasses = 10_000
  }

  /// No attempt is a day long, no window ten seconds.
  public static let maxEventTime = Nanoseconds.seconds(24 * 60 * 60)
  public static let maxWindowHalfWidth = Nanoseconds.seconds(10)
  public static let maxLane = 63

  /// The first problem with `replay`, in words, or nil when it may be played.
  public static func problem(in replay: Replay) -> String? {
    if replay.actions.count > Limits.maxActions {
      return "replay has \(replay.actions.count) actions; at most \(Limits.maxActions) allowed"
    }
    if replay.tuningChanges.count > Limits.maxTuningChanges {
      return
        "replay has \(replay.tuningChanges.count) tuning changes; at most \(Limits.maxTuningChanges) allowed"
    }
    if let problem = windowProblem(replay.tuning) { return problem }
    if let problem = TuningFile.problems(in: replay.tuning).first {
      return "replay tuning: \(problem)"
    }
    if let problem = actionProblem(replay.actions) { return problem }
    for (index, change) in replay.tuningChanges.enumerated() {
      guard change.time.magnitude <= maxEventTime.magnitude,
        index == 0 || replay.tuningChanges[index - 1].time <= change.time
      else { return "replay tuning change \(index) is out of range or out of order" }
      if let problem = windowProblem(change.tuning) {
        return "replay tuning change \(index): \(problem)"
      }
      if let problem = TuningEdit.problems(replacing: replay.tuning, with: change.tuning).first {
        return "replay tuning change \(index): \(problem)"
      }
    }
    if let stop = replay.stoppedAt, stop.magnitude > maxEventTime.magnitude {
      return "replay stop time is out of range"
    }
    return practiceProblem(replay)
  }

  /// A practice replay's passes: each one's actions checked as an attempt's are, each
  /// starting inside the section, all of them together within the limits of one replay.
  private static func practiceProblem(_ replay: Replay) -> String? {
    guard let practice = replay.practice, let section = replay.playback.section else {
      return nil
    }
    guard section.start.magnitude <= maxEventTime.magnitude,
      section.end.magnitude <= maxEventTime.magnitude
    else { return "replay section is out of range" }
    guard practice.passes.count <= Limits.maxPracticePasses else {
      return
        "replay has \(practice.passes.count) practice passes; at most \(Limits.maxPracticePasses) allowed"
    }
    let total = practice.passes.reduce(0) { $0 + $1.actions.count }
    guard total <= Limits.maxActions else {
      return "replay has \(total) actions; at most \(Limits.maxActions) allowed"
    }
    for pass in practice.passes {
      guard (section.start..<section.end).contains(pass.start) else {
        return "replay practice pass \(pass.number) starts outside the section"
      }
      if let stop = pass.stoppedAt, stop.magnitude > maxEventTime.magnitude {
        return "replay practice pass \(pass.number) stop time is out of range"
      }
      if let problem = actionProblem(pass.actions) {
        return "practice pass \(pass.number): \(problem)"
      }
    }
    return nil
  }

  private static func windowProblem(_ tuning: Tuning) -> String? {
    let windows = tuning.firewall.windows.tiers
    guard !windows.isEmpty,
      windows.allSatisfy({ $0.halfWidth > 0 && $0.halfWidth <= maxWindowHalfWidth }),
      tuning.firewall.autoAssistOuterWindow <= maxWindowHalfWidth
    else {
      return
        "replay has no valid hit windows (each half-width above 0 and at most \(maxWindowHalfWidth.milliseconds) ms)"
    }
    return nil
  }

  private static func actionProblem(_ actions: [PlayerAction]) -> String? {
    var previous = Nanoseconds.min
    for (index, action) in actions.enumerated() {
      guard action.time.magnitude <= maxEventTime.magnitude else {
        return
          "replay action \(index) is out of range: time \(action.time) ns (at most \(maxEventTime) ns either side of the start)"
      }
      guard action.time >= previous else {
        return
          "replay action \(index) at \(action.time) ns comes before the one before it (\(previous) ns); actions must be in time order"
      }
      previous = action.time
      switch action.input {
      case .lane(let lane, _):
        guard (0...maxLane).contains(lane) else {
          return "replay action \(index) is out of range: lane \(lane) (0...\(maxLane))"
        }
      case .axis(_, let value):
        guard (-PlayerAction.axisMax...PlayerAction.axisMax).contains(value) else {
          return
            "replay action \(index) is out of range: axis value \(value) (\(-PlayerAction.axisMax)...\(PlayerAction.axisMax))"
        }
      }
    }
    return nil
  }
}

extension Replay {
  /// Whether Chapter 4 was judged under windows other than the game's defaults (tiers,
  /// widths, points or the Auto-Assist window, at the start or in a change during the run):
  /// its results are then not comparable with a default run, and say so.
  public var hasCustomWindows: Bool {
    let defaults = Tuning.defaults.firewall
    // Under another game's judge the overlay edits that judge's own windows.
    let judgeOwn = JudgeCatalog.rules(for: judge).displayWindows
    func isCustom(_ tuning: Tuning) -> Bool {
      let windows = tuning.firewall.windows
      let ownWindows =
        windows == defaults.windows || (!judge.id.isTunedByPlayer && windows == judgeOwn)
      return !ownWindows
        || tuning.firewall.autoAssistOuterWindow != defaults.autoAssistOuterWindow
    }
    return isCustom(tuning) || tuningChanges.contains { isCustom($0.tuning) }
  }
}
