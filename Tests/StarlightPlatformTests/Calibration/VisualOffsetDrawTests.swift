import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The chapter views draw at chapter time plus the visual offset, so a display that shows
/// frames late is compensated by drawing ahead.
@Suite(.serialized, .sdlExclusive) struct VisualOffsetDrawTests {
  /// Writes down the time each frame was drawn for.
  final class RecordingView: ChapterView {
    var times: [Nanoseconds] = []
    func draw(_ rules: any ChapterRules, time: Nanoseconds, on canvas: Canvas) {
      times.append(time)
    }
  }

  @Test("a chapter is drawn the visual offset ahead of its chapter time", arguments: [0, 25, -10])
  func drawsAhead(offsetMs: Int64) throws {
    let start = Nanoseconds.seconds(20)
    let fixture = try HostFixture(start: start, options: PlayOptions())
    let canvas = try Canvas(sdl: fixture.sdl, title: "visual offset", fullscreen: false)
    let map = HostFixture.beatMap(title: "Ahead", notes: 3, laneCount: 2)
    let session = try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: map), inputSource: .player,
      now: start)
    let view = RecordingView()
    let scene = ChapterScene(
      session: session, view: view, bindings: .menus, interpreter: fixture.host.interpreter,
      offsets: PlayerOffsets(visual: .milliseconds(offsetMs)), now: start)
    let now = start + .milliseconds(1_234)
    _ = scene.update(now: now)
    scene.draw(now: now, on: canvas)
    #expect(view.times == [scene.session.chapterTime(at: now) + .milliseconds(offsetMs)])
  }
}
