import Foundation
import Testing

@testable import StarlightHaptics

@Suite("Envelope: JSON shape and stepping")
struct HapticEnvelopeTests {
  let envelope = HapticEnvelope(
    tickMs: 10,
    samples: [
      MotorSample(timeMs: 0, low: 0.6, high: 0.2),
      MotorSample(timeMs: 10, low: 0.3, high: 0.1),
      MotorSample(timeMs: 20, low: 0, high: 0),
    ])

  @Test("encodes as {tickMs, samples: [{timeMs, low, high}]}")
  func jsonShape() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(envelope), as: UTF8.self)
    #expect(
      json
        == "{\"samples\":[{\"high\":0.2,\"low\":0.6,\"timeMs\":0},"
        + "{\"high\":0.1,\"low\":0.3,\"timeMs\":10},{\"high\":0,\"low\":0,\"timeMs\":20}],"
        + "\"tickMs\":10}")
  }

  @Test("decodes back to the same envelope")
  func roundTrip() throws {
    let rendered = HapticRenderer().renderTransient(intensity: 0.7, sharpness: 0.35)
    let data = try JSONEncoder().encode(rendered)
    #expect(try JSONDecoder().decode(HapticEnvelope.self, from: data) == rendered)
  }

  @Test("rendered levels are rounded so the JSON stays short")
  func renderedJSONIsReadable() throws {
    // 0.8 × 0.75 is 0.6000000000000001 in binary floating point; the renderer rounds it.
    let rendered = HapticRenderer().renderTransient(intensity: 0.8, sharpness: 0.25)
    let json = String(decoding: try JSONEncoder().encode(rendered), as: UTF8.self)
    #expect(json.contains("0.6000000000000001") == false)
    #expect(rendered.samples.first?.low == 0.6)
  }

  @Test(
    "each sample holds until the next; before the start and past the end the motors are off",
    arguments: [
      (-5, MotorLevels.silent), (0, MotorLevels(low: 0.6, high: 0.2)),
      (9, MotorLevels(low: 0.6, high: 0.2)), (10, MotorLevels(low: 0.3, high: 0.1)),
      (19, MotorLevels(low: 0.3, high: 0.1)), (20, MotorLevels.silent),
      (1_000, MotorLevels.silent),
    ])
  func levelsAtTime(timeMs: Int, expected: MotorLevels) {
    #expect(envelope.levels(atMs: timeMs) == expected)
  }

  @Test("an envelope whose last sample is loud still stops one tick after it")
  func stopsAfterLastTick() {
    let loud = HapticEnvelope(tickMs: 10, samples: [MotorSample(timeMs: 0, low: 1, high: 1)])
    #expect(loud.levels(atMs: 9) == MotorLevels(low: 1, high: 1))
    #expect(loud.levels(atMs: 10) == .silent)
    #expect(HapticEnvelope(tickMs: 10, samples: []).levels(atMs: 0) == .silent)
  }

  @Test("duration is the time of the last sample")
  func duration() {
    #expect(envelope.durationMs == 20)
    #expect(HapticEnvelope(tickMs: 10, samples: []).durationMs == 0)
  }
}
