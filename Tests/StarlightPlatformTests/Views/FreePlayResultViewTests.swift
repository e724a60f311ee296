import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Free Play's result screen drawn on SDL's dummy driver from a real run (the bot with a
/// person's spread of errors, on a player's life bar): a new best shows its badge and the
/// previous best. With STARLIGHT_TEST_SHOTS set to a folder, the frame is saved there.
@Suite(.serialized, .sdlExclusive) struct FreePlayResultViewTests {
  /// Whether any pixel of the rectangle is within 40 of `color` in each channel.
  func has(_ color: Color, _ canvas: Canvas, x: Int, y: Int, width: Int, height: Int) -> Bool {
    var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(height))
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    let status = bytes.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        canvas.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress,
        Int32(width * 4))
    }
    guard status == 0 else { return false }
    return stride(from: 0, to: bytes.count, by: 4).contains { index in
      abs(Int(bytes[index]) - Int(color.red)) < 40
        && abs(Int(bytes[index + 1]) - Int(color.green)) < 40
        && abs(Int(bytes[index + 2]) - Int(color.blue)) < 40
    }
  }

  @Test func aPlayersNewBestShowsItsBadgeAndThePreviousBest() throws {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "free play result", fullscreen: false)
    let map = HostFixture.beatMap(title: "Demo Song", notes: 40, laneCount: 4)
    var replay = Autoplay(jitterStandardDeviation: .milliseconds(30), seed: 7).replay(
      for: map, autoAssist: false)
    replay.failure = .lifeBar
    let summary = try ReplaySimulator.simulate(replay, beatMap: map).summary()
    let result = FreePlayResult(
      chartHash: "demo", title: "Demo Song", chartName: "Medium", summary: summary,
      playback: .normal, failure: .lifeBar, byBot: false,
      previousBest: BestResult(score: 4_200, headline: "71.20 % accuracy, max combo 9"),
      isNewBest: true, nextChart: "Other Song (Hard)", since: 0)
    #expect(result.isCleared)
    FreePlayResultView(calibration: .defaults).draw(result, time: .seconds(1), on: canvas)
    typealias L = FreePlayResultLayout
    #expect(
      has(
        StoryPalette.accent, canvas, x: L.sideLeft + L.panelPadding, y: L.bestTop + 12,
        width: L.badgeWidth, height: L.badgeHeight), "the NEW BEST badge is drawn")
    if let folder = ProcessInfo.processInfo.environment["STARLIGHT_TEST_SHOTS"] {
      try canvas.saveScreenshot(to: "\(folder)/free-play-result.png")
    }
    withExtendedLifetime(sdl) {}
  }
}
