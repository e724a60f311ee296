/// osu!mania's published difficulty constants (calculator version 20241007). They are
/// osu!'s, not ours to tune: changing one stops the ratings matching osu!'s.
enum ManiaStrainTuning {
  /// A column's strain keeps this fraction of itself per second.
  static let individualDecayBase = 0.125
  /// The shared strain keeps this fraction of itself per second.
  static let overallDecayBase = 0.30
  /// The shared strain a chart starts with.
  static let overallStartingStrain = 1.0
  /// What each note adds to its column's strain.
  static let individualNoteStrain = 2.0
  /// Both strains grow by this factor for a note played under another column's hold.
  static let heldFactor = 1.25
  /// Times closer than this (ms) count as the same.
  static let timeMargin = 1.0
  /// Notes at most this far apart (ms) form a chord: its strongest column counts.
  static let chordSpread = 1.0
  /// A release this close (ms) to another earns half the awkward-release addition.
  static let releaseThreshold = 30.0
  static let releaseSteepness = 0.27
  /// Strain is sampled in sections this long (ms); each section keeps its peak.
  static let sectionLength = 400.0
  /// Each section peak, highest first, weighs this fraction of the one before it.
  static let sectionDecayWeight = 0.9
  /// Turns the weighted sum of section peaks into stars.
  static let starMultiplier = 0.018
}
