import StarlightCore

extension ChapterViewEntry {
  static let network = ChapterViewEntry(chapter: .network) { views in
    NetworkView(sourceLabel: views.sourceLabel, keys: views.keys)
  }
}
