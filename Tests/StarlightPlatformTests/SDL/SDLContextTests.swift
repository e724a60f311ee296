import Foundation
import Testing

@testable import StarlightPlatform

/// Issue 14, item 7: no display is one clear refusal, and every driver exits cleanly.
@Suite(.serialized, .sdlExclusive) struct SDLContextTests {
  static let variables = ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"]

  /// Runs `body` with the display variables set as given (nil: unset), then puts them back.
  static func withEnvironment(_ values: [String: String?], _ body: () throws -> Void) rethrows {
    let saved = variables.map { ($0, getenv($0).map { String(cString: $0) }) }
    defer {
      for (name, value) in saved {
        if let value { setenv(name, value, 1) } else { unsetenv(name) }
      }
    }
    for name in variables {
      if let value = values[name] ?? nil { setenv(name, value, 1) } else { unsetenv(name) }
    }
    try body()
  }

  @Test("no display and no driver asked for: refused before SDL starts, saying how to run headless")
  func noDisplay() {
    Self.withEnvironment([:]) {
      #expect {
        _ = try SDLContext()
      } throws: { error in
        let text = "\(error)"
        return text.contains("no display (DISPLAY and WAYLAND_DISPLAY are unset)")
          && text.contains("SDL_VIDEODRIVER=offscreen")
      }
    }
  }

  @Test("the offscreen driver asked for by name: text drawn, then SDL let go first, exits cleanly")
  func offscreenTeardown() throws {
    try Self.withEnvironment(["SDL_VIDEODRIVER": "offscreen"]) {
      var sdl: SDLContext? = try SDLContext()
      #expect(sdl?.videoDriver == "offscreen")
      var canvas: Canvas? = try Canvas(
        sdl: try #require(sdl), title: "teardown", fullscreen: false)
      canvas?.clear(Color(0, 0, 0))
      canvas?.drawText("cached texture", x: 10, y: 10, size: 20, Color(255, 255, 255))
      canvas?.present()
      // The order that crashed: the launcher's context released before its canvas. The
      // canvas holds the context, so SDL_Quit waits for the textures, renderer and window.
      sdl = nil
      canvas = nil
      #expect(canvas == nil && sdl == nil)
    }
  }
}
