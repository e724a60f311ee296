import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Issue 35 item 7 on the song list: long and Japanese names, every sort and filter, every
/// judge picked, the offset editor, a refusal, a read-only library, 4 to 10 lanes, and a
/// bot's run to the result under several judges, walked on the real host; no text over text.
@Suite(.serialized, .sdlExclusive) struct LayoutWalkFreePlayTests {
  static let start = LayoutWalk.start
  static let longTitle =
    "The Longest Song Title Anyone Ever Gave A Chart (Extended Festival Remix) feat. Everyone"

  static func entry(
    _ title: String, artist: String = "Tests", lanes: Int, meter: Int?, pack: String,
    audio: String? = "a.ogg", bests: [BestResult] = [], offset: Nanoseconds = 0,
    source: String = "c.sm", stepsType: String = "dance-single"
  ) -> LibraryEntry {
    LibraryEntry(
      chartHash: "\(title)-\(lanes)", fileHash: title, chartFile: "songs/\(title)/\(source)",
      chartIndex: lanes, sourcePath: "/packs/\(pack)/\(title)/\(source)", title: title,
      artist: artist, chartName: meter.map { "Challenge \($0)" } ?? "\(lanes)K Another Name",
      meter: meter, bpmRange: 95...210, length: .seconds(8), laneCount: lanes, noteCount: 8,
      previewStart: .seconds(2), audioFile: audio, bests: bests,
      details: ChartDetails(
        titleTranslit: title == "夜に駆ける" ? "Yoru ni Kakeru" : "", stepsType: stepsType,
        pack: pack, audioOverrun: audio == nil ? nil : .milliseconds(360), starRating: 4.73),
      offset: offset)
  }

  static let bests = [
    BestResult(score: 595_181, headline: "osu! 96.12 % accuracy", judge: "osu-stable", rate: 100),
    BestResult(score: 1917, headline: "1917 DP (88.20 %), grade AA", judge: "itg", rate: 150),
    BestResult(score: 66467, headline: "Wife3 -12.34 % (J4)", judge: "etterna-j4", rate: 85),
  ]

  static let entries: [LibraryEntry] =
    (4...10).map {
      entry(
        longTitle, artist: "An Artist With A Very Long Name And Many Collaborators", lanes: $0,
        meter: $0 + 10, pack: "A Community Pack Whose Name Goes On And On Vol. 12",
        bests: bests, offset: .milliseconds(12),
        stepsType: $0 == 8 ? "dance-double" : "dance-single")
    } + [
      entry("夜に駆ける", artist: "YOASOBI", lanes: 4, meter: 9, pack: "日本の曲", bests: bests),
      entry("Silent", lanes: 7, meter: nil, pack: "Misc", audio: nil, source: "c.osu"),
      entry("Pump It", lanes: 5, meter: 14, pack: "Misc", stepsType: "pump-single"),
    ]

  static func library() -> FreePlayLibrary {
    FreePlayLibrary(
      entries: { entries },
      load: { entry in
        guard entry.audioFile != nil else {
          return .failure(
            FreePlayRefusal(lines: [
              "Audio missing: /packs/Misc/Silent/\(longTitle).ogg was not found; put it back or re-import the song folder"
            ]))
        }
        let map = HostFixture.beatMap(title: entry.title, notes: 6, laneCount: entry.laneCount)
        return .success(FreePlayChart(map: map, audioPath: "/nonexistent/a.ogg"))
      },
      recordBest: { _, _ in .notSaved("the disk is full") },
      location: "/home/player/.local/share/starlight-sync/library",
      readOnlyReason:
        "the library's database is read-only (/home/player/.local/share/starlight-sync/library/library.sqlite)"
    )
  }

  @Test("the song list in every state, and results under several judges: no text over text")
  func songList() throws {
    let walk = try LayoutWalk(seconds: 150)
    let scene = LayoutWalkMenuTests.story(library: Self.library(), walk: walk)
    var at = walk.choose(
      "to Free Play", at: Self.start, until: { scene.flow.screen == .title(selection: .freePlay) })
    at = walk.walk("every line", [PlatformEvent](repeating: .menu(.down), count: 14), at: at)
    at = walk.walk("every sort", [PlatformEvent](repeating: .menu(.right), count: 6), at: at)
    at = walk.walk(
      "steps filters", [PlatformEvent](repeating: .text(.nextStepsType), count: 4), at: at)
    at = walk.walk("every judge", [PlatformEvent](repeating: .text(.nextJudge), count: 19), at: at)
    at = walk.walk(
      "offset editor",
      [
        .text(.chartOffset), .text(.insert("-")), .text(.insert("1")), .text(.insert("2")),
        .menu(.confirm),
      ], at: at)
    at = walk.walk("no match", "zzzz".map { .text(.insert(String($0))) } + [.menu(.back)], at: at)
    at = walk.walk("search", [.text(.insert("y")), .text(.insert("o"))], at: at)
    at = walk.walk(
      "refused", [.menu(.back)] + [PlatformEvent](repeating: .menu(.up), count: 3), at: at)
    at = walk.walk("the silent chart", [.menu(.confirm)], at: at)
    // Each lane count played by the bot to its result under the judge picked then.
    for lanes in 4...10 {
      at = walk.walk(
        "pick \(lanes) lanes", [.menu(.down), .text(.nextJudge), .menu(.confirm)], at: at)
      at = walk.wait("playing \(lanes) lanes", .seconds(9), at: at)
      at = walk.walk(
        "result of \(lanes) lanes", [.menu(.down), .menu(.down), .menu(.confirm)], at: at)
    }
    walk.fixture.host.run(scene)
    #expect(walk.log.frames > 300)
    #expect(walk.log.findings.isEmpty, "\(walk.report)")
  }
}
