import Foundation
import Testing

@testable import StarlightHaptics

@Suite("The game's AHAP files")
struct ShippedPatternTests {
  private func load(_ id: HapticPatternID) throws -> (text: String, pattern: HapticPattern) {
    let url = shippedHapticsDirectory.appendingPathComponent(id.fileName)
    let data = try Data(contentsOf: url)
    return (String(decoding: data, as: UTF8.self), try AHAPParser.parse(data))
  }

  @Test("pattern IDs name their files")
  func fileNames() {
    #expect(
      HapticPatternID.allCases.map(\.fileName) == [
        "heartbeat.ahap", "capacitor_charge.ahap", "thud.ahap",
      ])
  }

  @Test(
    "every shipped file parses fully haptic and renders to a bounded, silent-ended envelope",
    arguments: HapticPatternID.allCases)
  func parsesAndRenders(_ id: HapticPatternID) throws {
    let pattern = try load(id).pattern
    #expect(pattern.version == 1.0)
    #expect(pattern.metadata["Project"] == "StarlightSync")
    #expect(!pattern.events.isEmpty)
    #expect(pattern.skippedAudioEventCount == 0)
    #expect(pattern.ignoredParameterCount == 0)
    let envelope = HapticRenderer().render(pattern)
    #expect(envelope.samples.count > 1)
    #expect(envelope.samples.last?.levels == .silent)
    #expect(envelope.samples.allSatisfy { (0...1).contains($0.low) && (0...1).contains($0.high) })
  }

  @Test("at least one shipped file ends lists with a trailing comma, like Apple's samples")
  func trailingCommaShipped() throws {
    let trailingComma = try Regex(#",\s*[\]}]"#)
    let withTrailingCommas = try HapticPatternID.allCases.filter { id in
      try load(id).text.contains(trailingComma)
    }
    #expect(withTrailingCommas.contains(.heartbeat))
    #expect(withTrailingCommas.contains(.thud))
  }

  @Test("heartbeat: a strong lub, a gap, a softer dub")
  func heartbeat() throws {
    let envelope = HapticRenderer().render(try load(.heartbeat).pattern)
    // Lub: transient 1.0 at sharpness 0.3 → low 0.7, high 0.3.
    #expect(envelope.levels(atMs: 0) == MotorLevels(low: 0.7, high: 0.3))
    // The first beat's tail has died away (100 ms decay + 50 ms release) before the second.
    for timeMs in stride(from: 150, to: 220, by: 10) {
      #expect(envelope.levels(atMs: timeMs) == .silent, "at \(timeMs) ms")
    }
    // Dub: transient 0.75 at sharpness 0.2 → low 0.6, high 0.15.
    #expect(envelope.levels(atMs: 220) == MotorLevels(low: 0.6, high: 0.15))
    #expect(envelope.levels(atMs: 0).low > envelope.levels(atMs: 220).low)
    // 220 ms + 80 ms + 40 ms release.
    #expect(envelope.durationMs == 340)
  }

  @Test("capacitor charge: one continuous event over 2 s that swells and sharpens")
  func capacitorCharge() throws {
    let pattern = try load(.capacitorCharge).pattern
    #expect(pattern.events.count == 1)
    #expect(pattern.events.first?.kind == .continuous)
    #expect(pattern.events.first?.durationMicroseconds == 2_000_000)
    #expect(pattern.parameterCurves.map(\.parameter) == [.intensity, .sharpness])

    let envelope = HapticRenderer().render(pattern)
    // At 1 s: intensity 1 × 0.45 (a control point); sharpness 0.3 + 0.15 (half-way up the
    // -0.2 → 0.5 curve) = 0.45. low = 0.45 × 0.55, high = 0.45 × 0.45.
    let middle = envelope.levels(atMs: 1_000)
    #expect(isClose(middle.low, 0.2475))
    #expect(isClose(middle.high, 0.2025))
    // The high motor rises through the whole charge, once the 100 ms attack is over.
    let highs = stride(from: 100, through: 1_990, by: 10).map { envelope.levels(atMs: $0).high }
    #expect(zip(highs, highs.dropFirst()).allSatisfy { $0 < $1 })
    #expect(envelope.levels(atMs: 1_990).high > 0.75)
    // 2 s + 150 ms release.
    #expect(envelope.durationMs == 2_150)
  }

  @Test("thud: a dull full-strength hit with a short tail dying away")
  func thud() throws {
    let pattern = try load(.thud).pattern
    #expect(pattern.events.map(\.kind) == [.transient, .continuous])
    #expect(pattern.events.last?.isSustained == false)

    let envelope = HapticRenderer().render(pattern)
    // Transient 1.0 at sharpness 0.1: low 0.9, high 0.1 — mostly the heavy motor.
    #expect(envelope.levels(atMs: 0) == MotorLevels(low: 0.9, high: 0.1))
    // After the pulse the tail decays: 0.7 × (1 − t / 150 ms) × 0.95 on the low motor.
    #expect(isClose(envelope.levels(atMs: 60).low, 0.7 * 0.6 * 0.95))
    let tail = stride(from: 40, through: 150, by: 10).map { envelope.levels(atMs: $0).low }
    #expect(zip(tail, tail.dropFirst()).allSatisfy { $0 > $1 })
    #expect(envelope.levels(atMs: 150) == .silent)
  }
}
