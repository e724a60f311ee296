import ArgumentParser
import Foundation
import StarlightHaptics

/// `haptics render FILE.ahap [--json]`: the motor envelope the game would play for a file.
struct HapticsRenderCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "render",
    abstract: "Render an AHAP file to low/high rumble motor levels on a fixed tick.",
    discussion: """
      Without --json, prints a short summary. With --json, prints \
      {"tickMs": N, "samples": [{"timeMs": T, "low": L, "high": H}, ...]} with motor levels \
      from 0 to 1; each sample holds until the next and the last is silent.
      """)

  @Argument(help: "The AHAP file.")
  var file: String

  @Flag(help: "Print the whole envelope as JSON.")
  var json = false

  func run() throws {
    let pattern = try AHAPFile.load(path: file)
    let envelope = HapticRenderer().render(pattern)
    if json {
      print(Self.json(envelope))
    } else {
      print(Self.summary(of: pattern, envelope: envelope, file: file))
    }
  }

  /// Keys in the documented order (tickMs, then samples of timeMs, low, high), which a
  /// `JSONEncoder` does not promise.
  static func json(_ envelope: HapticEnvelope) -> String {
    let samples = envelope.samples.map { sample in
      "{\"timeMs\": \(sample.timeMs), \"low\": \(number(sample.low)), "
        + "\"high\": \(number(sample.high))}"
    }
    return "{\"tickMs\": \(envelope.tickMs), \"samples\": [\(samples.joined(separator: ", "))]}"
  }

  /// Shortest round-tripping form, "0" and "1" without a trailing ".0".
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  static func summary(of pattern: HapticPattern, envelope: HapticEnvelope, file: String)
    -> String
  {
    let transients = pattern.events.filter { $0.kind == .transient }.count
    let continuous = pattern.events.count - transients
    let peakLow = envelope.samples.map(\.low).max() ?? 0
    let peakHigh = envelope.samples.map(\.high).max() ?? 0
    var lines = [
      "\(file): \(count(pattern.events.count, "haptic event")) (\(transients) transient, "
        + "\(continuous) continuous), \(seconds(pattern.durationMicroseconds / 1_000)) long",
      "rendered: \(envelope.samples.count) samples, one every \(envelope.tickMs) ms, silent after "
        + seconds(envelope.durationMs),
      String(format: "peak: low %.3f, high %.3f", peakLow, peakHigh),
    ]
    if pattern.skippedAudioEventCount > 0 || pattern.ignoredParameterCount > 0 {
      lines.append(
        "skipped: \(pattern.skippedAudioEventCount) audio events, "
          + "\(pattern.ignoredParameterCount) non-haptic parameters")
    }
    return lines.joined(separator: "\n")
  }

  /// "1 haptic event", "2 haptic events".
  private static func count(_ value: Int, _ noun: String) -> String {
    value == 1 ? "1 \(noun)" : "\(value) \(noun)s"
  }

  private static func seconds(_ milliseconds: Int) -> String {
    String(format: "%.3f s", Double(milliseconds) / 1_000)
  }
}
