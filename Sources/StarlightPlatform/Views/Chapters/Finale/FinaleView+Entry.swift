import StarlightCore

extension ChapterViewEntry {
  static let finale = ChapterViewEntry(chapter: .finale) { views in
    FinaleView(sourceLabel: views.sourceLabel, keys: views.keys)
  }
}
