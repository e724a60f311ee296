import StarlightCore
import StarlightLZMA
import Testing

@Suite(".osr reader")
struct OsuReplayReaderTests {
  typealias F = ReplayFixtures

  static func read(_ bytes: [UInt8]) throws -> ForeignReplay {
    try OsuReplayReader.read(bytes, decoder: LZMAAlone())
  }

  static func problem(_ bytes: [UInt8]) -> String {
    do {
      _ = try read(bytes)
      return "read"
    } catch {
      return "\(error)"
    }
  }

  /// Stable's placeholders, then columns 0, 1, 3 tapped and 2 held, with the seed frame.
  static let handMade =
    "0|256|-500|0,-1|256|-500|0,1001|1|0|0,50|0|0|0,450|2|0|0,40|0|0|0,"
    + "462|8|0|0,30|0|0|0,470|4|0|0,500|4|0|0,10|0|0|0,-12345|0|0|7,"

  @Test("A hand-made replay decodes to its header and key frames")
  func handMadeHeader() throws {
    let replay = try Self.read(F.osr(frames: Self.handMade, counts: [3, 1, 0, 0, 0, 0]))
    #expect(replay.game == .osuStable)
    #expect(replay.gameVersion == "20240101")
    #expect(replay.beatmapMD5 == F.md5)
    #expect(replay.player == "StarlightSync")
    #expect(replay.counts.map(\.name) == ["MAX", "300", "200", "100", "50", "miss"])
    #expect(replay.counts.map(\.count) == [3, 1, 0, 0, 0, 0])
    #expect(replay.score == 1_000_000 && replay.maxCombo == 4)
    #expect(replay.seed == 7)
    #expect(replay.frames.map(\.timeMs) == [1000, 1050, 1500, 1540, 2002, 2032, 2502, 3002, 3012])
    #expect(replay.frames.map(\.keys) == [1, 0, 2, 0, 8, 0, 4, 4, 0])
  }

  @Test("Key frames become presses and releases at their times")
  func handMadeActions() throws {
    let replay = try ForeignReplayImport.replay(
      Self.read(F.osr(frames: Self.handMade)), on: F.map())
    #expect(
      F.described(replay.actions) == [
        "1000.0 0 press", "1050.0 0 release", "1500.0 1 press", "1540.0 1 release",
        "2002.0 3 press", "2032.0 3 release", "2502.0 2 press", "3012.0 2 release",
      ])
    #expect(replay.origin?.judgeName == "osu-stable")
    #expect(replay.expected?.counts.map(\.count) == [3, 1, 0, 0, 0, 0])
  }

  @Test("Our replay written as .osr and read again gives the same actions")
  func roundTrip() throws {
    let map = try F.map()
    let ours = Autoplay(
      offset: .milliseconds(3), jitterStandardDeviation: .milliseconds(9), seed: 4
    )
    .replay(for: map, autoAssist: false)
    // osu! keeps whole milliseconds: the bot's presses rounded to them.
    let rounded = ours.actions.map {
      $0.at(Nanoseconds((Double($0.time) / 1e6).rounded()) * 1_000_000)
    }
    let text = OsuReplayWriter.framesText(rounded, laneCount: map.laneCount)
    let back = try ForeignReplayImport.replay(Self.read(F.osr(frames: text)), on: map)
    #expect(F.described(back.actions) == F.described(rounded.sorted(by: PlayerAction.precedes)))
  }

  @Test("DT, NC and HT set the rate; Mirror flips the lanes; HR is a window mod")
  func mods() throws {
    let map = try F.map()
    let dt = try Self.read(F.osr(frames: Self.handMade, mods: [.doubleTime, .hardRock]))
    #expect(dt.rate.hundredths == 150 && !dt.pitchFollowsRate && dt.windowMod == .hardRock)
    let nc = try Self.read(F.osr(frames: Self.handMade, mods: [.doubleTime, .nightcore]))
    #expect(nc.rate.hundredths == 150 && nc.pitchFollowsRate && nc.modNames == ["NC"])
    let ht = try Self.read(F.osr(frames: Self.handMade, mods: [.halfTime, .easy]))
    #expect(ht.rate.hundredths == 75 && ht.windowMod == .easy)
    let mirrored = try ForeignReplayImport.replay(
      Self.read(F.osr(frames: Self.handMade, mods: [.mirror])), on: map)
    #expect(mirrored.actions.first?.lane == 3)
    #expect(mirrored.playback.rate == .normal)
    let dtReplay = try ForeignReplayImport.replay(dt, on: map)
    #expect(dtReplay.playback.rate.hundredths == 150)
  }

  @Test("No Fail carries into the replay: the run goes on at zero life, ScoreV1 halved")
  func noFail() throws {
    let map = try F.map()
    let plain = try ForeignReplayImport.replay(Self.read(F.osr(frames: Self.handMade)), on: map)
    #expect(!plain.mods.noFail)
    let read = try Self.read(F.osr(frames: Self.handMade, mods: [.noFail]))
    #expect(read.noFail && read.modNames == ["NF"])
    #expect(try ForeignReplayImport.replay(read, on: map).mods.noFail)
  }

  @Test("Co-op, whose two stages double the columns, is refused in one line saying why")
  func coopRefused() throws {
    let read = try Self.read(F.osr(frames: Self.handMade, mods: [.keyCoop]))
    let error = #expect(throws: ForeignReplayError.self) {
      try ForeignReplayImport.replay(read, on: F.map())
    }
    #expect(error?.message.contains("Co-op") == true)
  }

  @Test("stable's ScoreV2, which judges holds otherwise, is refused in one line saying why")
  func scoreV2Refused() {
    let problem = Self.problem(F.osr(frames: Self.handMade, mods: [.scoreV2]))
    #expect(problem.contains("ScoreV2") && problem.contains("not supported"))
  }

  @Test("Key bits beyond the chart's columns are ignored")
  func extraBits() throws {
    let frames = "0|256|-500|0,-1|256|-500|0,1001|17|0|0,50|16|0|0,"
    let replay = try ForeignReplayImport.replay(Self.read(F.osr(frames: frames)), on: F.map())
    #expect(F.described(replay.actions) == ["1000.0 0 press", "1050.0 0 release"])
  }

  @Test("A negative delta drops frames until it is paid back, as osu! plays it")
  func negativeDelta() throws {
    let frames = "0|256|-500|0,-1|256|-500|0,1001|1|0|0,-30|0|0|0,20|2|0|0,20|0|0|0,40|0|0|0,"
    let replay = try Self.read(F.osr(frames: frames))
    #expect(replay.frames.map(\.timeMs) == [1000, 1010, 1050])
    #expect(replay.frames.map(\.keys) == [1, 0, 0])
  }

  @Test("A lazer replay is read as lazer's, with its trailing score data")
  func lazer() throws {
    var bytes = F.osr(frames: Self.handMade, version: 30_000_016)
    let json = LZMAAlone.compress(Array(#"{"statistics":{}}"#.utf8))
    withUnsafeBytes(of: Int32(json.count).littleEndian) { bytes += $0 }
    bytes += json
    let replay = try Self.read(bytes)
    #expect(replay.game == .osuLazer && replay.game.judgeName == "osu-lazer")
  }

  @Test("Bad files: one line naming the problem")
  func badInput() throws {
    let good = F.osr(frames: Self.handMade)
    var notMania = good
    notMania[0] = 0
    var badLZMA = good
    // The LZMA data starts after the header; wreck its middle.
    let start = good.count - 8 - 60
    for index in start..<(start + 40) { badLZMA[index] ^= 0x5A }
    var badMD5 = F.osr(frames: Self.handMade, md5: "not-a-hash")
    badMD5.removeAll { _ in false }
    let cases: [([UInt8], String)] = [
      (Array(good.prefix(20)), "truncated"),
      (Array(good.prefix(good.count - 3)), "truncated"),
      (good + [1, 2, 3], "oversized"),
      (notMania, "not mania"),
      (badLZMA, "LZMA"),
      (badMD5, "beatmap MD5"),
      (F.osr(frames: "0|256|-500|0,12|x|0|0,"), "keys 'x'"),
      (F.osr(frames: "0|256|-500|0,12|1|0,"), "is not w|x|y|z"),
      (F.osr(frames: Self.handMade, mods: [.doubleTime, .halfTime]), "DT and HT"),
      (F.osr(frames: Self.handMade, version: 7), "game version"),
    ]
    for (bytes, expected) in cases {
      let message = Self.problem(bytes)
      #expect(message.contains(expected), "\(message) should say \(expected)")
      #expect(!message.contains("\n"))
    }
  }

  @Test("Counts that do not add up to the chart are refused")
  func countsTooMany() throws {
    let replay = try Self.read(F.osr(frames: Self.handMade, counts: [3, 1, 0, 0, 0, 2]))
    #expect(throws: ForeignReplayError.self) { try ForeignReplayImport.replay(replay, on: F.map()) }
  }

  @Test("A key mod that is not the chart's key count is refused")
  func keyMod() throws {
    let replay = try Self.read(F.osr(frames: Self.handMade, mods: OsuMods(rawValue: 1 << 18)))
    #expect(replay.keyCountMod == 7)
    #expect(throws: ForeignReplayError.self) { try ForeignReplayImport.replay(replay, on: F.map()) }
  }

  @Test("A lazer replay played with Random: its seed from the score data, the lanes mapped back")
  func lazerRandom() throws {
    let map = try F.map()
    let ours = Autoplay(jitterStandardDeviation: .milliseconds(6), seed: 2)
      .replay(for: map, autoAssist: false)
    let rounded = ours.actions.map {
      $0.at(Nanoseconds((Double($0.time) / 1e6).rounded()) * 1_000_000)
    }
    for (seed, mods) in [(Int32(0), ["RD"]), (-77, ["MR", "RD"]), (424_242, ["RD", "MR"])] {
      let columnMods: [ManiaColumnMod] = mods.map { $0 == "MR" ? .mirror : .random(seed: seed) }
      var writer = OsuReplayWriter(beatmapMD5: F.md5)
      writer.version = 30_000_016
      writer.mods = mods.contains("MR") ? [.random, .mirror] : [.random]
      writer.lazerScoreData =
        #"{"mods":["#
        + mods.map {
          $0 == "MR"
            ? #"{"acronym":"MR"}"# : #"{"acronym":"RD","settings":{"seed":\#(seed)}}"#
        }.joined(separator: ",") + "]}"
      let text = OsuReplayWriter.framesText(
        rounded, laneCount: map.laneCount, columnMods: columnMods)
      let read = try Self.read(writer.bytes(frames: text, compress: LZMAAlone.compress))
      #expect(read.columnMods == columnMods)
      let back = try ForeignReplayImport.replay(read, on: map)
      #expect(
        F.described(back.actions) == F.described(rounded.sorted(by: PlayerAction.precedes)),
        "\(mods) seed \(seed)")
    }
  }

  @Test("Random without a seed to undo it is refused in one line saying why")
  func randomRefused() throws {
    let stable = try Self.read(F.osr(frames: Self.handMade, mods: [.random]))
    var lazer = OsuReplayWriter(beatmapMD5: F.md5)
    lazer.version = 30_000_016
    lazer.mods = [.random]
    lazer.lazerScoreData = #"{"mods":[{"acronym":"RD"}]}"#
    let noSeed = Self.problem(lazer.bytes(frames: Self.handMade, compress: LZMAAlone.compress))
    #expect(noSeed.contains("records no seed"))
    let map = try F.map()
    let error = #expect(throws: ForeignReplayError.self) {
      try ForeignReplayImport.replay(stable, on: map)
    }
    #expect(error?.message.contains("Random mod") == true)
    #expect(error?.message.contains("stable") == true)
  }
}
