/// Chapter 1's bot: presses lane 0 on an empty capacitor and lets go in the middle of the
/// band, found on the rules' own curve, then rests before the next one. Computed by running
/// the rules on its own actions, so what it returns is a run they accept.
extension PowerUpRules {
  /// When the bot first presses, and how long it rests after each snap (a player's pause,
  /// long enough for the view to slide the next capacitor in).
  static let botFirstPress = Nanoseconds.milliseconds(800)
  static let botRest = Nanoseconds.milliseconds(450)

  public static func botActions(context: ChapterContext) -> [PlayerAction] {
    guard var rules = try? PowerUpRules(context: context) else { return [] }
    var actions: [PlayerAction] = []
    var effects: [GameEffect] = []
    var time = botFirstPress
    // One press and one release per capacitor; the bound only guards against rules that
    // never end, which a release in the band cannot cause.
    for _ in 0..<rules.capacitorsNeeded where rules.outcome == .playing {
      let press = PlayerAction(time: time, lane: 0, action: .press)
      rules.handle(press, effects: &effects)
      let release = PlayerAction(time: time + rules.middleOfBandHold, lane: 0, action: .release)
      rules.handle(release, effects: &effects)
      actions += [press, release]
      time = release.time + botRest
    }
    return actions
  }

  /// The hold, from empty, that puts the charge of the capacitor in play in the middle of
  /// the band: halfway between the first instant in it and the last.
  public var middleOfBandHold: Nanoseconds {
    let enters = curve.heldTime(toReach: band.lowerBound)
    let leaves = curve.lastHeldTime(atMost: band.upperBound)
    return enters + (leaves - enters) / 2
  }
}
