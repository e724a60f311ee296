import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Chapter 3's view on SDL's dummy video driver, read back pixel by pixel: a ring turns
/// gold when it locks, and Auto-Assist's green dot sits on each ring's code symbol.
@Suite(.serialized, .sdlExclusive) struct CipherViewTests {
  /// The colour at `point` of `rules` drawn at `time`.
  static func color(
    _ rules: CipherRules, at time: Nanoseconds, point: (x: Float, y: Float)
  ) throws -> (red: Int, green: Int, blue: Int) {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "cipher", fullscreen: false)
    CipherView().draw(rules, time: time, on: canvas)
    var rect = SDL_Rect(x: Int32(point.x), y: Int32(point.y), w: 1, h: 1)
    var bytes = [UInt8](repeating: 0, count: 4)
    // Bytes R, G, B, A in memory on little endian.
    let status = bytes.withUnsafeMutableBytes { buffer in
      SDL_RenderReadPixels(
        canvas.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, 4)
    }
    #expect(status == 0)
    withExtendedLifetime(sdl) {}
    return (Int(bytes[0]), Int(bytes[1]), Int(bytes[2]))
  }

  /// Rules with the innermost ring turned the shortest way onto its code symbol.
  static func innerLocked(autoAssist: Bool = false) throws -> CipherRules {
    var rules = try CipherRules(context: ChapterContext(autoAssist: autoAssist, seed: 5))
    let turn = rules.rings[0].shortestTurn
    let lane = (turn > 0 ? MoveControl.right : .left).lane
    var effects: [GameEffect] = []
    for index in 0..<abs(turn) {
      let time = Nanoseconds.milliseconds(100) * Nanoseconds(index + 1)
      rules.handle(PlayerAction(time: time, lane: lane, action: .press), effects: &effects)
    }
    rules.advance(to: .seconds(2), effects: &effects)
    return rules
  }

  /// Near the inner edge of ring `index`, straight below the hub: band colour, no glyph.
  static func bandPoint(_ rules: CipherRules, ring index: Int) -> (x: Float, y: Float) {
    let band = CipherLayout.band(index, of: rules.rings.count)
    return CipherLayout.point(radius: band.inner + 3, angle: Float.pi)
  }

  @Test("a locked ring glows gold while an unlocked one stays night blue")
  func lockedRingIsGold() throws {
    let rules = try Self.innerLocked()
    #expect(rules.rings[0].isLocked && !rules.rings[1].isLocked)
    let locked = try Self.color(rules, at: .seconds(2), point: Self.bandPoint(rules, ring: 0))
    let open = try Self.color(rules, at: .seconds(2), point: Self.bandPoint(rules, ring: 1))
    #expect(locked.red > locked.blue)
    #expect(open.blue > open.red)
  }

  @Test("Auto-Assist draws a green dot on the code symbol, and only with it on")
  func assistDot() throws {
    var points: [Bool: (red: Int, green: Int, blue: Int)] = [:]
    for autoAssist in [false, true] {
      let rules = try CipherRules(context: ChapterContext(autoAssist: autoAssist, seed: 5))
      let ring = rules.rings[1]
      let band = CipherLayout.band(1, of: rules.rings.count)
      let angle = CipherLayout.angle(
        of: ring.target, count: ring.symbolCount, rotation: Double(ring.rotation))
      let spot = CipherLayout.point(radius: band.outer - 9, angle: angle)
      points[autoAssist] = try Self.color(rules, at: .seconds(1), point: spot)
    }
    let on = try #require(points[true])
    let off = try #require(points[false])
    #expect(on.green > 200 && on.green > on.red + 60)
    #expect(off.green < 120)
  }
}
