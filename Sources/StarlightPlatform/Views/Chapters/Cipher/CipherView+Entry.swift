import StarlightCore

extension ChapterViewEntry {
  static let cipher = ChapterViewEntry(chapter: .cipher) { views in
    CipherView(sourceLabel: views.sourceLabel)
  }
}
