import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The per-chart offset through the real host with scripted keys: F4 on the song list
/// opens the selected chart's offset, Right steps it, Enter keeps it in the library; the
/// chart is then judged with it on top of the global audio offset, which the overlay still
/// shows and saves alone. A chart whose library entry carries an offset shows it at once.
@Suite(.serialized, .sdlExclusive) struct FreePlayChartOffsetTests {
  final class Kept: @unchecked Sendable {
    var offsets: [String: Nanoseconds] = [:]
  }

  @Test("F4, Right x3, Up, Enter keeps +13 ms; the chart is judged at global + 13 ms")
  func keptAndApplied() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(4), renderRate: 30))
    let events = fixture.events
    var time = start
    func then(_ event: PlatformEvent) {
      time += .milliseconds(150)
      events.schedule(event, at: time)
    }
    then(.text(.insert("alp")))
    then(.text(.chartOffset))
    for _ in 0..<3 { then(.menu(.right)) }
    then(.menu(.up))
    then(.menu(.confirm))
    then(.menu(.confirm))
    let kept = Kept()
    var library = FreePlaySceneTests.library(FreePlaySceneTests.Bests())
    library.setOffset = { chart, offset in
      kept.offsets[chart] = offset
      return nil
    }
    var setup = FreePlaySceneTests.setup()
    setup.audioOffset = .milliseconds(10)
    let scene = FreePlayScene(
      library: library, setup: setup, interpreter: fixture.host.interpreter, now: start)
    var judgedWith: Nanoseconds?
    var overlayShows: Nanoseconds?
    events.schedule(at: time + .milliseconds(500)) {
      judgedWith = scene.chapter?.session.audioOffset
      overlayShows = scene.chapter?.offsets.audio
      return nil
    }
    fixture.host.run(scene)

    #expect(kept.offsets == ["alpha": .milliseconds(13)])
    #expect(scene.chartOffsets["alpha"] == .milliseconds(13))
    #expect(scene.offsetEditor == nil)
    #expect(judgedWith == .milliseconds(23))
    #expect(overlayShows == .milliseconds(10), "the global one, as saved")
  }

  @Test("an offset the library keeps is the chart's from the start; Esc drops a change")
  func fromTheLibrary() throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .seconds(2), renderRate: 30))
    let events = fixture.events
    events.schedule(.text(.insert("alp")), at: start + .milliseconds(150))
    events.schedule(.text(.chartOffset), at: start + .milliseconds(300))
    events.schedule(.text(.insert("-40")), at: start + .milliseconds(450))
    events.schedule(.menu(.back), at: start + .milliseconds(600))
    let alpha = FreePlaySceneTests.entry("Alpha", lanes: 4, audio: "songs/Alpha/a.ogg")
    var stored = alpha
    stored.offset = .milliseconds(-5)
    let base = FreePlaySceneTests.library(FreePlaySceneTests.Bests())
    let library = FreePlayLibrary(
      entries: { [stored] }, load: base.load, recordBest: base.recordBest, location: "/library",
      setOffset: { _, _ in "should not be called" })
    let scene = FreePlayScene(
      library: library, setup: FreePlaySceneTests.setup(), interpreter: fixture.host.interpreter,
      now: start)
    fixture.host.run(scene)
    #expect(scene.chartOffsets == ["alpha": .milliseconds(-5)])
    #expect(scene.offsetEditor == nil)
    #expect(scene.message == nil)
  }
}
