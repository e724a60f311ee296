/// The peaks of a strain over fixed sections of the chart (osu!'s `StrainSkill`): each
/// section remembers the highest strain reached in it, starting from the strain left over
/// from before it; the difficulty is their sum, highest first, each weighing less.
struct StrainSections {
  typealias Tuning = ManiaStrainTuning

  private var peaks: [Double] = []
  private var currentPeak = 0.0
  private var currentEnd = 0.0

  /// The first note opens the section its time falls in.
  mutating func open(at time: Double) {
    currentEnd = (time / Tuning.sectionLength).rounded(.up) * Tuning.sectionLength
  }

  /// Closes every section that ends before `time`, each following one opening at the
  /// strain `strainAt` gives for its start.
  mutating func advance(to time: Double, strainAt: (Double) -> Double) {
    while time > currentEnd {
      peaks.append(currentPeak)
      currentPeak = strainAt(currentEnd)
      currentEnd += Tuning.sectionLength
    }
  }

  mutating func record(_ strain: Double) {
    if currentPeak < strain { currentPeak = strain }
  }

  func weightedPeaks() -> Double {
    var total = 0.0
    var weight = 1.0
    for peak in (peaks + [currentPeak]).sorted(by: >) where peak > 0 {
      total += peak * weight
      weight *= Tuning.sectionDecayWeight
    }
    return total
  }
}
