import Testing

@testable import StarlightCore

/// `replay check` on a practice run: each pass expects what it reached when played, a pass
/// whose recorded judgement was edited drifts on that pass's note (the section's lane and
/// time), and `--update` writes the passes' outcomes back.
@Suite("Practice replay check")
struct PracticeReplayCheckTests {
  static func recorded() throws -> (Replay, BeatMap) {
    let map = try ReplayCheckerTests.map()
    let plan = try PracticePlan(
      section: PracticeSection.beats(16, to: 32, in: map), loops: .times(3), gap: .seconds(1),
      countInBeats: 2, rate: try #require(PlaybackRate(hundredths: 125)))
    let replay = PracticeBot.replay(
      plan: plan, map: map, bot: Autoplay(jitterStandardDeviation: .milliseconds(35), seed: 5))
    return (replay, map)
  }

  @Test("A practice run records each pass's outcome, which re-simulation gives again")
  func passes() throws {
    let (played, map) = try Self.recorded()
    let passes = try #require(played.practice?.passes)
    #expect(passes.count == 3)
    #expect(passes.allSatisfy { $0.expected?.notes?.isEmpty == false })
    let replay = try ReplayCodec.decode(ReplayCodec.encode(played))
    #expect(replay.practice?.passes.map(\.expected) == passes.map(\.expected))
    let result = try ReplayChecker.check(replay, beatMap: map)
    #expect(result.status == .passed, "\(result.drift.lines())")
    #expect(result.passes.count == 3)
    let judged = result.passes.reduce(0) { $0 + ($1.notes?.count ?? 0) }
    #expect(result.actual.counts.reduce(0) { $0 + $1.count } == judged)
  }

  @Test("An edited judgement in pass 2 is a drift naming pass 2 and the section's note")
  func drift() throws {
    var (replay, map) = try Self.recorded()
    var practice = try #require(replay.practice)
    var notes = try #require(practice.passes[1].expected?.notes)
    let index = 3
    let original = notes[index]
    notes[index].judgement = original.judgement == "miss" ? "perfect" : "miss"
    practice.passes[1].expected?.notes = notes
    replay.practice = practice
    let result = try ReplayChecker.check(replay, beatMap: map)
    #expect(result.status == .drifted)
    let moved = try #require(result.drift.notes.first)
    #expect(result.drift.notes.count == 1)
    #expect(moved.pass == 2 && moved.index == index && moved.actual == original)
    let section = try #require(replay.passReplays[1].playback.section)
    let inSection = section.notes(of: map).filter { $0.kind.isPlayable && $0.kind != .mine }
    #expect(moved.time == inSection[index].time && moved.lane == inSection[index].lane)
    #expect(result.drift.lines().contains { $0.hasPrefix("pass 2 note \(index) (lane") })

    let updated = ReplayChecker.recording(result, in: replay)
    #expect(try ReplayChecker.check(updated, beatMap: map).status == .passed)
  }

  @Test("A practice replay from before passes recorded outcomes is checked on their endings")
  func olderPractice() throws {
    var (replay, map) = try Self.recorded()
    var practice = try #require(replay.practice)
    for index in practice.passes.indices { practice.passes[index].expected = nil }
    replay.practice = practice
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(decoded.practice?.passes.allSatisfy { $0.expected == nil } == true)
    #expect(try ReplayChecker.check(decoded, beatMap: map).status == .passed)
  }

  @Test("A practice run under another game's judge judges and records every pass under it")
  func judged() throws {
    let map = try ReplayCheckerTests.map()
    let plan = try PracticePlan(
      section: PracticeSection.beats(16, to: 32, in: map), loops: .times(2), gap: .seconds(1),
      countInBeats: 0)
    let replay = PracticeBot.replay(plan: plan, map: map, judge: JudgeChoice(.itg))
    #expect(replay.judge == JudgeChoice(.itg))
    let tiers = try #require(replay.practice?.passes.first?.expected?.counts.map(\.name))
    #expect(tiers.contains("Fantastic"))
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(replay))
    #expect(try ReplayChecker.check(decoded, beatMap: map).status == .passed)
  }

  @Test("A practice run records how its lanes were drawn; watching it again draws them so")
  func view() throws {
    let (played, map) = try Self.recorded()
    #expect(played.view == nil)
    var session = try PracticeSession(replaying: played, map: map)
    session.view = ReplayViewTests.upscrollSnapCover
    #expect(session.replay.view == ReplayViewTests.upscrollSnapCover)
    var recorded = played
    recorded.view = ReplayViewTests.upscrollSnapCover
    let decoded = try ReplayCodec.decode(ReplayCodec.encode(recorded))
    let watched = try PracticeSession(replaying: decoded, map: map)
    #expect(watched.view == ReplayViewTests.upscrollSnapCover)
  }
}
