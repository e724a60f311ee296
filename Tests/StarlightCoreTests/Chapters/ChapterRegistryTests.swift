import Foundation
import Testing

@testable import StarlightCore

/// Walks the chapter registry: every registered chapter is complete (its id, its rules, its
/// tuning group with its overlay fields and its key in the tuning file, its controls, its
/// paragraph in the player's guide), and what lists chapters (the story, the tuning file,
/// the dev overlay, replays, progress) follows `ChapterCatalog.all`. The platform's half
/// (a view and bindings for each) is walked by `ChapterViewRegistryTests`.
@Suite struct ChapterRegistryTests {
  @Test func idsAreUniqueInStoryOrderAndOnlyRegisteredNumbersAreChapters() {
    let numbers = ChapterCatalog.all.map(\.id.number)
    #expect(numbers == numbers.sorted() && Set(numbers).count == numbers.count)
    #expect(ChapterID.allCases == ChapterCatalog.available)
    for chapter in ChapterCatalog.all {
      #expect(ChapterID(rawValue: chapter.id.number) == chapter.id)
      #expect(chapter.id.title == chapter.title && chapter.id.tagline == chapter.tagline)
      #expect(!chapter.title.isEmpty && !chapter.tagline.isEmpty, "\(chapter.id.number)")
    }
    for unregistered in [0, -1, (numbers.max() ?? 0) + 1] {
      #expect(ChapterID(rawValue: unregistered) == nil)
    }
    if let first = numbers.first, let last = numbers.last, numbers == Array(first...last) {
      #expect(ChapterCatalog.numberRange == "\(first) to \(last)")
    }
  }

  /// A replay or progress file naming an unregistered chapter is refused, as before.
  @Test func anUnregisteredChapterDoesNotDecode() throws {
    let data = Data("[4, 9]".utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode([ChapterID].self, from: data) }
    let known = try JSONDecoder().decode([ChapterID].self, from: Data("[4, 1]".utf8))
    #expect(known == [.firewall, .powerUp])
  }

  @Test func everyChaptersRulesAreItsOwn() throws {
    for chapter in ChapterCatalog.all {
      #expect(chapter.rules.chapter == chapter.id, "\(chapter.title)")
      #expect(ChapterCatalog.rules[chapter.id] != nil)
      guard !chapter.playsChart else {
        // A chart chapter is made from a chart, and says so without one.
        #expect(throws: ChapterSetupError.self) {
          try ChapterCatalog.makeRules(chapter.id, context: ChapterContext())
        }
        continue
      }
      let rules = try ChapterCatalog.makeRules(chapter.id, context: ChapterContext())
      #expect(rules.chapter == chapter.id)
      #expect(!chapter.rules.botActions(context: ChapterContext()).isEmpty, "\(chapter.title)")
    }
  }

  /// Each chapter's controls agree with what its rules read: a chart's lanes for the chart
  /// chapter, the `MoveControl` lanes for a steered one, any lane for one action.
  @Test func everyChaptersControlsMatchItsRules() {
    for chapter in ChapterCatalog.all {
      let lanes = chapter.rules.laneCount(context: ChapterContext())
      switch chapter.controls {
      case .chartLanes:
        #expect(chapter.playsChart, "\(chapter.title): lanes of a chart it does not play")
      case .steer:
        #expect(lanes == MoveControl.allCases.count, "\(chapter.title)")
      case .oneAction:
        #expect(lanes == ReplayCodec.maxLane + 1, "\(chapter.title): one action, on any lane")
      }
    }
  }

  /// Every chapter has a tuning group (its own, or the game's windows for the chart
  /// chapter): a key of its own in the tuning file and replays, defaults that are sound, and
  /// fields in the dev overlay, which opens on its group.
  @Test func everyChaptersTuningIsInTheFileAndTheOverlay() throws {
    let groups = ChapterCatalog.tuningGroups
    #expect(Set(groups.map { $0.key }).count == groups.count)
    let file = try #require(
      try JSONSerialization.jsonObject(with: Data(TuningFile.encode(.defaults))) as? [String: Any])
    let overlayGroups = Set(TuningField.all.map(\.group))
    for chapter in ChapterCatalog.all {
      #expect(overlayGroups.contains(chapter.overlayGroup), "\(chapter.title)")
      let overlay = DevOverlay(chapter: chapter.id)
      #expect(overlay.selectedField(for: .defaults)?.group == chapter.overlayGroup)
      guard let group = chapter.tuning else {
        #expect(chapter.playsChart, "\(chapter.title) has no tuning group")
        continue
      }
      #expect(file[group.key] != nil, "\(group.key) is not in the tuning file")
      #expect(group.defaults.problem == nil, "\(group.key)")
      #expect(!group.overlayFields.isEmpty, "\(group.key)")
      #expect(group.overlayFields.allSatisfy { $0.group == chapter.overlayGroup })
    }
  }

  /// A chapter's group read from a tuning file reaches its tuning, and a broken one is
  /// named by its key.
  @Test func aChaptersGroupIsReadFromTheFileAndCheckedByKey() throws {
    let changed = try TuningFile.decode(Array(#"{"hearts": {"target": 7}}"#.utf8))
    #expect(changed.hearts.target == 7)
    #expect(changed != .defaults)
    #expect(changed.finale == FinaleTuning.defaults)
    var broken = Tuning.defaults
    broken.cipher.ringCount = 0
    #expect(TuningFile.problems(in: broken).contains { $0.hasPrefix("cipher: ") })
    let decoded = try JSONDecoder().decode(Tuning.self, from: Data(TuningFile.encode(changed)))
    #expect(decoded == changed)
  }

  /// The player's guide (Docs/Playing.md) has a paragraph for every chapter.
  @Test func everyChapterIsInThePlayersGuide() throws {
    let guide = try String(
      contentsOf: repositoryRoot().appendingPathComponent("Docs/Playing.md"), encoding: .utf8)
    for chapter in ChapterCatalog.all {
      #expect(
        guide.contains("**Chapter \(chapter.id.number), \(chapter.title)**"),
        "Docs/Playing.md has no paragraph for Chapter \(chapter.id.number)")
    }
  }
}
