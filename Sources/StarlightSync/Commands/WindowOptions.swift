import ArgumentParser
import Foundation
import StarlightCore
import StarlightPlatform

/// Options shared by every command that opens the game window. Numbers are parsed
/// `.unconditional`, so a negative value reaches its check rather than "Missing value".
struct WindowOptions: ParsableArguments {
  @Flag(help: "Start with sound off.")
  var mute = false

  enum DisplayMode: String, EnumerableFlag {
    case windowed
    case fullscreen

    static func help(for value: DisplayMode) -> ArgumentHelp? {
      value == .windowed
        ? "Play in a window for this run (default: the saved `fullscreen` setting)."
        : "Fill the screen at the desktop's resolution for this run, on the saved display."
    }
  }

  /// Nil: as the settings file says.
  @Flag var displayMode: DisplayMode?

  @Option(
    name: .customLong("quit-after"), parsing: .unconditional,
    help: "Exit cleanly after this many seconds of song time.")
  var quitAfter: Double?

  @Option(help: "Save the last frame to this PNG or BMP file when quitting.")
  var screenshot: String?

  @Option(
    parsing: .unconditional,
    help: "Frames drawn per second (input is pumped at about 1 kHz regardless).")
  var fps = PlayOptions.defaultRenderRate

  @Flag(
    help:
      "Print the frame rate reached and each frame's cost (CPU, drawing, presenting; median, p99) when quitting."
  )
  var stats = false

  @Flag(help: "Log audio, input and render details to stderr.")
  var verbose = false

  /// Fullscreen for this run: the flag when given, else the saved preference.
  func fullscreen(saved: Bool) -> Bool { displayMode.map { $0 == .fullscreen } ?? saved }

  var playOptions: PlayOptions {
    PlayOptions(
      quitAfter: quitAfter.map { Nanoseconds.fromMilliseconds($0 * 1_000) },
      screenshotPath: screenshot.map {
        ScreenshotService.resolve($0, currentDirectory: FileManager.default.currentDirectoryPath)
      },
      renderRate: fps)
  }

  func validate() throws {
    if let quitAfter, !(quitAfter.isFinite && quitAfter > 0) {
      throw ValidationError("--quit-after must be a positive number of seconds")
    }
    guard fps > 0 else { throw ValidationError("--fps must be positive") }
    if let screenshot {
      var isDirectory: ObjCBool = false
      if screenshot.isEmpty || screenshot.hasSuffix("/")
        || (FileManager.default.fileExists(atPath: screenshot, isDirectory: &isDirectory)
          && isDirectory.boolValue)
      {
        throw ValidationError("--screenshot needs a file name, such as --screenshot shot.png")
      }
      if let problem = ScreenshotTarget.problem(
        writing: ScreenshotService.resolve(
          screenshot, currentDirectory: FileManager.default.currentDirectoryPath))
      {
        throw ValidationError("--screenshot: \(problem)")
      }
    }
  }
}
