import Foundation
import StarlightCore

/// Test support: writes our replay of an osu!mania chart as an osu! stable `.osr`, the layout
/// `OsuReplayReader` reads: the round trip that proves the reader, and the fixtures of its
/// tests. Frames are key states at whole milliseconds after stable's two placeholder
/// frames; the compressor (LZMA alone, from `StarlightLZMA`) is handed in.
public struct OsuReplayWriter: Sendable {
  public var version: Int32 = 20_240_101
  public var beatmapMD5: String
  public var player = "StarlightSync"
  /// MAX, 300, 200, 100, 50, miss.
  public var counts: [Int] = [0, 0, 0, 0, 0, 0]
  public var score: Int32 = 0
  public var maxCombo: UInt16 = 0
  public var mods: OsuMods = []
  /// lazer's score data (JSON), written after the score id as lazer does; nil for stable.
  public var lazerScoreData: String?

  public init(beatmapMD5: String) {
    self.beatmapMD5 = beatmapMD5
  }

  /// The frames text for `actions` on `laneCount` columns: the key state after each time
  /// at which anything changes, as deltas from the previous frame.
  public static func framesText(
    _ actions: [PlayerAction], laneCount: Int, columnMods: [ManiaColumnMod] = []
  ) -> String {
    let shown = ManiaColumnMod.shownColumns(of: columnMods, columns: laneCount)
    var parts = ["0|256|-500|0", "-1|256|-500|0"]
    var previousMs = -1
    var keys: UInt32 = 0
    var index = 0
    let sorted = actions.sorted(by: PlayerAction.precedes)
    while index < sorted.count {
      let time = sorted[index].time
      while index < sorted.count, sorted[index].time == time {
        if case .lane(let lane, let action) = sorted[index].input, lane < laneCount {
          let column = shown[lane]
          if action == .press {
            keys |= 1 << UInt32(column)
          } else {
            keys &= ~(1 << UInt32(column))
          }
        }
        index += 1
      }
      let ms = Int((Double(time) / 1_000_000).rounded())
      parts.append("\(ms - previousMs)|\(keys)|0|0")
      previousMs = ms
    }
    return parts.joined(separator: ",") + ",-12345|0|0|0,"
  }

  public func bytes(frames: String, compress: ([UInt8]) -> [UInt8]) -> [UInt8] {
    var out: [UInt8] = [3]
    func int<Value: FixedWidthInteger>(_ value: Value) {
      withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
    }
    func string(_ text: String) {
      let utf8 = Array(text.utf8)
      if utf8.isEmpty { return out.append(0) }
      out.append(0x0B)
      var length = utf8.count
      repeat {
        out.append(UInt8(length & 0x7F) | (length > 0x7F ? 0x80 : 0))
        length >>= 7
      } while length > 0
      out += utf8
    }
    int(version)
    string(beatmapMD5)
    string(player)
    string(String(repeating: "0", count: 32))
    // The file's order: 300, 100, 50, geki (MAX), katu (200), miss.
    for index in [1, 3, 4, 0, 2, 5] { int(UInt16(clamping: counts[index])) }
    int(score)
    int(maxCombo)
    out.append(counts[5] == 0 ? 1 : 0)
    int(mods.rawValue)
    string("")
    int(Int64(638_400_000_000_000_000))
    let data = compress(Array(frames.utf8))
    int(Int32(data.count))
    out += data
    int(Int64(0))
    if let lazerScoreData {
      let scoreData = compress(Array(lazerScoreData.utf8))
      int(Int32(scoreData.count))
      out += scoreData
    }
    return out
  }
}
