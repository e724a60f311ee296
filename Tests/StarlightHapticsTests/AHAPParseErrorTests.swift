import Testing

@testable import StarlightHaptics

/// One non-AHAP input and the error it must produce.
struct ErrorCase: Sendable, CustomTestStringConvertible {
  var input: String
  var kind: AHAPParseError.Kind
  var message: String
  var line: Int
  var column: Int

  var testDescription: String {
    message
  }
}

@Suite("AHAP parser: inputs that are not AHAP patterns")
struct AHAPParseErrorTests {
  static let cases: [ErrorCase] = [
    // Not JSON: Foundation's words, with what stands at the place it names.
    ErrorCase(
      input: "", kind: .notJSON,
      message: "not valid JSON: unexpected end of file during JSON parse", line: 1, column: 1),
    ErrorCase(
      input: "hello", kind: .notJSON,
      message: "not valid JSON: invalid value (found 'h')", line: 1, column: 1),
    ErrorCase(
      input: "{\"Pattern\": [}", kind: .notJSON,
      message: "not valid JSON: invalid value (found '}')", line: 1, column: 14),
    ErrorCase(
      input: "{\"Pattern\" []}", kind: .notJSON,
      message: "not valid JSON: invalid value (found '[')", line: 1, column: 12),
    ErrorCase(
      input: "{\"Pattern\": [1,,2]}", kind: .notJSON,
      message: "not valid JSON: invalid value (found ',')", line: 1, column: 16),
    ErrorCase(
      input: "{\"Pattern\": [] \"Version\": 1}", kind: .notJSON,
      message: "not valid JSON: invalid value (found '\"')", line: 1, column: 16),
    ErrorCase(
      input: "{\"Pattern\": []} x", kind: .notJSON,
      message: "not valid JSON: invalid value (found 'x')", line: 1, column: 17),
    ErrorCase(
      input: "{\"Pattern\": [], \"Metadata\": {\"Project\": \"Star", kind: .notJSON,
      message: "not valid JSON: unexpected end of file during JSON parse", line: 1, column: 46),
    ErrorCase(
      input: "{\"Version\": 1e999, \"Pattern\": []}", kind: .notJSON,
      message: "not valid JSON: number 1e999 is not representable in Swift", line: 1,
      column: 13),
    ErrorCase(
      input: "{\"Version\": 1., \"Pattern\": []}", kind: .notJSON,
      message: "not valid JSON: invalid value (found ',')", line: 1, column: 15),
    ErrorCase(
      input: "{\"Pattern\": [tru]}", kind: .notJSON,
      message: "not valid JSON: invalid value (found ']')", line: 1, column: 17),
    ErrorCase(
      input: "{\"Metadata\": {\"a\": \"\\q\"}}", kind: .notJSON,
      message: "not valid JSON: invalid escape sequence (found '\\')", line: 1, column: 21),
    ErrorCase(
      input: "{'Pattern': []}", kind: .notJSON,
      message: "not valid JSON: invalid value (found ''')", line: 1, column: 2),
    ErrorCase(
      input: "\u{FF}", kind: .notJSON,
      message: "not valid JSON: invalid value (found byte 0xC3)", line: 1, column: 1),
    ErrorCase(
      input: String(repeating: "[", count: 100), kind: .notJSON,
      message: "not valid JSON: unexpected end of file during JSON parse", line: 1, column: 101),
    ErrorCase(
      input: "{\n  \"Pattern\": [\n    {\"Event\": {\"Time\": 0,}\n  ]\n}", kind: .notJSON,
      message: "not valid JSON: invalid value (found ']')", line: 4, column: 3),

    // JSON, but not an AHAP pattern.
    ErrorCase(
      input: "[1, 2]", kind: .notAPattern,
      message: "not an AHAP pattern: expected an object at the top level, found array",
      line: 1, column: 1),
    ErrorCase(
      input: "{\"Version\": 1.0}", kind: .notAPattern,
      message: "not an AHAP pattern: missing Pattern", line: 1, column: 1),
    ErrorCase(
      input: "{\"Pattern\": {}}", kind: .wrongType,
      message: "Pattern: expected an array, found object", line: 1, column: 13),
    ErrorCase(
      input: "{\"Pattern\": [42]}", kind: .wrongType,
      message: "Pattern[0]: expected an object, found number", line: 1, column: 14),
    ErrorCase(
      input: "{\"Version\": \"1.0\", \"Pattern\": []}", kind: .wrongType,
      message: "Version: expected a number, found string", line: 1, column: 13),
    ErrorCase(
      input: "{\"Metadata\": [], \"Pattern\": []}", kind: .wrongType,
      message: "Metadata: expected an object, found array", line: 1, column: 14),

    // Pattern entries.
    ErrorCase(
      input: "{\"Pattern\": [{\"Evnt\": {}}]}", kind: .missingKey,
      message: "Pattern[0]: expected one of Event, Parameter, ParameterCurve", line: 1,
      column: 14),
    ErrorCase(
      input:
        "{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": \"HapticTransient\"}, "
        + "\"Parameter\": {}}]}",
      kind: .invalidValue,
      message: "Pattern[0]: holds more than one of Event, Parameter, ParameterCurve; "
        + "give each its own entry in Pattern",
      line: 1, column: 14),
    ErrorCase(
      input: "{\"Pattern\": [{\"Event\": []}]}", kind: .wrongType,
      message: "Pattern[0].Event: expected an object, found array", line: 1, column: 24),

    // Events.
    ErrorCase(
      input: "{\"Pattern\": [{\"Event\": {\"EventType\": \"HapticTransient\"}}]}",
      kind: .missingKey, message: "Pattern[0].Event: missing Time", line: 1, column: 24),
    ErrorCase(
      input: "{\"Pattern\": [{\"Event\": {\"Time\": 0}}]}", kind: .missingKey,
      message: "Pattern[0].Event: missing EventType", line: 1, column: 24),
    ErrorCase(
      input:
        "{\"Pattern\": [{\"Event\": {\"Time\": \"0.5\", \"EventType\": \"HapticTransient\"}}]}",
      kind: .wrongType, message: "Pattern[0].Event.Time: expected a number, found string",
      line: 1, column: 33),
    ErrorCase(
      input: "{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": \"HapticBuzz\"}}]}",
      kind: .invalidValue,
      message: "Pattern[0].Event.EventType: unknown event type \"HapticBuzz\"; expected one of "
        + "HapticTransient, HapticContinuous, AudioContinuous, AudioCustom",
      line: 1, column: 49),
    ErrorCase(
      input: "{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": 7}}]}",
      kind: .wrongType, message: "Pattern[0].Event.EventType: expected a string, found number",
      line: 1, column: 49),
    ErrorCase(
      input: "{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": \"HapticContinuous\"}}]}",
      kind: .missingKey,
      message: "Pattern[0].Event: missing EventDuration (a HapticContinuous event needs one)",
      line: 1, column: 24),
    ErrorCase(
      input:
        "{\"Pattern\": [{\"Event\": {\"Time\": 0, \"EventType\": \"HapticTransient\", "
        + "\"EventParameters\": {}}}]}",
      kind: .wrongType,
      message: "Pattern[0].Event.EventParameters: expected an array, found object", line: 1,
      column: 87),

    // Event parameters.
    ErrorCase(
      input: ahap(
        "{\"Event\": {\"Time\": 0, \"EventType\": \"HapticTransient\", \"EventParameters\": "
          + "[{\"ParameterID\": \"HapticIntensity\", \"ParameterValue\": 1}, "
          + "{\"ParameterValue\": 1}]}}"),
      kind: .missingKey, message: "Pattern[0].Event.EventParameters[1]: missing ParameterID",
      line: 1, column: 145),
    ErrorCase(
      input: ahap(
        "{\"Event\": {\"Time\": 0, \"EventType\": \"HapticTransient\", \"EventParameters\": "
          + "[{\"ParameterID\": \"HapticIntensity\"}]}}"),
      kind: .missingKey, message: "Pattern[0].Event.EventParameters[0]: missing ParameterValue",
      line: 1, column: 88),
    ErrorCase(
      input: ahap(
        "{\"Event\": {\"Time\": 0, \"EventType\": \"HapticTransient\", \"EventParameters\": "
          + "[{\"ParameterID\": \"HapticIntensity\", \"ParameterValue\": true}]}}"),
      kind: .wrongType,
      message: "Pattern[0].Event.EventParameters[0].ParameterValue: expected a number, "
        + "found boolean",
      line: 1, column: 141),
    ErrorCase(
      input: ahap(
        "{\"Event\": {\"Time\": 0, \"EventType\": \"HapticContinuous\", \"EventDuration\": 1, "
          + "\"EventParameters\": [{\"ParameterID\": \"Sustained\", \"ParameterValue\": \"yes\"}]}}"
      ),
      kind: .wrongType,
      message: "Pattern[0].Event.EventParameters[0].ParameterValue: expected a boolean or a "
        + "number, found string",
      line: 1, column: 156),

    // Parameters and curves.
    ErrorCase(
      input: ahap("{\"Parameter\": {\"ParameterID\": \"HapticIntensityControl\", \"Time\": 0}}"),
      kind: .missingKey, message: "Pattern[0].Parameter: missing ParameterValue", line: 1,
      column: 28),
    ErrorCase(
      input: ahap("{\"Parameter\": {\"Time\": 0, \"ParameterValue\": 1}}"),
      kind: .missingKey, message: "Pattern[0].Parameter: missing ParameterID", line: 1,
      column: 28),
    ErrorCase(
      input: ahap(
        "{\"Parameter\": {\"ParameterID\": \"HapticIntensityControl\", \"ParameterValue\": 1}}"),
      kind: .missingKey, message: "Pattern[0].Parameter: missing Time", line: 1, column: 28),
    ErrorCase(
      input: ahap(
        "{\"ParameterCurve\": {\"ParameterID\": \"HapticIntensityControl\", \"Time\": 0}}"),
      kind: .missingKey,
      message: "Pattern[0].ParameterCurve: missing ParameterCurveControlPoints", line: 1,
      column: 33),
    ErrorCase(
      input: ahap(
        "{\"ParameterCurve\": {\"ParameterID\": \"HapticIntensityControl\", \"Time\": 0, "
          + "\"ParameterCurveControlPoints\": []}}"),
      kind: .invalidValue,
      message: "Pattern[0].ParameterCurve.ParameterCurveControlPoints: expected at least one "
        + "control point",
      line: 1, column: 117),
    ErrorCase(
      input: ahap(
        "{\"ParameterCurve\": {\"ParameterID\": \"HapticIntensityControl\", \"Time\": 0, "
          + "\"ParameterCurveControlPoints\": [{\"Time\": 0, \"ParameterValue\": 1}, "
          + "{\"ParameterValue\": 0}]}}"),
      kind: .missingKey,
      message: "Pattern[0].ParameterCurve.ParameterCurveControlPoints[1]: missing Time",
      line: 1, column: 152),
  ]

  @Test("each non-AHAP input gets its own message and position", arguments: cases)
  func reportsError(_ errorCase: ErrorCase) throws {
    let error = try #require(parseError(errorCase.input))
    #expect(error.message == errorCase.message)
    #expect(error.kind == errorCase.kind)
    #expect(error.line == errorCase.line)
    #expect(error.column == errorCase.column)
  }

  @Test("the brief's example: a missing Time in the fourth entry, on its own line")
  func missingTimeInFourthEntry() throws {
    let text = """
      {"Pattern": [
        {"Event": {"Time": 0.0, "EventType": "HapticTransient"}},
        {"Event": {"Time": 0.1, "EventType": "HapticTransient"}},
        {"Parameter": {"ParameterID": "HapticIntensityControl", "Time": 0, "ParameterValue": 1}},
        {"Event": {"EventType": "HapticTransient"}},
      ]}
      """
    let error = try #require(parseError(text))
    #expect(error.message == "Pattern[3].Event: missing Time")
    #expect(error.description == "Pattern[3].Event: missing Time (line 5, column 13)")
    #expect(error.errorDescription == error.description)
  }

  @Test("columns count characters, not bytes")
  func columnsCountCharacters() throws {
    let error = try #require(parseError("{\"Metadata\": {\"é\": 1} x"))
    #expect(error.line == 1)
    #expect(error.column == 23)
  }
}
