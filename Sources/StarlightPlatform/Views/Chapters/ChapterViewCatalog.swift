import StarlightCore

/// Every chapter's view, one line each, in story order. A chapter of `ChapterCatalog.all`
/// without a line here fails `ChapterRegistryTests`; in play it would draw a message saying
/// so (`MissingChapterView`), never another chapter's view.
enum ChapterViewCatalog {
  static let all: [ChapterViewEntry] = [
    .powerUp,
    .hearts,
    .cipher,
    .firewall,
    .network,
    .finale,
  ]

  /// The view entry of `chapter`.
  static func entry(for chapter: ChapterID) -> ChapterViewEntry? {
    all.first { $0.chapter == chapter }
  }
}
