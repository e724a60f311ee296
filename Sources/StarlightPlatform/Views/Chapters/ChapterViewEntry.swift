import StarlightCore

/// One chapter's view, describing itself: which chapter it draws and how it is made from
/// what every view is made from (`ChapterViews`). Each lives in its chapter's view folder
/// (`Views/Chapters/Hearts/HeartsView+Entry.swift`...) and is registered by one line in
/// `ChapterViewCatalog.all`.
struct ChapterViewEntry: Sendable {
  let chapter: ChapterID
  let make: @Sendable (ChapterViews) -> any ChapterView
}
