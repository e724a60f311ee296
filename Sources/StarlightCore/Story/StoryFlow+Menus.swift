/// Menu commands, screen by screen. Moving a selection clicks; Esc/B goes one screen back.
extension StoryFlow {
  public mutating func handle(_ command: MenuCommand, now: Nanoseconds) -> [StoryEffect] {
    switch screen {
    case .title(let selection):
      return handleTitle(command, selection: selection, now: now)
    case .chapterSelect(let selection):
      return handleChapterSelect(command, selection: selection, now: now)
    case .titleCard(let chapter, _):
      switch command {
      case .confirm: return startChapter(chapter)
      case .back: return showTitle(music: [])
      default: return []
      }
    case .result(let result):
      return handleResult(command, result: result, now: now)
    case .end(let since):
      guard command == .confirm || command == .back, now >= since + tuning.endScreenDuration
      else { return [] }
      return isAutoplay ? finish() : showTitle(music: [])
    case .playing, .finished:
      return []
    }
  }

  private mutating func handleTitle(_ command: MenuCommand, selection: TitleItem, now: Nanoseconds)
    -> [StoryEffect]
  {
    switch command {
    case .up, .down:
      let enabled = TitleItem.allCases.filter { isEnabled($0) }
      return select(
        Self.neighbour(of: selection, in: enabled, by: command == .up ? -1 : 1), was: selection)
    case .back:
      return select(.quit, was: selection)
    case .confirm:
      guard isEnabled(selection) else { return [] }
      return confirmTitle(selection, now: now)
    case .left, .right, .pause:
      return []
    }
  }

  private mutating func select(_ item: TitleItem, was selection: TitleItem) -> [StoryEffect] {
    screen = .title(selection: item)
    return item == selection ? [] : [Self.click]
  }

  private mutating func confirmTitle(_ item: TitleItem, now: Nanoseconds) -> [StoryEffect] {
    switch item {
    case .start:
      guard let first = chapters.first else { return [] }
      return beginStory(at: first, now: now)
    case .continueStory:
      guard let chapter = continueChapter else { return [] }
      return beginStory(at: chapter, now: now)
    case .chapters:
      let offered = selectableChapters
      guard let last = offered.last else { return [] }
      let preferred = continueChapter.flatMap { offered.contains($0) ? $0 : nil }
      screen = .chapterSelect(selection: preferred ?? last)
      return []
    case .freePlay:
      return [Self.click, .freePlay]
    case .settings:
      return [Self.click, .openSettings]
    case .quit:
      return finish()
    }
  }

  private mutating func handleChapterSelect(
    _ command: MenuCommand, selection: ChapterID, now: Nanoseconds
  ) -> [StoryEffect] {
    switch command {
    case .up, .down:
      let moved = Self.neighbour(
        of: selection, in: selectableChapters, by: command == .up ? -1 : 1)
      screen = .chapterSelect(selection: moved)
      return moved == selection ? [] : [Self.click]
    case .confirm:
      return beginStory(at: selection, now: now)
    case .back:
      screen = .title(selection: .chapters)
      return []
    case .right where canPractise(selection):
      return [Self.click, .practice]
    case .left, .right, .pause:
      return []
    }
  }

  /// Whether `chapter` can be practised from the chapter select: a chapter that can
  /// (Chapter 4), once reached.
  public func canPractise(_ chapter: ChapterID) -> Bool {
    ChapterCatalog.chapter(chapter)?.canPractice == true && selectableChapters.contains(chapter)
  }

  private mutating func handleResult(
    _ command: MenuCommand, result: StoryResult, now: Nanoseconds
  ) -> [StoryEffect] {
    switch command {
    case .up, .down:
      var moved = result
      moved.selection = Self.neighbour(
        of: result.selection, in: result.items, by: command == .up ? -1 : 1)
      screen = .result(moved)
      return moved.selection == result.selection ? [] : [Self.click]
    case .confirm:
      return choose(result.selection, on: result, now: now)
    case .back:
      return choose(.menu, on: result, now: now)
    case .left, .right, .pause:
      return []
    }
  }

  /// The item `delta` places from `item` in `items`, wrapping around; `item` itself when
  /// it is not among them and they are empty, else the first.
  static func neighbour<Item: Equatable>(of item: Item, in items: [Item], by delta: Int) -> Item {
    guard !items.isEmpty else { return item }
    guard let index = items.firstIndex(of: item) else { return items[0] }
    return items[(index + delta + items.count) % items.count]
  }
}
