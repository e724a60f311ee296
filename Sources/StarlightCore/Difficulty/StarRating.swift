/// osu!mania's star rating (its classic strain calculation, calculator version 20241007),
/// worked out from any chart's notes, so StepMania, Quaver and our own charts get one too.
/// It matches osu!'s published test values to the last digit.
public enum StarRating {
  /// The rating of `map` played at `rate` (1.5 for osu!'s Double Time, 0.75 for Half Time).
  public static func of(_ map: BeatMap, rate: Double = 1) -> Double {
    of(notes: StarRatingNote.notes(of: map), laneCount: map.laneCount, rate: rate)
  }

  /// The rating of `notes` over `laneCount` lanes at `rate`. A chart of fewer than two
  /// notes rates 0 (osu! leaves its first note out), and so does a rate that is not a
  /// positive number.
  public static func of(notes: [StarRatingNote], laneCount: Int, rate: Double = 1) -> Double {
    guard laneCount > 0, rate.isFinite, rate > 0 else { return 0 }
    var skill = ManiaStrainSkill(laneCount: laneCount)
    for object in ManiaStrainObject.objects(from: notes, laneCount: laneCount, rate: rate) {
      skill.process(object)
    }
    return skill.starRating
  }
}
