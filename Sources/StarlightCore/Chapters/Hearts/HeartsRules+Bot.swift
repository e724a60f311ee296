extension HeartsRules {
  /// The bot plays these rules as they run: every `botDecisionInterval` it aims at the
  /// heart it can reach first (where that heart will be by then, edges aside) and holds
  /// the direction lanes that point there, pressing and releasing as its aim changes.
  /// Computed by simulating the rules on its own actions, so its run is fed as a replay is.
  public static func botActions(context: ChapterContext) -> [PlayerAction] {
    // Rules that cannot be made from this context cannot be played either.
    guard var rules = try? HeartsRules(context: context), rules.tuning.cursorSpeed > 0 else {
      return []
    }
    var actions: [PlayerAction] = []
    var held: Set<MoveControl> = []
    var effects: [GameEffect] = []
    var time = startTime(context: context)
    while rules.outcome == .playing, time < rules.maxDuration {
      let wanted = rules.botLanes()
      let changes =
        held.subtracting(wanted).map { PlayerAction(time: time, lane: $0.lane, action: .release) }
        + wanted.subtracting(held).map { PlayerAction(time: time, lane: $0.lane, action: .press) }
      for action in changes.sorted(by: PlayerAction.precedes) {
        rules.handle(action, effects: &effects)
        actions.append(action)
      }
      held = wanted
      time += rules.tuning.botDecisionInterval
      rules.advance(to: time, effects: &effects)
    }
    let end = rules.endTime ?? rules.maxDuration
    let releases = held.map { PlayerAction(time: end, lane: $0.lane, action: .release) }
    return actions + releases.sorted(by: PlayerAction.precedes)
  }

  /// The direction lanes that steer the cursor toward the heart it can reach first.
  func botLanes() -> Set<MoveControl> {
    guard let aim = botAim() else { return [] }
    var lanes: Set<MoveControl> = []
    let deadBand = tuning.botDeadBand
    if aim.x - cursor.x > deadBand { lanes.insert(.right) }
    if cursor.x - aim.x > deadBand { lanes.insert(.left) }
    if aim.y - cursor.y > deadBand { lanes.insert(.down) }
    if cursor.y - aim.y > deadBand { lanes.insert(.up) }
    return lanes
  }

  /// Where to meet the heart reachable soonest: a few rounds of "how long to get there,
  /// and where will it be by then", ignoring bounces but kept inside the margins.
  func botAim() -> HeartsPoint? {
    let speed = Int128(max(1, tuning.cursorSpeed))
    let perSecond = Int128(Nanoseconds.perSecond)
    var best: (time: Int128, aim: HeartsPoint)?
    for heart in hearts {
      var aim = heart.position
      var time: Int128 = 0
      for _ in 0..<Self.botAimRounds {
        time = Self.squareRoot(aim.squaredDistance(to: cursor)) * perSecond / speed
        let x = Int128(heart.position.x) + Int128(heart.velocity.x) * time / perSecond
        let y = Int128(heart.position.y) + Int128(heart.velocity.y) * time / perSecond
        let margin = Int128(tuning.heartMargin)
        aim = HeartsPoint(
          x: Int64(min(Int128(tuning.fieldWidth) - margin, max(margin, x))),
          y: Int64(min(Int128(tuning.fieldHeight) - margin, max(margin, y))))
      }
      if best.map({ time < $0.time }) ?? true { best = (time, aim) }
    }
    return best?.aim
  }

  /// Rounds of the bot's meeting-point estimate: each brings it closer to where the
  /// cursor and the heart meet.
  static let botAimRounds = 4
}
