import StarlightCore
import StarlightLZMA
import Testing

@Suite(".qr reader")
struct QuaverReplayReaderTests {
  typealias F = ReplayFixtures

  static func read(_ bytes: [UInt8]) throws -> ForeignReplay {
    try QuaverReplayReader.read(bytes, decoder: LZMAAlone())
  }

  static let frames = "-10000|0,1000|1,1050|0,1500|2,1540|0,2002|8,2032|0,2502|4,3012|0,"

  @Test("A hand-made replay decodes to its header, counts and actions")
  func handMade() throws {
    let replay = try Self.read(F.qr(frames: Self.frames))
    #expect(replay.game == .quaver && replay.game.judgeName == "quaver")
    #expect(
      replay.counts.map(\.name) == ["Marvelous", "Perfect", "Great", "Good", "Okay", "Miss"])
    #expect(replay.counts.map(\.count) == [3, 1, 0, 0, 0, 0])
    #expect(replay.storedAccuracy == 98.5 && replay.maxCombo == 4 && replay.player == "Player")
    let ours = try ForeignReplayImport.replay(replay, on: F.map())
    #expect(
      F.described(ours.actions) == [
        "1000.0 0 press", "1050.0 0 release", "1500.0 1 press", "1540.0 1 release",
        "2002.0 3 press", "2032.0 3 release", "2502.0 2 press", "3012.0 2 release",
      ])
  }

  @Test("Speed, Mirror and Strict mods; the 64-bit mods of version 0.0.2")
  func mods() throws {
    let fast = try Self.read(F.qr(frames: Self.frames, mods: 1 << 10 | 1 << 16))
    #expect(fast.rate.hundredths == 150 && fast.windowMod == .strict)
    let mirrored = try Self.read(F.qr(frames: Self.frames, mods: Int64(Int32.min)))
    #expect(mirrored.columnMods == [.mirror])
    let new = try Self.read(F.qr(frames: Self.frames, version: "0.0.2", mods: 1 << 33 | 1 << 31))
    #expect(new.rate.hundredths == 105 && new.columnMods == [.mirror])
    let none = try Self.read(F.qr(frames: Self.frames, mods: -1))
    #expect(none.modNames.isEmpty)
  }

  @Test("Bad files: one line naming the problem")
  func badInput() throws {
    let good = F.qr(frames: Self.frames)
    let cases: [([UInt8], String)] = [
      (Array(good.prefix(30)), "truncated"),
      (F.qr(frames: Self.frames, mode: 3), "not a keys replay"),
      (F.qr(frames: "1000|1,900|0,"), "times run backwards"),
      (F.qr(frames: "1000|1024,"), "key state"),
      (F.qr(frames: Self.frames, counts: [1, 0, 0, 0, 0, -1]), "count of Miss"),
      (F.qr(frames: Self.frames, maxCombo: 40), "counts do not add up"),
      (F.qr(frames: Self.frames, version: "9.9"), "replay version"),
      (F.qr(frames: Self.frames, mods: 1 << 23), "Randomize"),
      (Array(good.prefix(good.count - 10)), "LZMA"),
    ]
    for (bytes, expected) in cases {
      let message: String
      do {
        _ = try Self.read(bytes)
        message = "read"
      } catch {
        message = "\(error)"
      }
      #expect(message.contains(expected), "\(message) should say \(expected)")
    }
  }

  @Test("A key beyond the chart's columns is refused")
  func keysBeyond() throws {
    let replay = try Self.read(F.qr(frames: "1000|16,1050|0,"))
    #expect(throws: ForeignReplayError.self) { try ForeignReplayImport.replay(replay, on: F.map()) }
  }
}
