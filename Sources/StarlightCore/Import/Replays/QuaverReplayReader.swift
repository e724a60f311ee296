/// Reads a Quaver replay (`.qr`), as Quaver.API's `Replays/Replay.cs` writes it: .NET
/// strings for the replay version, map MD5, replay MD5, player and date; the time played
/// (ms since 1970), the mode (1 = 4K, 2 = 7K), the mods (Int32 before version 0.0.2, with
/// Mirror in the sign bit; Int64 from it), score, accuracy, max combo, the six counts
/// (Marv, Perf, Great, Good, Okay, Miss), the pause count, the Randomize seed (from 0.0.1),
/// then to the end of the file the LZMA-compressed frames `time|keys,` with absolute times.
public enum QuaverReplayReader {
  public static let maxFileBytes = 32 << 20
  public static let maxFrameTextBytes = 64 << 20
  static let countNames = ["Marvelous", "Perfect", "Great", "Good", "Okay", "Miss"]
  static let modes: [Int32: String] = [1: "4K", 2: "7K"]
  static let maxFrames = 4_000_000
  /// Quaver's times are whole milliseconds; none is a day away.
  static let maxMs = 86_400_000
  /// Quaver's key state covers 7 keys and two scratch lanes.
  static let maxKeyBits = 9

  public static func read(_ bytes: [UInt8], decoder: some CompressedDataDecoder)
    throws(ForeignReplayError) -> ForeignReplay
  {
    guard bytes.count <= maxFileBytes else {
      throw ForeignReplayError("oversized: \(bytes.count) bytes; a .qr is at most \(maxFileBytes)")
    }
    var reader = BinaryFieldReader(bytes)
    let version = try reader.dotNetString("replay version")
    guard ["None", "0.0.1", "0.0.2"].contains(version) else {
      throw ForeignReplayError(
        "replay version '\(PrintableExcerpt.of(version))' is not one Quaver writes (None, 0.0.1, 0.0.2)"
      )
    }
    let mapMD5 = try reader.dotNetString("map MD5")
    guard MD5Text.isValid(mapMD5) else {
      throw ForeignReplayError("the map MD5 '\(PrintableExcerpt.of(mapMD5))' is not 32 hex digits")
    }
    let replayMD5 = try reader.dotNetString("replay MD5")
    let player = try reader.dotNetString("player name")
    _ = try reader.dotNetString("date")
    let played = try reader.integer(Int64.self, "time played")
    guard played >= 0, played < 253_402_300_800_000 else {
      throw ForeignReplayError("time played \(played) is not a date")
    }
    let mode = try reader.integer(Int32.self, "mode")
    guard modes[mode] != nil else {
      throw ForeignReplayError("not a keys replay: mode \(mode) is neither 4K (1) nor 7K (2)")
    }
    let mods: QuaverMods
    if version == "0.0.2" {
      mods = QuaverMods(rawValue: try reader.integer(Int64.self, "mods"))
    } else {
      // Mirror was the sign bit of an Int32; -1 meant none.
      let raw = try reader.integer(Int32.self, "mods")
      mods = QuaverMods(rawValue: raw == -1 ? 0 : Int64(UInt32(bitPattern: raw)))
    }
    guard mods.rawValue >= 0, mods.rawValue & ~QuaverMods.known == 0 else {
      throw ForeignReplayError("mods \(mods.rawValue) set bits Quaver has never defined")
    }
    for (bit, name) in [
      (QuaverMods.randomize, "Randomize"), (QuaverMods.inverse, "Inverse"),
      (QuaverMods.fullLN, "Full LN"), (QuaverMods.noLongNotes, "No Long Notes"),
    ] where mods.has(bit) {
      throw ForeignReplayError("played with \(name), which changes the chart; not supported")
    }
    let rate = try mods.rateHundredths()
    let score = try reader.integer(Int32.self, "score")
    let accuracy = try reader.float("accuracy")
    let maxCombo = try reader.integer(Int32.self, "max combo")
    var counts: [TierCount] = []
    for name in countNames {
      let count = try reader.integer(Int32.self, "count of \(name)")
      guard count >= 0 else { throw ForeignReplayError("count of \(name) is \(count)") }
      counts.append(TierCount(name, Int(count)))
    }
    guard score >= 0, accuracy.isFinite, (-100...100).contains(accuracy), maxCombo >= 0 else {
      throw ForeignReplayError(
        "score \(score), accuracy \(accuracy) or max combo \(maxCombo) is out of range")
    }
    let total = counts.reduce(0) { $0 + $1.count }
    guard Int(maxCombo) <= total else {
      throw ForeignReplayError(
        "counts do not add up: max combo \(maxCombo) is more than the \(total) judgements")
    }
    _ = try reader.integer(Int32.self, "pause count")
    if version != "None" { _ = try reader.integer(Int32.self, "randomize seed") }
    let compressed = Array(try reader.take(reader.remaining, "replay frames"))
    let text: [UInt8]
    switch decoder.decompress(compressed, limit: maxFrameTextBytes) {
    case .success(let bytes): text = bytes
    case .failure(let error): throw ForeignReplayError("replay frames: \(error)")
    }
    return ForeignReplay(
      game: .quaver, gameVersion: version, beatmapMD5: mapMD5.lowercased(),
      replayMD5: replayMD5.lowercased(), player: player, counts: counts, score: Int64(score),
      maxCombo: Int(maxCombo), storedAccuracy: Double(accuracy), modNames: mods.names,
      rate: PlaybackRate(hundredths: rate) ?? .normal, pitchFollowsRate: true,
      columnMods: mods.has(QuaverMods.mirror) ? [.mirror] : [],
      windowMod: mods.has(QuaverMods.strict) ? .strict : mods.has(QuaverMods.chill) ? .chill : nil,
      keyCountMod: nil, playedAt: played / 1000, frames: try frames(text), seed: nil)
  }

  /// `time|keys,` with absolute whole-millisecond times that never run backwards.
  static func frames(_ text: [UInt8]) throws(ForeignReplayError) -> [KeyStateFrame] {
    var frames: [KeyStateFrame] = []
    var index = 0
    for piece in text.split(separator: ASCII.comma) {
      index += 1
      guard index <= maxFrames else {
        throw ForeignReplayError("oversized: more than \(maxFrames) replay frames")
      }
      let fields = piece.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
      let timeText = fields.first.map { String(decoding: $0, as: UTF8.self) } ?? ""
      let keysText = fields.count > 1 ? String(decoding: fields[1], as: UTF8.self) : ""
      guard fields.count == 2, let time = Int(timeText), abs(time) <= maxMs else {
        throw ForeignReplayError(
          "replay frame \(index) '\(PrintableExcerpt.of(String(decoding: piece, as: UTF8.self)))' is not time|keys with a time under a day"
        )
      }
      guard let keys = UInt32(keysText), keys < 1 << maxKeyBits else {
        throw ForeignReplayError(
          "replay frame \(index): keys '\(PrintableExcerpt.of(keysText))' is not a key state of at most \(maxKeyBits) keys"
        )
      }
      if let last = frames.last, Double(time) < last.timeMs {
        throw ForeignReplayError(
          "times run backwards: frame \(index) at \(time) ms follows \(Int(last.timeMs)) ms")
      }
      frames.append(KeyStateFrame(timeMs: Double(time), keys: keys))
    }
    return frames
  }
}
