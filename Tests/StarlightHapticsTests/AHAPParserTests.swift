import Foundation
import Testing

@testable import StarlightHaptics

@Suite("AHAP parser: keys, defaults, clamping, leniency")
struct AHAPParserTests {
  @Test("every supported key lands in the model")
  func everyKey() throws {
    let text = """
      {
        "Version": 1.0,
        "Metadata": {"Project": "Test", "Created": "today", "Revision": 3},
        "Pattern": [
          {"Event": {"Time": 0.25, "EventType": "HapticTransient", "EventParameters": [
            {"ParameterID": "HapticIntensity", "ParameterValue": 0.8},
            {"ParameterID": "HapticSharpness", "ParameterValue": 0.4}
          ]}},
          {"Event": {"Time": 0.5, "EventType": "HapticContinuous", "EventDuration": 1.5,
            "EventParameters": [
              {"ParameterID": "HapticIntensity", "ParameterValue": 0.6},
              {"ParameterID": "HapticSharpness", "ParameterValue": 0.2},
              {"ParameterID": "AttackTime", "ParameterValue": 0.1},
              {"ParameterID": "DecayTime", "ParameterValue": 0.3},
              {"ParameterID": "ReleaseTime", "ParameterValue": 0.2},
              {"ParameterID": "Sustained", "ParameterValue": false}
          ]}},
          {"Parameter": {"ParameterID": "HapticIntensityControl", "Time": 0.75,
            "ParameterValue": 0.5}},
          {"ParameterCurve": {"ParameterID": "HapticSharpnessControl", "Time": 1.0,
            "ParameterCurveControlPoints": [
              {"Time": 0.0, "ParameterValue": -0.5},
              {"Time": 0.4, "ParameterValue": 0.5}
          ]}}
        ]
      }
      """
    let pattern = try AHAPParser.parse(text)

    #expect(pattern.version == 1.0)
    // Only string metadata is kept.
    #expect(pattern.metadata == ["Project": "Test", "Created": "today"])
    #expect(
      pattern.events == [
        HapticEvent(
          kind: .transient, timeMicroseconds: 250_000, intensity: 0.8, sharpness: 0.4),
        HapticEvent(
          kind: .continuous, timeMicroseconds: 500_000, durationMicroseconds: 1_500_000,
          intensity: 0.6, sharpness: 0.2, attackMicroseconds: 100_000,
          decayMicroseconds: 300_000, releaseMicroseconds: 200_000, isSustained: false),
      ])
    #expect(
      pattern.parameterChanges == [
        HapticParameterChange(parameter: .intensity, timeMicroseconds: 750_000, value: 0.5)
      ])
    #expect(
      pattern.parameterCurves == [
        HapticParameterCurve(
          parameter: .sharpness, timeMicroseconds: 1_000_000,
          controlPoints: [
            .init(timeMicroseconds: 0, value: -0.5), .init(timeMicroseconds: 400_000, value: 0.5),
          ])
      ])
    #expect(pattern.skippedAudioEventCount == 0)
    #expect(pattern.ignoredParameterCount == 0)
  }

  @Test("all five control parameter IDs are recognised")
  func controlParameterIDs() throws {
    let ids = [
      "HapticIntensityControl", "HapticSharpnessControl", "HapticAttackTimeControl",
      "HapticDecayTimeControl", "HapticReleaseTimeControl",
    ]
    let pattern = try AHAPParser.parse(ahap(ids.map { parameter($0, time: 0, value: 0.5) }))
    #expect(pattern.parameterChanges.map(\.parameter) == HapticControlParameter.allCases)
    #expect(pattern.ignoredParameterCount == 0)
  }

  @Test("trailing commas are accepted in every object and array, as in Apple's samples")
  func trailingCommas() throws {
    let text = """
      {
        "Version": 1.0,
        "Pattern": [
          {
            "Event": {
              "Time": 0.0,
              "EventType": "HapticTransient",
              "EventParameters": [
                {"ParameterID": "HapticIntensity", "ParameterValue": 0.5,},
              ],
            },
          },
          {"ParameterCurve": {"ParameterID": "HapticIntensityControl", "Time": 0,
            "ParameterCurveControlPoints": [{"Time": 0, "ParameterValue": 1,},],},},
        ],
      }
      """
    let pattern = try AHAPParser.parse(text)
    #expect(pattern.events.count == 1)
    #expect(pattern.events.first?.intensity == 0.5)
    #expect(pattern.parameterCurves.count == 1)
  }

  @Test("missing values take Core Haptics' defaults")
  func defaults() throws {
    let pattern = try AHAPParser.parse(
      """
      {"Pattern": [
        {"Event": {"Time": 0, "EventType": "HapticTransient"}},
        {"Event": {"Time": 1, "EventType": "HapticContinuous", "EventDuration": 0.5}}
      ]}
      """)
    #expect(pattern.version == nil)
    #expect(pattern.metadata.isEmpty)
    let transient = try #require(pattern.events.first)
    #expect(transient.intensity == 1.0)
    #expect(transient.sharpness == 0.5)
    #expect(transient.durationMicroseconds == 0)
    let continuous = try #require(pattern.events.last)
    #expect(continuous.intensity == 1.0)
    #expect(continuous.sharpness == 0.5)
    #expect(continuous.attackMicroseconds == 0)
    #expect(continuous.decayMicroseconds == 0)
    #expect(continuous.releaseMicroseconds == 0)
    #expect(continuous.isSustained)
  }

  @Test("null counts as missing and takes the default")
  func nullIsMissing() throws {
    let pattern = try AHAPParser.parse(
      """
      {"Version": null, "Metadata": null, "Pattern": [{"Event": {"Time": 0,
        "EventType": "HapticTransient", "EventParameters": null}}]}
      """)
    #expect(pattern.version == nil)
    #expect(pattern.events.first?.intensity == AHAPLimits.defaultIntensity)
  }

  @Test("an empty Pattern array is a valid, silent pattern")
  func emptyPattern() throws {
    let pattern = try AHAPParser.parse("{\"Pattern\": []}")
    #expect(pattern == HapticPattern())
    #expect(pattern.durationMicroseconds == 0)
  }

  @Test("out-of-range event values are clamped")
  func clampsEventValues() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticContinuous", time: -2, duration: 45,
          parameters: [
            "HapticIntensity": 1.5, "HapticSharpness": -0.3, "AttackTime": 2,
            "DecayTime": -1, "ReleaseTime": 7,
          ]),
        event("HapticTransient", time: 1e6)))
    let continuous = try #require(pattern.events.first)
    #expect(continuous.timeMicroseconds == 0)
    #expect(continuous.durationMicroseconds == 30_000_000)
    #expect(continuous.intensity == 1)
    #expect(continuous.sharpness == 0)
    #expect(continuous.attackMicroseconds == 1_000_000)
    #expect(continuous.decayMicroseconds == 0)
    #expect(continuous.releaseMicroseconds == 1_000_000)
    #expect(pattern.events.last?.timeMicroseconds == 600_000_000)
  }

  @Test("out-of-range control values are clamped to each parameter's range")
  func clampsControlValues() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        parameter("HapticIntensityControl", time: -1, value: 1.7),
        parameter("HapticSharpnessControl", time: 0, value: -3),
        parameter("HapticReleaseTimeControl", time: 0, value: 4),
        curve("HapticIntensityControl", time: -5, points: [(-1, -0.5), (2, 9)])))
    #expect(
      pattern.parameterChanges.map(\.value) == [1, -1, 1])
    #expect(pattern.parameterChanges.first?.timeMicroseconds == 0)
    let curve = try #require(pattern.parameterCurves.first)
    #expect(curve.timeMicroseconds == 0)
    #expect(
      curve.controlPoints == [
        .init(timeMicroseconds: 0, value: 0), .init(timeMicroseconds: 2_000_000, value: 1),
      ])
  }

  @Test("times are rounded to whole microseconds")
  func roundsTimes() throws {
    let pattern = try AHAPParser.parse(ahap(event("HapticTransient", time: 0.123_456_7)))
    #expect(pattern.events.first?.timeMicroseconds == 123_457)
  }

  @Test("unknown keys are ignored at every level")
  func unknownKeysIgnored() throws {
    let pattern = try AHAPParser.parse(
      """
      {"Version": 2.0, "Author": "someone", "Pattern": [
        {"Event": {"Time": 0.1, "EventType": "HapticTransient", "Colour": "red",
          "EventWaveformPath": "x.wav",
          "EventParameters": [{"ParameterID": "HapticIntensity", "ParameterValue": 0.3,
            "Comment": "soft"}]},
         "Note": "extra key next to Event"},
        {"Parameter": {"ParameterID": "HapticIntensityControl", "Time": 0,
          "ParameterValue": 0.9, "Curve": "none"}}
      ], "Trailing": {"nested": [1, 2, 3]}}
      """)
    #expect(pattern.events.count == 1)
    #expect(pattern.events.first?.intensity == 0.3)
    #expect(pattern.parameterChanges.count == 1)
    #expect(pattern.ignoredParameterCount == 0)
  }

  @Test("audio events are skipped and counted")
  func audioEventsSkipped() throws {
    let pattern = try AHAPParser.parse(
      """
      {"Pattern": [
        {"Event": {"Time": 0, "EventType": "AudioCustom", "EventWaveformPath": "thud.wav",
          "EventParameters": [{"ParameterID": "AudioVolume", "ParameterValue": 0.7}]}},
        {"Event": {"Time": 0, "EventType": "HapticTransient"}},
        {"Event": {"EventType": "AudioContinuous", "EventDuration": 1}}
      ]}
      """)
    #expect(pattern.skippedAudioEventCount == 2)
    #expect(pattern.events.map(\.kind) == [.transient])
    // The audio event's own parameters went with it.
    #expect(pattern.ignoredParameterCount == 0)
  }

  @Test("audio and unknown parameter IDs are skipped and counted")
  func audioParametersIgnored() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event(
          "HapticTransient", time: 0,
          parameters: ["AudioVolume": 0.5, "AudioPitch": 0.1, "HapticIntensity": 0.4]),
        parameter("AudioVolumeControl", time: 0, value: 0.2),
        curve("AudioPanControl", time: 0, points: [(0, -1)]),
        parameter("HapticWobbleControl", time: 0, value: 0.2)))
    #expect(pattern.ignoredParameterCount == 5)
    #expect(pattern.events.first?.intensity == 0.4)
    #expect(pattern.parameterChanges.isEmpty)
    #expect(pattern.parameterCurves.isEmpty)
  }

  @Test(
    "Sustained accepts a boolean or a number",
    arguments: [
      ("true", true), ("false", false), ("1", true), ("0", false), ("0.0", false), ("1.0", true),
    ])
  func sustainedForms(literal: String, expected: Bool) throws {
    let pattern = try AHAPParser.parse(
      ahap(
        """
        {"Event": {"Time": 0, "EventType": "HapticContinuous", "EventDuration": 1,
          "EventParameters": [{"ParameterID": "Sustained", "ParameterValue": \(literal)}]}}
        """))
    #expect(pattern.events.first?.isSustained == expected)
  }

  @Test("a repeated key takes its last value")
  func duplicateKeys() throws {
    let pattern = try AHAPParser.parse(
      "{\"Pattern\": [{\"Event\": {\"Time\": 1, \"Time\": 2, \"EventType\": \"HapticTransient\"}}]}"
    )
    #expect(pattern.events.first?.timeMicroseconds == 2_000_000)
  }

  @Test("curve control points are sorted by time")
  func sortsControlPoints() throws {
    let pattern = try AHAPParser.parse(
      ahap(curve("HapticIntensityControl", time: 0, points: [(0.5, 1), (0, 0), (0.25, 0.5)])))
    #expect(
      pattern.parameterCurves.first?.controlPoints.map(\.timeMicroseconds) == [
        0, 250_000, 500_000,
      ])
  }

  @Test("Data, String, a byte-order mark and CRLF line ends all read the same")
  func inputForms() throws {
    let text = ahap(event("HapticTransient", time: 0.5, parameters: ["HapticSharpness": 0.9]))
    let expected = try AHAPParser.parse(text)
    #expect(try AHAPParser.parse(Data(text.utf8)) == expected)
    #expect(try AHAPParser.parse(Data([0xEF, 0xBB, 0xBF] + Array(text.utf8))) == expected)
    let crlf = text.replacingOccurrences(of: ", ", with: ",\r\n\t")
    #expect(try AHAPParser.parse(crlf) == expected)
  }

  @Test("strings with escapes and non-ASCII text are decoded")
  func stringEscapes() throws {
    let pattern = try AHAPParser.parse(
      #"{"Metadata": {"Description": "a\"b\\c\/d\n\u00e9\ud83d\ude00 ✓"}, "Pattern": []}"#)
    #expect(pattern.metadata["Description"] == "a\"b\\c/d\né😀 ✓")
  }

  @Test("the transient factory makes a one-tap pattern with clamped values")
  func transientFactory() {
    let pattern = HapticPattern.transient(intensity: 1.4, sharpness: -2)
    #expect(
      pattern.events == [
        HapticEvent(kind: .transient, timeMicroseconds: 0, intensity: 1, sharpness: 0)
      ])
  }

  @Test("pattern duration counts continuous releases, and transients as instants")
  func patternDuration() throws {
    let pattern = try AHAPParser.parse(
      ahap(
        event("HapticTransient", time: 0.4),
        event("HapticContinuous", time: 0.1, duration: 0.2, parameters: ["ReleaseTime": 0.05])))
    #expect(pattern.durationMicroseconds == 400_000)
    let longer = try AHAPParser.parse(
      ahap(
        event("HapticTransient", time: 0.2),
        event("HapticContinuous", time: 0.1, duration: 0.2, parameters: ["ReleaseTime": 0.05])))
    #expect(longer.durationMicroseconds == 350_000)
  }
}
