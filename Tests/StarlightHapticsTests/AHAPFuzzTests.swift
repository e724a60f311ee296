import Foundation
import Testing

@testable import StarlightHaptics

/// SplitMix64: a tiny deterministic generator, so that any failure here reproduces exactly.
private struct SeededGenerator: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}

/// The parser must never crash or hang on any input: it either returns a pattern (which must
/// render) or throws an error with a message and a sane position. These tests only assert
/// that; they do not time anything.
@Suite("AHAP parser: robustness against arbitrary input")
struct AHAPFuzzTests {
  private static let sample = """
    {"Version": 1.0, "Metadata": {"Project": "fuzz"}, "Pattern": [
      {"Event": {"Time": 0.0, "EventType": "HapticTransient", "EventParameters": [
        {"ParameterID": "HapticIntensity", "ParameterValue": 0.9},
        {"ParameterID": "HapticSharpness", "ParameterValue": 0.4},]}},
      {"Event": {"Time": 0.05, "EventType": "HapticContinuous", "EventDuration": 0.3,
        "EventParameters": [{"ParameterID": "Sustained", "ParameterValue": false},
        {"ParameterID": "AttackTime", "ParameterValue": 0.02},
        {"ParameterID": "ReleaseTime", "ParameterValue": 0.1}]}},
      {"Parameter": {"ParameterID": "HapticSharpnessControl", "Time": 0.1, "ParameterValue": 0.2}},
      {"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0,
        "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": 0.2},
        {"Time": 0.3, "ParameterValue": 1.0}]}},
      {"Event": {"Time": 0, "EventType": "AudioCustom", "EventWaveformPath": "x.wav"}},
    ]}
    """

  /// Bytes that steer random text towards JSON and AHAP structure.
  private static let structuralBytes: [UInt8] = Array("{}[],:\"\\-.0123456789eEtfnu ".utf8)

  private static let tokens = [
    "{", "}", "[", "]", ",", ":", "\"Pattern\"", "\"Event\"", "\"Time\"", "\"EventType\"",
    "\"HapticTransient\"", "\"HapticContinuous\"", "\"EventDuration\"", "\"Parameter\"",
    "\"ParameterCurve\"", "\"ParameterID\"", "\"ParameterValue\"", "\"HapticIntensityControl\"",
    "\"ParameterCurveControlPoints\"", "\"EventParameters\"", "\"Sustained\"", "0", "-1", "0.5",
    "1e3", "1e400", "true", "null", "\"\\u", "\"", " ",
  ]

  /// True when the input parsed (and rendered).
  @discardableResult
  private func check(_ bytes: [UInt8]) -> Bool {
    do {
      let pattern = try AHAPParser.parse(Data(bytes))
      let envelope = HapticRenderer().render(pattern)
      #expect(envelope.samples.last?.levels == .silent)
      return true
    } catch {
      #expect(!error.message.isEmpty)
      #expect(error.line >= 1)
      #expect(error.column >= 1)
      return false
    }
  }

  @Test("random bytes")
  func randomBytes() {
    var generator = SeededGenerator(seed: 1)
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...200, using: &generator)
      check((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }
  }

  @Test("random structural characters")
  func randomStructure() {
    var generator = SeededGenerator(seed: 2)
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...120, using: &generator)
      check(
        (0..<length).map { _ in
          Self.structuralBytes.randomElement(using: &generator) ?? UInt8(ascii: " ")
        })
    }
  }

  @Test("random AHAP tokens")
  func randomTokens() {
    var generator = SeededGenerator(seed: 3)
    for _ in 0..<2_000 {
      let count = Int.random(in: 0...60, using: &generator)
      let text = (0..<count).map { _ in Self.tokens.randomElement(using: &generator) ?? "" }
      check(Array(text.joined().utf8))
    }
  }

  @Test("every truncation of a valid file")
  func truncations() {
    let bytes = Array(Self.sample.utf8)
    for length in 0...bytes.count {
      check(Array(bytes[..<length]))
    }
  }

  @Test("single-byte mutations of a valid file")
  func mutations() {
    var generator = SeededGenerator(seed: 4)
    let original = Array(Self.sample.utf8)
    var parsedCount = 0
    for _ in 0..<3_000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let index = Int.random(in: 0..<bytes.count, using: &generator)
        bytes[index] =
          Bool.random(using: &generator)
          ? UInt8.random(in: 0...255, using: &generator)
          : Self.structuralBytes.randomElement(using: &generator) ?? 0
      }
      if check(bytes) {
        parsedCount += 1
      }
    }
    // Many mutations land in numbers or strings and still parse: the render path is exercised.
    #expect(parsedCount > 0)
  }

  @Test("pathological nesting and sizes")
  func pathological() {
    check(Array(String(repeating: "[", count: 100_000).utf8))
    check(Array(String(repeating: "{\"a\":", count: 100_000).utf8))
    check(Array(("\"" + String(repeating: "\\", count: 10_001)).utf8))
    check(Array(("{\"Pattern\": [" + String(repeating: "9", count: 5_000) + "]}").utf8))
    // Extreme but finite times are clamped, so rendering stays bounded.
    check(
      Array(
        ahap(
          event(
            "HapticContinuous", time: 1e300, duration: 1e300, parameters: ["ReleaseTime": 1e300])
        ).utf8))
  }
}
