import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Chapter 1's view on SDL's dummy video driver, drawn at chosen moments of an attempt and
/// read back pixel by pixel: the charge glows cold below the band and gold in it, a snap
/// flashes the whole screen bright, a short flickers it red, and an idle board stays dark.
@Suite(.serialized, .sdlExclusive) struct PowerUpViewTests {
  struct Pixel {
    let red: Int
    let green: Int
    let blue: Int
  }

  /// Draws `rules` at `time` and returns the pixel at `x`, `y`, plus a corner of the board
  /// away from every piece.
  static func draw(_ rules: PowerUpRules, at time: Nanoseconds, x: Int, y: Int) throws -> (
    probe: Pixel, corner: Pixel
  ) {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "power-up", fullscreen: false)
    PowerUpView(sourceLabel: "AUTOPLAY").draw(rules, time: time, on: canvas)
    let probe = pixel(canvas, x: x, y: y)
    let corner = pixel(canvas, x: 1_200, y: 400)
    withExtendedLifetime(sdl) {}
    return (probe, corner)
  }

  static func pixel(_ canvas: Canvas, x: Int, y: Int) -> Pixel {
    var rect = SDL_Rect(x: Int32(x), y: Int32(y), w: 1, h: 1)
    var bytes = [UInt8](repeating: 0, count: 4)
    // Bytes R, G, B, A in memory on little endian.
    let status = bytes.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        canvas.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, 4)
    }
    #expect(status == 0)
    return Pixel(red: Int(bytes[0]), green: Int(bytes[1]), blue: Int(bytes[2]))
  }

  /// Fresh rules held from 1 s until the charge reaches `permille`; returns them and that
  /// instant.
  static func charged(to permille: Int) throws -> (rules: PowerUpRules, time: Nanoseconds) {
    var rules = try PowerUpRules(context: ChapterContext())
    var effects: [GameEffect] = []
    let press = Nanoseconds.seconds(1)
    rules.handle(PlayerAction(time: press, lane: 0, action: .press), effects: &effects)
    let time = press + rules.curve.heldTime(toReach: permille)
    rules.advance(to: time, effects: &effects)
    return (rules, time)
  }

  /// Just under the surface of the charge, in the middle of the cell.
  static func underSurface(_ permille: Int) -> Int { Int(PowerUpLayout.levelY(permille)) + 12 }

  @Test("below the band the charge glows cold blue")
  func coldBelowTheBand() throws {
    let (rules, time) = try Self.charged(to: 400)
    let drawn = try Self.draw(
      rules, at: time, x: PowerUpLayout.cellCenterX + 40, y: Self.underSurface(400))
    #expect(drawn.probe.blue > drawn.probe.red + 60, "\(drawn.probe)")
  }

  @Test("in the band the charge glows gold")
  func goldInTheBand() throws {
    let level = PowerUpTuning.defaults.bandLowPermille + 40
    let (rules, time) = try Self.charged(to: level)
    let drawn = try Self.draw(
      rules, at: time, x: PowerUpLayout.cellCenterX + 40, y: Self.underSurface(level))
    #expect(drawn.probe.red > 180, "\(drawn.probe)")
    #expect(drawn.probe.green > 140, "\(drawn.probe)")
    #expect(drawn.probe.blue < drawn.probe.green - 60, "\(drawn.probe)")
  }

  @Test("an idle board stays dark; a snap flashes it bright")
  func snapFlash() throws {
    var (rules, time) = try Self.charged(to: PowerUpTuning.defaults.bandLowPermille + 40)
    var effects: [GameEffect] = []
    let idle = try Self.draw(try PowerUpRules(context: ChapterContext()), at: time, x: 0, y: 0)
    #expect(idle.corner.red + idle.corner.green + idle.corner.blue < 120, "\(idle.corner)")

    rules.handle(PlayerAction(time: time, lane: 0, action: .release), effects: &effects)
    #expect(rules.capacitorsDone == 1)
    let flash = try Self.draw(rules, at: time + .milliseconds(20), x: 0, y: 0)
    #expect(flash.corner.red > 120 && flash.corner.green > 120, "\(flash.corner)")
    let after = try Self.draw(rules, at: time + .seconds(2), x: 0, y: 0)
    #expect(after.corner.red + after.corner.green + after.corner.blue < 120, "\(after.corner)")
  }

  @Test("a short flickers the board red")
  func shortFlicker() throws {
    var (rules, time) = try Self.charged(to: PowerUpCurve.full)
    var effects: [GameEffect] = []
    let shortsAt = time + PowerUpTuning.defaults.shortGrace
    rules.advance(to: shortsAt, effects: &effects)
    #expect(rules.shorts == 1)
    let drawn = try Self.draw(rules, at: shortsAt + .milliseconds(5), x: 0, y: 0)
    #expect(drawn.corner.red > drawn.corner.green + 30, "\(drawn.corner)")
  }
}
