import Foundation
import Testing

@testable import StarlightCore

@Suite("Replay files")
struct ReplayCodecTests {
  @Test("simulate, encode, decode, simulate: the same replay and the same results")
  func roundTrip() throws {
    let replay = SyntheticChart.replay
    let first = try simulateFirewall(replay, on: SyntheticChart.beatMap)
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded == replay)
    let second = try simulateFirewall(decoded, on: SyntheticChart.beatMap)
    #expect(second.judgements == first.judgements)
    #expect(RunSummary(run: second) == RunSummary(run: first))
    #expect(second.scoring == first.scoring)
    #expect(ReplayCodec.encode(decoded) == ReplayCodec.encode(replay))
  }

  @Test("every field survives, including Auto-Assist windows and a negative offset")
  func everyField() throws {
    let replay = Replay(
      beatMapTitle: "Firewall \u{2014} \"quoted\"", beatMapHash: String(repeating: "ab", count: 32),
      windows: GameConstants.autoAssistWindows, autoAssist: true, audioOffset: -12_345_678,
      source: .live,
      events: [press(-5), release(ms(3), lane: 3), press(.seconds(90) + 1, lane: 2)])
    #expect(try ReplayCodec.decode(ReplayCodec.encode(replay)) == replay)
  }

  /// A version 1 file in the documented layout: Chapter 4 only, windows as judged.
  static let version1 =
    #"{"beatMap":{"sha256":"abc","title":"T"},"events":[{"action":"press","lane":1,"timeNs":5},"#
    + #"{"action":"release","lane":1,"timeNs":60},{"action":"press","lane":0,"timeNs":90}],"#
    + #""format":"starlight-replay","judgement":{"audioOffsetNs":-3,"autoAssist":true,"#
    + #""windows":[{"halfWidthNs":40000000,"name":"perfect","points":300}]},"source":"live","#
    + #""version":1}"#

  @Test("a version 1 file still loads, as the Chapter 4 replay it was")
  func version1Loads() throws {
    let replay = try ReplayCodec.decode(Array(Self.version1.utf8))
    let windows = HitWindows(tiers: [JudgementTier(name: "perfect", halfWidth: ms(40), points: 300)]
    )
    #expect(replay.chapter == .firewall)
    #expect(replay.beatMap == Replay.BeatMapIdentity(title: "T", sha256: "abc"))
    #expect(replay.windows == windows, "judged on exactly the windows it recorded")
    #expect(replay.autoAssist && replay.audioOffset == -3 && replay.source == .live)
    #expect(replay.actions == [press(5, lane: 1), release(60, lane: 1), press(90)])
  }

  @Test("the version 6 layout of a 1x attempt is the documented one")
  func layout() throws {
    var changed = Tuning.defaults
    changed.firewall.leadIn = ms(900)
    let replay = Replay(
      chapter: .finale, tuning: .defaults, autoAssist: true, seed: 99, audioOffset: -3,
      source: .live,
      actions: [press(5), PlayerAction(time: 7, axis: .leftX, value: -250)], stoppedAt: 40,
      tuningChanges: [TuningChange(time: 6, tuning: changed)])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayCodec.encode(replay))) as? [String: Any])
    #expect(
      Set(object.keys) == [
        "format", "version", "chapter", "tuning", "autoAssist", "seed", "audioOffsetNs", "source",
        "stoppedAtNs", "actions", "tuningChanges",
      ])
    #expect(object["version"] as? Int == 6 && object["chapter"] as? Int == 6)
    let changes = try #require(object["tuningChanges"] as? [[String: Any]])
    #expect(Set(changes[0].keys) == ["timeNs", "tuning"] && changes[0]["timeNs"] as? Int == 6)
    let actions = try #require(object["actions"] as? [[String: Any]])
    #expect(Set(actions[0].keys) == ["timeNs", "lane", "action"])
    #expect(Set(actions[1].keys) == ["timeNs", "axis", "value"])
    #expect(actions[1]["axis"] as? String == "leftX" && actions[1]["value"] as? Int == -250)
    #expect(try ReplayCodec.decode(ReplayCodec.encode(replay)) == replay)
  }

  @Test("a version 2 file (no tuning changes) still loads, with none")
  func version2Loads() throws {
    let replay = Replay(chapter: .finale, source: .live, actions: [press(5)])
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayCodec.encode(replay))) as? [String: Any])
    object["version"] = 2
    object["tuningChanges"] = nil
    let bytes = try [UInt8](JSONSerialization.data(withJSONObject: object))
    #expect(try ReplayCodec.decode(bytes) == replay)
  }

  @Test("an unsound or out-of-order tuning change is refused with its index")
  func badTuningChange() throws {
    var broken = Tuning.defaults
    broken.firewall.leadIn = -1
    let unsound = Replay(
      chapter: .finale, source: .live, actions: [],
      tuningChanges: [TuningChange(time: 5, tuning: broken)])
    #expect(throws: ReplayCodec.DecodeError.self) {
      try ReplayCodec.decode(ReplayCodec.encode(unsound))
    }
    let unordered = Replay(
      chapter: .finale, source: .live, actions: [],
      tuningChanges: [
        TuningChange(time: 9, tuning: .defaults), TuningChange(time: 5, tuning: .defaults),
      ])
    do {
      _ = try ReplayCodec.decode(ReplayCodec.encode(unordered))
      Issue.record("an out-of-order change was accepted")
    } catch {
      #expect(error.message == "replay tuning change 1 is out of range or out of order")
    }
  }

  struct BrokenFile: Sendable, CustomStringConvertible {
    let description: String
    let edit: @Sendable (inout [String: Any]) -> Void
    let message: String
  }

  static let brokenFiles: [BrokenFile] = [
    BrokenFile(
      description: "wrong format name", edit: { $0["format"] = "starlight-beatmap" },
      message: "not a replay: format is 'starlight-beatmap', expected 'starlight-replay'"),
    BrokenFile(
      description: "wrong version", edit: { $0["version"] = 7 },
      message: "unsupported replay version 7 (this game reads 1 to 6)"),
    BrokenFile(
      description: "missing events", edit: { $0["events"] = nil },
      message: "not a replay: missing 'events'"),
    BrokenFile(
      description: "missing format", edit: { $0["format"] = nil },
      message: "not a replay: missing 'format'"),
    BrokenFile(
      description: "missing nested field",
      edit: { editNested(&$0, "beatMap") { $0["sha256"] = nil } },
      message: "not a replay: missing 'beatMap.sha256'"),
    BrokenFile(
      description: "missing field in an event",
      edit: { editEvent(&$0, 1) { $0["timeNs"] = nil } },
      message: "not a replay: missing 'events[1].timeNs'"),
    BrokenFile(
      description: "wrong type", edit: { $0["version"] = "1" },
      message: "not a replay: wrong type at 'version'"),
    BrokenFile(
      description: "wrong type in an event",
      edit: { editEvent(&$0, 0) { $0["lane"] = "left" } },
      message: "not a replay: wrong type at 'events[0].lane'"),
    BrokenFile(
      description: "unknown action",
      edit: { editEvent(&$0, 0) { $0["action"] = "jump" } },
      message: "not a replay: bad value at 'events[0].action'"),
    BrokenFile(
      description: "no hit windows",
      edit: { editNested(&$0, "judgement") { $0["windows"] = [Any]() } },
      message: "replay has no valid hit windows"),
    BrokenFile(
      description: "a zero-width window",
      edit: {
        editNested(&$0, "judgement") {
          $0["windows"] = [["name": "perfect", "halfWidthNs": 0, "points": 300]]
        }
      },
      message: "replay has no valid hit windows (each half-width above 0 and at most 10000.0 ms)"),
    BrokenFile(
      description: "an absurdly wide window",
      edit: {
        editNested(&$0, "judgement") {
          $0["windows"] = [["name": "perfect", "halfWidthNs": Int64.max, "points": 300]]
        }
      },
      message: "replay has no valid hit windows (each half-width above 0 and at most 10000.0 ms)"),
    BrokenFile(
      description: "an event near the end of time",
      // Version 1 files are put in time order first, so the event is the last one.
      edit: { editEvent(&$0, 1) { $0["timeNs"] = Int64.max - 1 } },
      message:
        "replay action 2 is out of range: time 9223372036854775806 ns (at most 86400000000000 ns either side of the start)"
    ),
    BrokenFile(
      description: "a negative lane",
      edit: { editEvent(&$0, 0) { $0["lane"] = -3 } },
      message: "replay action 0 is out of range: lane -3 (0...63)"),
  ]

  @Test("decode errors of a version 1 file name the problem", arguments: brokenFiles)
  func decodeErrors(_ broken: BrokenFile) throws {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.version1.utf8)) as? [String: Any])
    broken.edit(&object)
    let bytes = [UInt8](try JSONSerialization.data(withJSONObject: object))
    #expect(throws: ReplayCodec.DecodeError(message: broken.message)) {
      try ReplayCodec.decode(bytes)
    }
  }

  static let brokenVersion2: [BrokenFile] = [
    BrokenFile(
      description: "a chapter that does not exist", edit: { $0["chapter"] = 9 },
      message: "not a replay: bad value at 'chapter'"),
    BrokenFile(
      description: "an action that is neither lane nor axis",
      edit: { editActions(&$0, 0) { $0["lane"] = nil } },
      message: "replay action 0 is neither a lane action nor an axis value"),
    BrokenFile(
      description: "an axis beyond full deflection",
      edit: { editActions(&$0, 1) { $0["value"] = 5_000 } },
      message: "replay action 1 is out of range: axis value 5000 (-1000...1000)"),
    BrokenFile(
      description: "an unknown axis",
      edit: { editActions(&$0, 1) { $0["axis"] = "tilt" } },
      message: "not a replay: bad value at 'actions[1].axis'"),
    BrokenFile(
      description: "missing tuning", edit: { $0["tuning"] = nil },
      message: "not a replay: missing 'tuning'"),
  ]

  @Test("decode errors of a version 2 file name the problem", arguments: brokenVersion2)
  func decodeErrorsVersion2(_ broken: BrokenFile) throws {
    let replay = Replay(
      chapter: .finale, source: .live,
      actions: [press(5), PlayerAction(time: 7, axis: .rightTrigger, value: 800)])
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayCodec.encode(replay))) as? [String: Any])
    broken.edit(&object)
    let bytes = [UInt8](try JSONSerialization.data(withJSONObject: object))
    #expect(throws: ReplayCodec.DecodeError(message: broken.message)) {
      try ReplayCodec.decode(bytes)
    }
  }

  @Test(
    "anything that is not JSON is refused",
    arguments: ["", "hello", "{\"format\": ", "\u{FEFF}{oops}", "[1, 2"])
  func notJSON(text: String) {
    #expect(throws: ReplayCodec.DecodeError(message: "not a replay: the file is not valid JSON")) {
      try ReplayCodec.decode(Array(text.utf8))
    }
  }

  @Test("the sample file decodes unedited")
  func sampleDecodes() throws {
    #expect(try ReplayCodec.decode(ReplayCodec.encode(Self.sample)) == Self.sample)
  }

  @Test("a replay made for another beat map is refused")
  func mismatchedBeatMap() {
    var replay = SyntheticChart.replay
    let hash = "0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef"
    replay.beatMap?.sha256 = hash
    let expected = ReplayMismatch.beatMap(
      replayTitle: "Synthetic", replayHash: hash, beatMapHash: SyntheticChart.beatMap.contentHash)
    #expect(throws: expected) {
      try simulateFirewall(replay, on: SyntheticChart.beatMap)
    }
    #expect(
      expected.description
        == "replay was made for beat map 'Synthetic' (sha256 0123456789ab), not this one (sha256 synthetic-ha)"
    )
  }

  static let sample = Replay(
    beatMapTitle: "Sample", beatMapHash: "hash", windows: GameConstants.standardWindows,
    autoAssist: false, audioOffset: 0, source: .autoplay,
    events: [press(ms(1_000)), release(ms(1_060)), press(ms(2_000), lane: 1)])
}

private func editNested(
  _ object: inout [String: Any], _ key: String, _ edit: (inout [String: Any]) -> Void
) {
  var nested = object[key] as! [String: Any]
  edit(&nested)
  object[key] = nested
}

private func editEvent(
  _ object: inout [String: Any], _ index: Int, _ edit: (inout [String: Any]) -> Void
) {
  var events = object["events"] as! [[String: Any]]
  edit(&events[index])
  object["events"] = events
}

private func editActions(
  _ object: inout [String: Any], _ index: Int, _ edit: (inout [String: Any]) -> Void
) {
  var actions = object["actions"] as! [[String: Any]]
  edit(&actions[index])
  object["actions"] = actions
}
