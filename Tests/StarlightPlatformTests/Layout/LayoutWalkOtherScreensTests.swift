import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Issue 35 item 7 on the screens the other walks do not reach: both calibrations with
/// presses and a saved offset, practice (the chooser, two passes, its pause menu and its
/// finished screen) and the error screen with long lines; no text over text.
@Suite(.serialized, .sdlExclusive) struct LayoutWalkOtherScreensTests {
  @Test("the audio and visual calibrations, pressed, applied: no text over text")
  func calibration() throws {
    for kind in CalibrationKind.allCases {
      let (store, directory) = try CalibrationSceneTests.settingsFile(Settings())
      defer { try? FileManager.default.removeItem(at: directory) }
      let walk = try LayoutWalk(seconds: 30)
      walk.log.context = "\(kind) calibration"
      CalibrationSceneTests.script(walk.fixture, presses: 12, offset: .milliseconds(25), seed: 3)
      walk.fixture.host.runCalibration(
        kind, tuning: .defaults, settings: store, bindings: .defaults)
      #expect(walk.log.frames > 20)
      #expect(walk.log.findings.isEmpty, "\(walk.report)")
    }
  }

  @Test("practice: its chooser, two passes, the pause menu and the finished screen")
  func practice() throws {
    let walk = try LayoutWalk(seconds: 40)
    let map = PracticeFlowTests.map
    let scene = PracticeFlowScene(
      map: map, setup: PracticeFlowTests.setup(), interpreter: walk.fixture.host.interpreter,
      breaks: nil, plan: try PracticeFlowTests.plan(loops: .times(2)),
      now: walk.fixture.clock.now())
    var at = walk.walk(
      "section chooser",
      [.menu(.down), .menu(.down), .menu(.down), .menu(.right), .menu(.left), .menu(.up)],
      at: walk.fixture.clock.now())
    at = walk.walk("the loop", [.menu(.confirm)], at: at)
    at = walk.wait("first pass", .seconds(3), at: at)
    at = walk.walk("paused", [.menu(.pause), .menu(.down), .menu(.down), .menu(.up)], at: at)
    at = walk.walk("resumed", [.menu(.up), .menu(.confirm)], at: at)
    walk.wait("to the finished screen", .seconds(20), at: at)
    walk.fixture.host.run(scene)
    #expect(walk.log.frames > 50)
    #expect(walk.log.findings.isEmpty, "\(walk.report)")
  }

  @Test("the error screen with long lines: no text over text")
  func errorScreen() throws {
    let walk = try LayoutWalk(seconds: 2)
    let path =
      "/home/a-player-with-a-long-name/.local/share/starlight-sync/library/songs/A Community Pack Whose Name Goes On And On Vol. 12/Song/chart.ssc"
    walk.fixture.host.run(
      ErrorScene(
        title: "This chart cannot be played",
        lines: (1...8).map { "\(path): line \($0 * 97): #BPMS entry '\($0)=fast' is not a number" }
      ))
    #expect(walk.log.frames > 3)
    #expect(walk.log.findings.isEmpty, "\(walk.report)")
  }
}
