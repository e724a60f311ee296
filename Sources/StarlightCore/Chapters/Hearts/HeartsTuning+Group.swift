/// Chapter 2's own group of the tuning: its key in the tuning file and replays, and the dev
/// overlay's fields for it.
extension HeartsTuning: ChapterTuning {
  public static let key = "hearts"

  public static let overlayFields: [TuningField] = {
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
}

extension Tuning {
  public var hearts: HeartsTuning {
    get { self[group: HeartsTuning.self] }
    set { self[group: HeartsTuning.self] = newValue }
  }
}
