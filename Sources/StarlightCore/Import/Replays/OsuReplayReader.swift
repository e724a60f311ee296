/// Reads an osu! replay (`.osr`, stable or lazer) of an osu!mania run, as the osu! wiki's
/// "osr (file format)" page and lazer's `LegacyScoreDecoder` describe it: the header
/// (mode, version, hashes, player, counts, score, combo, mods, life bar, date), the LZMA
/// frames, the online score id and lazer's trailing score data. Every field is checked;
/// anything wrong is one `ForeignReplayError` naming the problem.
public enum OsuReplayReader {
  /// No osu!mania replay is near these: a 10-minute map is a few hundred kilobytes.
  public static let maxFileBytes = 32 << 20
  public static let maxFrameTextBytes = 64 << 20
  static let maniaMode: UInt8 = 3
  /// Versions are dates: stable's from 2007 on; lazer writes 30000001 and later.
  static let versionRange: ClosedRange<Int32> = 20_070_101...39_999_999
  static let firstLazerVersion: Int32 = 30_000_001
  /// The online score id is an Int64 from this version, an Int32 from the next, absent before.
  static let longScoreIDVersion: Int32 = 20_140_721
  static let intScoreIDVersion: Int32 = 20_121_008
  /// .NET's `DateTime.MaxValue.Ticks` and the ticks at 1970-01-01.
  static let maxTicks: Int64 = 3_155_378_975_999_999_999
  static let unixEpochTicks: Int64 = 621_355_968_000_000_000
  static let modeNames = ["osu!standard", "osu!taiko", "osu!catch", "osu!mania"]
  /// osu!mania's counts in the file's order and what each is in mania.
  static let countNames = ["300", "100", "50", "MAX", "200", "miss"]
  /// The same tiers best first, as the game shows them.
  static let tierOrder = ["MAX", "300", "200", "100", "50", "miss"]

  public static func read(_ bytes: [UInt8], decoder: some CompressedDataDecoder)
    throws(ForeignReplayError) -> ForeignReplay
  {
    guard bytes.count <= maxFileBytes else {
      throw ForeignReplayError(
        "oversized: \(bytes.count) bytes; an .osr is at most \(maxFileBytes)")
    }
    var reader = BinaryFieldReader(bytes)
    let mode = try reader.byte("mode")
    guard mode == maniaMode else {
      let name = Int(mode) < modeNames.count ? modeNames[Int(mode)] : "no osu! mode"
      throw ForeignReplayError(
        "not mania: the replay's mode is \(mode) (\(name)); only osu!mania (3) is judged here")
    }
    let version = try reader.integer(Int32.self, "game version")
    guard versionRange.contains(version) else {
      throw ForeignReplayError(
        "game version \(version) is not an osu! version (a date from 2007 on)")
    }
    let beatmapMD5 = try reader.osuString("beatmap MD5")
    guard MD5Text.isValid(beatmapMD5) else {
      throw ForeignReplayError(
        "the beatmap MD5 '\(PrintableExcerpt.of(beatmapMD5))' is not 32 hex digits")
    }
    let player = try reader.osuString("player name")
    let replayMD5 = try reader.osuString("replay MD5")
    guard replayMD5.isEmpty || MD5Text.isValid(replayMD5) else {
      throw ForeignReplayError(
        "the replay MD5 '\(PrintableExcerpt.of(replayMD5))' is not 32 hex digits")
    }
    var raw: [String: Int] = [:]
    for name in countNames { raw[name] = Int(try reader.integer(UInt16.self, "count of \(name)s")) }
    let score = try reader.integer(Int32.self, "total score")
    guard score >= 0 else { throw ForeignReplayError("total score \(score) is negative") }
    let maxCombo = Int(try reader.integer(UInt16.self, "max combo"))
    let perfect = try reader.byte("perfect flag")
    guard perfect <= 1 else { throw ForeignReplayError("perfect flag is \(perfect), not 0 or 1") }
    let mods = OsuMods(rawValue: try reader.integer(UInt32.self, "mods"))
    try check(mods)
    if mods.contains(.scoreV2), version < firstLazerVersion {
      throw ForeignReplayError(
        "played with ScoreV2: osu! stable then judges a hold's head and tail apart, without combo ticks, and scores otherwise, which is not supported here"
      )
    }
    _ = try reader.osuString("life bar graph")
    let ticks = try reader.integer(Int64.self, "timestamp")
    guard (0...maxTicks).contains(ticks) else {
      throw ForeignReplayError("timestamp \(ticks) is outside .NET's dates")
    }
    let frameData = try byteArray(&reader, "compressed replay data")
    if version >= longScoreIDVersion {
      _ = try reader.integer(Int64.self, "online score id")
    } else if version >= intScoreIDVersion {
      _ = try reader.integer(Int32.self, "online score id")
    }
    let isLazer = version >= firstLazerVersion
    var lazerColumnMods: [ManiaColumnMod]?
    if isLazer, reader.remaining > 0 {
      // lazer's score data (statistics and mods as JSON), compressed the same way: read for
      // the mods' settings, the header's counts already being lazer's statistics.
      let scoreData = try byteArray(&reader, "lazer score data")
      if !scoreData.isEmpty {
        lazerColumnMods = try OsuLazerScoreData.columnMods(
          decompress(scoreData, decoder, "lazer score data"))
      }
    }
    guard reader.remaining == 0 else {
      throw ForeignReplayError("oversized: \(reader.remaining) bytes follow the end of the replay")
    }
    let text = frameData.isEmpty ? [] : try decompress(frameData, decoder, "replay frames")
    let parsed = try OsuReplayFrames.parse(text)
    var columnProblem: String?
    if mods.contains(.random), lazerColumnMods == nil {
      columnProblem =
        isLazer
        ? "played with the Random mod, but the replay holds no lazer score data with its seed"
        : "played with the Random mod: osu! stable shuffles the columns with a generator it never published, so the columns pressed cannot be mapped back to the chart's"
    }
    if mods.contains(.keyCoop) {
      columnProblem =
        "played with Co-op: osu! splits the chart over two stages of columns, which is not supported here"
    }
    var replay = ForeignReplay(
      game: isLazer ? .osuLazer : .osuStable, gameVersion: String(version),
      beatmapMD5: beatmapMD5.lowercased(), replayMD5: replayMD5.lowercased(), player: player,
      counts: tierOrder.map { TierCount($0, raw[$0] ?? 0) }, score: Int64(score),
      maxCombo: maxCombo, storedAccuracy: nil, modNames: mods.shortNames,
      rate: PlaybackRate(hundredths: mods.rateHundredths) ?? .normal,
      pitchFollowsRate: mods.pitchFollowsRate,
      columnMods: lazerColumnMods ?? (mods.contains(.mirror) ? [.mirror] : []),
      windowMod: mods.contains(.hardRock) ? .hardRock : mods.contains(.easy) ? .easy : nil,
      keyCountMod: mods.keyCount, playedAt: (ticks - unixEpochTicks) / 10_000_000,
      frames: parsed.frames, seed: parsed.seed)
    replay.columnProblem = columnProblem
    replay.noFail = mods.contains(.noFail)
    return replay
  }

  /// Mods osu! itself never combines.
  private static func check(_ mods: OsuMods) throws(ForeignReplayError) {
    if mods.contains(.halfTime), mods.contains(.doubleTime) {
      throw ForeignReplayError("mods claim both DT and HT, which osu! never combines")
    }
    if mods.contains(.hardRock), mods.contains(.easy) {
      throw ForeignReplayError("mods claim both HR and EZ, which osu! never combines")
    }
    if mods.contains(.nightcore), !mods.contains(.doubleTime) {
      throw ForeignReplayError("mods claim NC without DT's bit, which osu! always sets with it")
    }
    let keyMods = OsuMods.keyBits.filter { mods.rawValue & (1 << $0.bit) != 0 }
    if keyMods.count > 1 {
      throw ForeignReplayError("mods claim \(keyMods.count) key counts at once")
    }
  }

  /// A .NET byte array as osu! writes it: an Int32 length (-1 for none), then the bytes.
  private static func byteArray(_ reader: inout BinaryFieldReader, _ field: String)
    throws(ForeignReplayError) -> [UInt8]
  {
    let length = try reader.integer(Int32.self, "length of the \(field)")
    if length == -1 { return [] }
    guard length >= 0 else {
      throw ForeignReplayError("the \(field) claims a length of \(length) bytes")
    }
    return Array(try reader.take(Int(length), field))
  }

  private static func decompress(
    _ data: [UInt8], _ decoder: some CompressedDataDecoder, _ field: String
  ) throws(ForeignReplayError) -> [UInt8] {
    switch decoder.decompress(data, limit: maxFrameTextBytes) {
    case .success(let bytes): return bytes
    case .failure(let error): throw ForeignReplayError("\(field): \(error)")
    }
  }
}
