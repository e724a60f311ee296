import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Chapter 4's view draws each note kind in its own shape and colour, read back pixel by
/// pixel on SDL's dummy video driver: a tap's pale core, a roll's amber core, a mine's red
/// eye, a lift's green arm, a fake's faint tint.
@Suite(.serialized, .sdlExclusive) struct FirewallKindViewTests {
  typealias RGB = (red: Int, green: Int, blue: Int)

  /// One note of each kind at 1000 ms (lanes 0-4), drawn halfway through its approach.
  static func colors(at points: (FirewallLayout, Float) -> [(x: Float, y: Float)]) throws -> [RGB] {
    setenv("SDL_VIDEODRIVER", "dummy", 1)
    let sdl = try SDLContext()
    let canvas = try Canvas(sdl: sdl, title: "kinds", fullscreen: false)
    let kinds: [(NoteKind, Nanoseconds?)] = [
      (.tap, nil), (.roll, .milliseconds(2_000)), (.mine, nil), (.lift, nil), (.fake, nil),
    ]
    let notes = kinds.enumerated().map { index, kind in
      TimedNote(
        index: index, lane: index, time: .milliseconds(1_000), endTime: kind.1, kind: kind.0)
    }
    let configuration = FirewallConfiguration.standard(autoAssist: false)
    let run = FirewallRun(notes: notes, laneCount: 5, configuration: configuration, startTime: 0)
    let approach = GameConstants.approachTime
    let songTime = Nanoseconds.milliseconds(1_000) - approach / 2
    let view = FirewallView(
      keyLabels: [], metadata: BeatMapMetadata(title: "Kinds", artist: "", difficulty: ""),
      sourceLabel: nil)
    view.draw(run, time: songTime, on: canvas)
    let layout = FirewallLayout(laneCount: 5)
    // Halfway through the default (constant) scroll speed's visible time.
    let y = layout.y(atDistance: 0.5)
    let colors = points(layout, y).map { point -> RGB in
      var rect = SDL_Rect(x: Int32(point.x), y: Int32(point.y), w: 1, h: 1)
      var bytes = [UInt8](repeating: 0, count: 4)
      // Bytes R, G, B, A in memory on little endian.
      _ = bytes.withUnsafeMutableBytes { buffer in
        SDL_RenderReadPixels(
          canvas.renderer, &rect, SDL_PIXELFORMAT_ABGR8888.rawValue, buffer.baseAddress, 4)
      }
      return (Int(bytes[0]), Int(bytes[1]), Int(bytes[2]))
    }
    withExtendedLifetime(sdl) {}
    return colors
  }

  static func same(_ rgb: RGB, _ color: Color) -> Bool {
    rgb.red == Int(color.red) && rgb.green == Int(color.green) && rgb.blue == Int(color.blue)
  }

  @Test("each kind's centre shows its own colour")
  func centres() throws {
    let centres = try Self.colors { layout, y in
      (0..<5).map { (Float(layout.laneCenter($0)), y) }
    }
    #expect(Self.same(centres[0], Palette.threatCore))
    #expect(Self.same(centres[1], FirewallKindPalette.rollCore))
    #expect(Self.same(centres[2], FirewallKindPalette.mineEye))
    let fake = centres[4]
    #expect(fake.red > fake.blue && fake.red < Int(Palette.threat.red), "a faint red tint")
  }

  @Test("a lift is a green chevron: its left arm is green")
  func liftArm() throws {
    let arm = try Self.colors { layout, y in
      let size = layout.threatHalfSize
      return [(Float(layout.laneCenter(3)) - size * 0.39, y + size * 0.11)]
    }
    #expect(Self.same(arm[0], FirewallKindPalette.lift))
  }
}
