extension ChapterID {
  /// Whether a clear of this chapter ends on its own theme, which the story must not
  /// replace with the main theme afterwards (Chapter 6 cross-fades to the finale theme).
  var endsOnOwnTheme: Bool {
    ChapterCatalog.chapter(self)?.abilities.contains(.endsOnOwnTheme) ?? false
  }
}
