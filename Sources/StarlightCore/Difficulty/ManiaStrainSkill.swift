import Foundation

/// osu!mania's strain skill: a strain per column and one shared by all, both decaying
/// exponentially, fed note by note in osu!'s order; each 400 ms section keeps the highest
/// strain reached in it.
struct ManiaStrainSkill {
  typealias Tuning = ManiaStrainTuning

  private var columnStrains: [Double]
  /// The strongest column of the current chord (or the current note's column).
  private var highestColumnStrain = 0.0
  private var overallStrain = Tuning.overallStartingStrain
  /// The last note of each column so far (osu!'s per-column previous objects).
  private var lastInColumn: [ManiaStrainObject?]
  private var lastStart: Double?
  private var currentStrain = 0.0
  private var sections = StrainSections()

  init(laneCount: Int) {
    columnStrains = Array(repeating: 0, count: laneCount)
    lastInColumn = Array(repeating: nil, count: laneCount)
  }

  mutating func process(_ note: ManiaStrainObject) {
    if let lastStart {
      let (highest, overall) = (highestColumnStrain, overallStrain)
      sections.advance(to: note.start) { sectionStart in
        Self.strainDecayed(highest, overall, over: sectionStart - lastStart)
      }
    } else {
      sections.open(at: note.start)
    }
    sections.record(strain(after: note))
    lastInColumn[note.column] = note
    lastStart = note.start
  }

  /// The weighted sum of the section peaks, in stars.
  var starRating: Double { sections.weightedPeaks() * Tuning.starMultiplier }

  private mutating func strain(after note: ManiaStrainObject) -> Double {
    let column = note.column
    columnStrains[column] =
      Self.decay(
        columnStrains[column], over: note.columnStrainTime, base: Tuning.individualDecayBase)
      + ManiaStrainEvaluator.individual(note, previous: lastInColumn)
    // Within a chord the hardest column counts, whatever order its notes came in.
    highestColumnStrain =
      note.delta <= Tuning.chordSpread
      ? max(highestColumnStrain, columnStrains[column]) : columnStrains[column]
    overallStrain =
      Self.decay(overallStrain, over: note.delta, base: Tuning.overallDecayBase)
      + ManiaStrainEvaluator.overall(note, previous: lastInColumn)
    // osu! adds the difference to a running strain that never decays (its decay base is
    // 1); done the same way, so the sums round as osu!'s do.
    let added = highestColumnStrain + overallStrain - currentStrain
    currentStrain += added
    return currentStrain
  }

  /// The strain a section opens with: both strains decayed from the last note to its start.
  private static func strainDecayed(_ highest: Double, _ overall: Double, over elapsed: Double)
    -> Double
  {
    decay(highest, over: elapsed, base: Tuning.individualDecayBase)
      + decay(overall, over: elapsed, base: Tuning.overallDecayBase)
  }

  private static func decay(_ value: Double, over milliseconds: Double, base: Double) -> Double {
    value * pow(base, milliseconds / 1000)
  }
}
