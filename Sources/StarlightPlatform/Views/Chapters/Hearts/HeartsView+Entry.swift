import StarlightCore

extension ChapterViewEntry {
  static let hearts = ChapterViewEntry(chapter: .hearts) { views in
    HeartsView(sourceLabel: views.sourceLabel, keys: views.keys)
  }
}
