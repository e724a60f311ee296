/// Chapter 3's own group of the tuning: its key in the tuning file and replays, and the dev
/// overlay's fields for it.
extension CipherTuning: ChapterTuning {
  public static let key = "cipher"

  public static let overlayFields: [TuningField] = {
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
}

extension Tuning {
  public var cipher: CipherTuning {
    get { self[group: CipherTuning.self] }
    set { self[group: CipherTuning.self] = newValue }
  }
}
