import Foundation

/// What one note adds to the strains, given the last note of every column before it:
/// osu!mania's individual and overall strain evaluators (calculator version 20241007).
enum ManiaStrainEvaluator {
  typealias Tuning = ManiaStrainTuning

  /// What the note adds to its own column's strain: more while another column's hold is
  /// still down around the whole of it.
  static func individual(_ note: ManiaStrainObject, previous: [ManiaStrainObject?]) -> Double {
    let held = previous.contains { earlier in
      guard let earlier else { return false }
      return isHeld(note, under: earlier)
    }
    return Tuning.individualNoteStrain * (held ? Tuning.heldFactor : 1)
  }

  /// What the note adds to the strain shared by all columns: more under a hold, and more
  /// again for a hold whose release is awkward (another hold lets go during it, and no
  /// other note ends close to its own end).
  static func overall(_ note: ManiaStrainObject, previous: [ManiaStrainObject?]) -> Double {
    var overlapped = false
    var held = false
    // The note's own length is the closest release known before looking at the others.
    var closestRelease = abs(note.end - note.start)
    for case let earlier? in previous {
      overlapped =
        overlapped
        || (definitelyLater(earlier.end, than: note.start)
          && definitelyLater(note.end, than: earlier.end)
          && definitelyLater(note.start, than: earlier.start))
      if isHeld(note, under: earlier) { held = true }
      closestRelease = min(closestRelease, abs(note.end - earlier.end))
    }
    let releaseAddition = overlapped ? logistic(closestRelease) : 0
    return (1 + releaseAddition) * (held ? Tuning.heldFactor : 1)
  }

  /// `earlier` started before the note and ends after it.
  private static func isHeld(_ note: ManiaStrainObject, under earlier: ManiaStrainObject) -> Bool {
    definitelyLater(earlier.end, than: note.end) && definitelyLater(note.start, than: earlier.start)
  }

  /// osu!'s `Precision.DefinitelyBigger` with a 1 ms margin.
  private static func definitelyLater(_ time: Double, than other: Double) -> Bool {
    time - Tuning.timeMargin > other
  }

  /// Half the addition at `releaseThreshold`, all of it well past.
  private static func logistic(_ closestRelease: Double) -> Double {
    1 / (1 + exp(Tuning.releaseSteepness * (Tuning.releaseThreshold - closestRelease)))
  }
}
