import Testing

@testable import StarlightCore

@Suite("Story progress codec")
struct StoryProgressCodecTests {
  static let sample = StoryProgress(
    reached: [.powerUp, .firewall, .finale], cleared: [.powerUp, .firewall],
    best: [
      .powerUp: BestResult(score: 1_000, headline: "Released at 98 %"),
      .firewall: BestResult(score: 812_345, headline: "97.25 % accuracy"),
    ],
    failures: [.firewall: 4, .finale: 1])

  static func decode(_ text: String) throws(StoryProgressCodec.DecodeError) -> StoryProgress {
    try StoryProgressCodec.decode(Array(text.utf8))
  }

  static func message(_ text: String) -> String? {
    do {
      _ = try decode(text)
      return nil
    } catch {
      return error.message
    }
  }

  @Test("encode then decode gives the same progress")
  func roundTrip() throws {
    let bytes = StoryProgressCodec.encode(Self.sample)
    #expect(try StoryProgressCodec.decode(bytes) == Self.sample)
    #expect(
      try StoryProgressCodec.decode(StoryProgressCodec.encode(StoryProgress())) == StoryProgress())
  }

  @Test("the file names its format and writes chapters as numbers, sorted")
  func layout() {
    let text = String(decoding: StoryProgressCodec.encode(Self.sample), as: UTF8.self)
    #expect(text.contains("\"format\" : \"starlight-progress\""))
    #expect(text.contains("\"version\" : 1"))
    #expect(text.contains("\"4\" : 4"))
    // The same progress made in another order writes the same bytes (sets and dictionaries
    // have no order of their own: the file sorts them).
    let reordered = StoryProgress(
      reached: [.finale, .firewall, .powerUp], cleared: [.firewall, .powerUp],
      best: [
        .firewall: BestResult(score: 812_345, headline: "97.25 % accuracy"),
        .powerUp: BestResult(score: 1_000, headline: "Released at 98 %"),
      ],
      failures: [.finale: 1, .firewall: 4])
    #expect(StoryProgressCodec.encode(reordered) == StoryProgressCodec.encode(Self.sample))
    let reached = text.range(of: "\"reached\"").map { text[$0.upperBound...] } ?? ""
    #expect(reached.hasPrefix(" : [\n    1,\n    4,\n    6\n  ]"))
  }

  @Test("missing lists read as empty, so an older or hand-written file still loads")
  func missingLists() throws {
    let progress = try Self.decode(
      #"{"format": "starlight-progress", "version": 1, "cleared": [1]}"#)
    #expect(progress == StoryProgress(cleared: [.powerUp]))
  }

  @Test(
    "corrupt bytes give a clear message",
    arguments: [
      ("", "not valid JSON"),
      ("{\"format\": \"starlight-prog", "not valid JSON"),
      ("[1, 2]", "not a progress file: not a JSON object"),
      (#"{"version": 1}"#, "missing 'format'"),
      (
        #"{"format": "starlight-replay", "version": 2}"#,
        "not a progress file: format is 'starlight-replay'"
      ),
      (
        #"{"format": "starlight-progress", "version": 9}"#,
        "unsupported progress version 9 (this game reads 1)"
      ),
      (
        #"{"format": "starlight-progress", "version": 1, "reached": [1, 9]}"#,
        "bad value at 'reached[1]'"
      ),
      (
        #"{"format": "starlight-progress", "version": 1, "cleared": "all"}"#,
        "wrong type at 'cleared'"
      ),
      (
        #"{"format": "starlight-progress", "version": 1, "best": {"x": {"score": 1, "headline": ""}}}"#,
        "bad value at 'best'"
      ),
      (
        #"{"format": "starlight-progress", "version": 1, "best": {"1": {"score": 1}}}"#,
        "missing 'best.1.headline'"
      ),
      (
        #"{"format": "starlight-progress", "version": 1, "failures": {"4": -1}}"#,
        "bad value at 'failures'"
      ),
    ])
  func corrupt(text: String, expected: String) {
    let message = Self.message(text)
    #expect(message?.hasPrefix(expected) == true, "got \(message ?? "no error")")
  }
}
