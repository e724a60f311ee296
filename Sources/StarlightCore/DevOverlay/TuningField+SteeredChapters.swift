/// The overlay's groups for Chapters 2, 3 and 5. Network's round sizes (a list) are edited
/// in a tuning file, not here.
extension TuningField {
  static let hearts: [TuningField] = {
    let group = "Chapter 2 Hearts"
    let thousand = 1_000.0
    return [
      TuningField(
        group, "physics tick", .milliseconds, fine: 1, coarse: 10, .duration(\.hearts.physicsTick)),
      TuningField(
        group, "cursor speed", .units, fine: 10 * thousand, coarse: 100 * thousand,
        .wide(\.hearts.cursorSpeed)),
      TuningField(
        group, "stick dead zone", .permille, fine: 5, coarse: 50, .integer(\.hearts.stickDeadZone)),
      TuningField(
        group, "hearts alive", .count, fine: 1, coarse: 5, .integer(\.hearts.heartsAlive)),
      TuningField(group, "target", .count, fine: 1, coarse: 5, .integer(\.hearts.target)),
      TuningField(
        group, "heart min speed", .units, fine: 10 * thousand, coarse: 100 * thousand,
        .wide(\.hearts.heartMinSpeed)),
      TuningField(
        group, "heart max speed", .units, fine: 10 * thousand, coarse: 100 * thousand,
        .wide(\.hearts.heartMaxSpeed)),
      TuningField(
        group, "turn interval min", .milliseconds, fine: 50, coarse: 500,
        .duration(\.hearts.turnIntervalMin)),
      TuningField(
        group, "turn interval max", .milliseconds, fine: 50, coarse: 500,
        .duration(\.hearts.turnIntervalMax)),
      TuningField(
        group, "pickup radius", .units, fine: thousand, coarse: 10 * thousand,
        .wide(\.hearts.pickupRadius)),
      TuningField(
        group, "time limit", .milliseconds, fine: 1_000, coarse: 10_000,
        .duration(\.hearts.timeLimit)),
      TuningField(
        group, "Auto-Assist pickup radius", .units, fine: thousand, coarse: 10 * thousand,
        .wide(\.hearts.autoAssistPickupRadius)),
      TuningField(
        group, "Auto-Assist heart speed", .permille, fine: 10, coarse: 100,
        .wide(\.hearts.autoAssistHeartSpeedPermille)),
      TuningField(
        group, "points per heart", .count, fine: 10, coarse: 100, .integer(\.hearts.pointsPerHeart)),
      TuningField(
        group, "points per second left", .count, fine: 5, coarse: 50,
        .integer(\.hearts.pointsPerSecondLeft)),
    ]
  }()

  static let cipher: [TuningField] = {
    let group = "Chapter 3 Cipher"
    return [
      TuningField(group, "rings", .count, fine: 1, coarse: 2, .integer(\.cipher.ringCount)),
      TuningField(
        group, "symbols per ring", .count, fine: 1, coarse: 4, .integer(\.cipher.symbolsPerRing)),
      TuningField(group, "spare moves", .count, fine: 1, coarse: 5, .integer(\.cipher.spareMoves)),
      TuningField(
        group, "Auto-Assist extra moves", .count, fine: 1, coarse: 5,
        .integer(\.cipher.autoAssistExtraMoves)),
      TuningField(
        group, "time limit", .milliseconds, fine: 1_000, coarse: 10_000,
        .duration(\.cipher.timeLimit)),
      TuningField(
        group, "turn threshold", .permille, fine: 10, coarse: 100, .integer(\.cipher.turnThreshold)),
      TuningField(
        group, "turn repeat", .milliseconds, fine: 10, coarse: 100,
        .duration(\.cipher.turnRepeatInterval)),
      TuningField(
        group, "select threshold", .permille, fine: 10, coarse: 100,
        .integer(\.cipher.selectThreshold)),
      TuningField(
        group, "detent rumble intensity", .ratio, fine: 0.05, coarse: 0.25,
        .real(\.cipher.detentRumbleIntensity)),
      TuningField(
        group, "detent rumble sharpness", .ratio, fine: 0.05, coarse: 0.25,
        .real(\.cipher.detentRumbleSharpness)),
      TuningField(
        group, "points per move left", .count, fine: 5, coarse: 50,
        .integer(\.cipher.pointsPerMoveLeft)),
      TuningField(
        group, "points per second left", .count, fine: 5, coarse: 50,
        .integer(\.cipher.pointsPerSecondLeft)),
    ]
  }()

  static let network: [TuningField] = {
    let group = "Chapter 5 Network"
    return [
      TuningField(
        group, "grid columns", .count, fine: 1, coarse: 2, .integer(\.network.gridColumns)),
      TuningField(group, "grid rows", .count, fine: 1, coarse: 2, .integer(\.network.gridRows)),
      TuningField(
        group, "max node value", .count, fine: 1, coarse: 10, .integer(\.network.maxNodeValue)),
      TuningField(
        group, "integrity max", .count, fine: 1, coarse: 10, .integer(\.network.maxIntegrity)),
      TuningField(
        group, "wrong link cost", .count, fine: 1, coarse: 5, .integer(\.network.wrongLinkCost)),
      TuningField(
        group, "Auto-Assist cost", .permille, fine: 10, coarse: 100,
        .integer(\.network.autoAssistCostPermille)),
      TuningField(
        group, "stick threshold", .permille, fine: 10, coarse: 100,
        .integer(\.network.stickThreshold)),
      TuningField(
        group, "stick re-arm", .permille, fine: 10, coarse: 100, .integer(\.network.stickRearm)),
      TuningField(
        group, "time limit", .milliseconds, fine: 1_000, coarse: 10_000,
        .duration(\.network.timeLimit)),
      TuningField(
        group, "clear points", .count, fine: 10, coarse: 100, .integer(\.network.clearPoints)),
      TuningField(
        group, "points per link", .count, fine: 1, coarse: 10, .integer(\.network.pointsPerLink)),
      TuningField(
        group, "points per second left", .count, fine: 1, coarse: 10,
        .integer(\.network.pointsPerSecondLeft)),
    ]
  }()
}
