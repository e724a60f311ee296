import ArgumentParser
import Foundation
import StarlightHaptics
import StarlightPlatform

/// `haptics play FILE.ahap`: feel a pattern on the connected gamepad.
struct HapticsPlayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "play",
    abstract: "Play an AHAP file on a connected gamepad's rumble motors.",
    discussion: """
      Uses the first game controller with rumble motors. Exits non-zero when there is none.
      """)

  private static let nanosecondsPerSecond = 1e9

  @Argument(help: "The AHAP file.")
  var file: String

  @Flag(help: "Log controller discovery and every rumble problem.")
  var verbose = false

  func run() throws {
    LoggingSetup.bootstrap(verbose: verbose)
    let pattern = try AHAPFile.load(path: file)
    let envelope = HapticRenderer().render(pattern)
    switch RumblePreview.play(envelope) {
    case .unavailable(let message):
      throw CommandFailure.report(["cannot use game controllers: \(message)"])
    case .noController:
      throw CommandFailure.report([
        "no game controller with rumble is connected; plug one in and try again"
      ])
    case .unplugged(let controller):
      throw CommandFailure.report(["\(controller) was unplugged before \(file) finished"])
    case .played(let controller, let updates, let duration):
      let seconds = Double(duration) / Self.nanosecondsPerSecond
      let rate = seconds > 0 ? Double(updates) / seconds : 0
      print(
        "played \(file) on \(controller): \(updates) rumble updates in "
          + String(format: "%.3f s (%.0f per second)", seconds, rate))
    }
  }
}
