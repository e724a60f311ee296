import StarlightCore

/// What a chapter with no registered view shows: the fact, in words, rather than another
/// chapter's playfield. `ChapterRegistryTests` keeps any chapter from getting here.
struct MissingChapterView: ChapterView {
  let chapter: ChapterID

  func draw(_ rules: any ChapterRules, time: Nanoseconds, on canvas: Canvas) {
    ErrorView.draw(
      title: "Chapter \(chapter.number) \"\(chapter.title)\" has no view",
      lines: ["This build registers no view for it (ChapterViewCatalog)."], on: canvas)
  }
}
