import StarlightCore
import StarlightLZMA
import Testing

/// The whole chain on hand-made files: an `.osr` or `.qr` read, made our replay on its chart,
/// judged under its game's judge and checked against the counts the file records.
@Suite("Imported replays checked against their game's counts")
struct ForeignReplayCheckTests {
  typealias F = ReplayFixtures

  @Test("An .osr whose counts are what osu-stable gives passes; other counts drift")
  func osr() throws {
    let map = try F.map()
    // Every press within 16 ms (osu!'s MAX at any OD): four MAX, holds judged once.
    let good = try OsuReplayReader.read(
      F.osr(frames: OsuReplayReaderTests.handMade, counts: [4, 0, 0, 0, 0, 0]),
      decoder: LZMAAlone())
    let replay = try ForeignReplayImport.replay(good, on: map)
    #expect(replay.judge.id == .osuStable && replay.judge.overallDifficulty == 8)
    #expect(try ReplayChecker.check(replay, beatMap: map).status == .passed)
    let wrong = try OsuReplayReader.read(
      F.osr(frames: OsuReplayReaderTests.handMade, counts: [3, 1, 0, 0, 0, 0]),
      decoder: LZMAAlone())
    let drift = try ReplayChecker.check(ForeignReplayImport.replay(wrong, on: map), beatMap: map)
    #expect(drift.status == .drifted)
    #expect(drift.drift.counts.map(\.name) == ["MAX", "300"])
  }

  @Test("HR on an .osr is the osu-stable judge's HR; a lazer replay takes osu-lazer")
  func judges() throws {
    let map = try F.map()
    let hardRock = try OsuReplayReader.read(
      F.osr(frames: OsuReplayReaderTests.handMade, mods: [.hardRock]), decoder: LZMAAlone())
    #expect(try ForeignReplayImport.replay(hardRock, on: map).judge.osuMod == .hardRock)
    var lazer = F.osr(frames: OsuReplayReaderTests.handMade, version: 30_000_016)
    lazer += [0xFF, 0xFF, 0xFF, 0xFF]
    let read = try OsuReplayReader.read(lazer, decoder: LZMAAlone())
    #expect(try ForeignReplayImport.replay(read, on: map).judge.id == .osuLazer)
  }

  @Test("A .qr is judged under quaver, heads and tails apart")
  func qr() throws {
    let map = try F.map()
    let read = try QuaverReplayReader.read(
      F.qr(frames: QuaverReplayReaderTests.frames, counts: [5, 0, 0, 0, 0, 0], maxCombo: 5),
      decoder: LZMAAlone())
    let replay = try ForeignReplayImport.replay(read, on: map)
    #expect(replay.judge.id == .quaver)
    let result = try ReplayChecker.check(replay, beatMap: map)
    // Quaver counted five Marvelous: ours are the same, tier by tier, not merely five.
    #expect(result.actual.counts.map(\.count) == [5, 0, 0, 0, 0, 0])
    #expect(result.drift.isEmpty)
  }
}
