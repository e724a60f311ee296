import Foundation
import Testing

@testable import StarlightCore

/// A replay records how the lanes were drawn (`view`, version 6) for watching; judging never
/// reads it.
@Suite("Replay view preferences")
struct ReplayViewTests {
  static let upscrollSnapCover = ViewPreferences(
    scrollSpeed: .beats(multiplier: 3), direction: .up, judgementLinePercent: 30,
    noteColours: .snap, laneCover: .hidden, laneCoverPercent: 45, laneWidthPercent: 80,
    comboPercent: 10, judgementTextPercent: 60)

  @Test("the same replay with different view preferences re-simulates to identical judgements")
  func viewNeverJudged() throws {
    let map = try PlayModsTests.map()
    var replay = Autoplay(jitterStandardDeviation: .milliseconds(40), seed: 11)
      .replay(for: map, autoAssist: false)
    var runs: [FirewallRun] = []
    for view in [nil, ViewPreferences.defaults, Self.upscrollSnapCover] {
      replay.view = view
      let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
      #expect(decoded.view == view)
      let rules = try ReplaySimulator.simulate(decoded, beatMap: map)
      runs.append(try #require(rules as? FirewallRun))
    }
    let first = runs[0]
    #expect(first.judgements.contains { $0 != nil })
    for run in runs.dropFirst() {
      #expect(run.judgements == first.judgements)
      #expect(run.tailJudgements == first.tailJudgements)
      #expect(run.scoring.score == first.scoring.score)
      #expect(run.integrity == first.integrity)
    }
  }

  @Test("the view key is optional, written as settings.json's values, and clamped on load")
  func layout() throws {
    var replay = Replay(chapter: .firewall, source: .live, actions: [])
    let none = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayCodec.encode(replay))) as? [String: Any])
    #expect(none["view"] == nil)
    replay.view = Self.upscrollSnapCover
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayCodec.encode(replay))) as? [String: Any])
    let view = try #require(object["view"] as? [String: Any])
    #expect(view["scrollSpeed"] as? String == "x3")
    #expect(view["direction"] as? String == "up")
    #expect(view["noteColours"] as? String == "snap")
    #expect(view["laneCover"] as? String == "hidden")
    #expect(view["laneCoverPercent"] as? Int == 45)
    // A hand-edited value beyond its limit is drawn at the limit.
    var edited = object
    var wide = view
    wide["laneWidthPercent"] = 900
    edited["view"] = wide
    let bytes = try JSONSerialization.data(withJSONObject: edited)
    let decoded = try ReplayCodec.decode([UInt8](bytes))
    #expect(decoded.view?.laneWidthPercent == ViewPreferences.laneWidthRange.upperBound)
  }

  @Test("older replays that carry the tuning's approachTime still load and judge alike")
  func olderApproachTime() throws {
    let map = try PlayModsTests.map()
    let replay = Autoplay(jitterStandardDeviation: .milliseconds(20), seed: 5)
      .replay(for: map, autoAssist: false)
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(ReplayCodec.encode(replay))) as? [String: Any])
    var tuning = try #require(object["tuning"] as? [String: Any])
    var firewall = try #require(tuning["firewall"] as? [String: Any])
    firewall["approachTime"] = 900_000_000
    tuning["firewall"] = firewall
    object["tuning"] = tuning
    let old = try ReplayCodec.decode(
      [UInt8](try JSONSerialization.data(withJSONObject: object)))
    #expect(old == replay)
  }
}
