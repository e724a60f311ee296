@testable import StarlightPlatform

/// An output latency source that gives what the test sets, and records what it was asked.
final class ScriptedOutputLatency: OutputLatencySource {
  var reading: OutputLatency
  private(set) var started: [String] = []
  private(set) var stops = 0

  init(_ reading: OutputLatency) {
    self.reading = reading
  }

  func start(driver: String) { started.append(driver) }
  func stop() { stops += 1 }
  func read() -> OutputLatency { reading }
}
