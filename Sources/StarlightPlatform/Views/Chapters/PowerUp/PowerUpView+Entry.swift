import StarlightCore

extension ChapterViewEntry {
  static let powerUp = ChapterViewEntry(chapter: .powerUp) { views in
    PowerUpView(sourceLabel: views.sourceLabel, keys: views.keys)
  }
}
