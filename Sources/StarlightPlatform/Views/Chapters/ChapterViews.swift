import StarlightCore

/// What every chapter's view is made from, and the view of each chapter through
/// `ChapterViewCatalog`.
struct ChapterViews {
  /// Chapter 4's lane key labels and map, and who plays ("AUTOPLAY", "REPLAY", or nil).
  let keyLabels: [String]
  let beatMap: BeatMapMetadata?
  let sourceLabel: String?
  /// The chart's timing and how the player wants the lanes drawn (Chapter 4 only).
  var tempo: TempoMap?
  var preferences = ViewPreferences.defaults
  /// The player's keys, which the hints name.
  var keys = KeyHints.defaults

  /// The registered view of `chapter`; never another chapter's.
  func view(for chapter: ChapterID) -> any ChapterView {
    ChapterViewCatalog.entry(for: chapter)?.make(self) ?? MissingChapterView(chapter: chapter)
  }
}
