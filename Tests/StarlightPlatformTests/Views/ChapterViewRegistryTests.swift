import Testing

@testable import StarlightCore
@testable import StarlightPlatform

/// The platform's half of the chapter registry walk (`ChapterRegistryTests` is the core's):
/// every registered chapter has exactly one view of its own and controls bound from its
/// catalog entry, and a chapter without a view draws a message, never another chapter.
@Suite struct ChapterViewRegistryTests {
  static var setup: ChapterSetup {
    ChapterSetup(
      tuning: .defaults, beatMap: nil, bindings: .defaults, audioOffset: 0, bots: false)
  }

  @Test func everyChapterHasOneViewOfItsOwn() {
    #expect(ChapterViewCatalog.all.map(\.chapter) == ChapterCatalog.available)
    let views = Self.setup.views(sourceLabel: nil)
    var kinds: [String: ChapterID] = [:]
    for chapter in ChapterCatalog.available {
      let view = views.view(for: chapter)
      #expect(!(view is MissingChapterView), "Chapter \(chapter.number) has no view")
      let kind = String(describing: type(of: view))
      #expect(
        kinds[kind] == nil,
        "Chapters \(kinds[kind]?.number ?? 0) and \(chapter.number) draw \(kind)")
      kinds[kind] = chapter
    }
  }

  /// Chapter 4's view once drew any chapter a `default:` did not name.
  @Test func aChapterWithoutAViewDrawsNoOtherChapter() {
    let unviewed = ChapterID(registering: 99)
    let view = Self.setup.views(sourceLabel: nil).view(for: unviewed)
    #expect(view is MissingChapterView)
  }

  /// The bindings follow each chapter's controls: a chart's lanes, the steering lanes (with
  /// the shoulders for Chapter 3's rings), or one action on Space and every lane key.
  @Test func everyChapterIsBoundFromItsControls() {
    for chapter in ChapterCatalog.all {
      guard case .gameplay(let keyboard, let gamepad) = Self.setup.controls(for: chapter.id) else {
        Issue.record("Chapter \(chapter.id.number) is not bound for play")
        continue
      }
      #expect(keyboard.count == gamepad.count)
      switch chapter.controls {
      case .chartLanes:
        #expect(keyboard.count == Self.setup.laneCount)
      case .steer(let shoulders):
        #expect(keyboard.count == MoveControl.allCases.count)
        #expect(gamepad.joined().contains("leftshoulder") == shoulders, "\(chapter.title)")
      case .oneAction:
        #expect(keyboard.count == 1 && keyboard[0].contains("Space"), "\(chapter.title)")
      }
    }
    #expect(ChapterCatalog.chapter(.cipher)?.controls == .steer(shouldersMoveVertically: true))
  }
}
