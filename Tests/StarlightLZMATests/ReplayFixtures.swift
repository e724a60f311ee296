import StarlightCore
import StarlightLZMA

/// A small osu!mania chart (4K, 120 BPM from 1000 ms: taps at 1000, 1500 and 2000 ms in
/// columns 0, 1 and 3, a hold in column 2 from 2500 to 3000 ms) and builders of `.osr` and
/// `.qr` bytes with hand-written frames.
enum ReplayFixtures {
  static let osuText = """
    osu file format v14

    [General]
    AudioFilename: missing.ogg
    Mode: 3

    [Metadata]
    Title:Replay fixture
    Artist:Tests
    Version:4K Test

    [Difficulty]
    CircleSize:4
    OverallDifficulty:8

    [TimingPoints]
    1000,500,4,1,0,100,1,0

    [HitObjects]
    64,192,1000,1,0,0:0:0:0:
    192,192,1500,1,0,0:0:0:0:
    448,192,2000,1,0,0:0:0:0:
    320,192,2500,128,0,3000:0:0:0:0:

    """

  static var osuBytes: [UInt8] { Array(osuText.utf8) }

  static func map() throws -> BeatMap {
    let imported = try BeatMapImporter.importChart(
      data: osuBytes, fileName: "fixture.osu", format: .osu, chart: nil)
    return try BeatMapLoader.assemble(imported, audioDuration: nil)
  }

  static var md5: String { MD5Text.of(osuBytes) }

  /// An `.osr` of `frames` (the text inside the LZMA data) with the given header fields.
  static func osr(
    frames: String, counts: [Int] = [3, 1, 0, 0, 0, 0], mods: OsuMods = [],
    version: Int32 = 20_240_101, md5: String? = nil
  ) -> [UInt8] {
    var writer = OsuReplayWriter(beatmapMD5: md5 ?? self.md5)
    writer.counts = counts
    writer.mods = mods
    writer.version = version
    writer.maxCombo = 4
    writer.score = 1_000_000
    return writer.bytes(frames: frames, compress: LZMAAlone.compress)
  }

  /// A Quaver `.qr`: .NET strings and little-endian fields, then the LZMA frames.
  static func qr(
    frames: String, version: String = "0.0.1", mode: Int32 = 1, mods: Int64 = 0,
    counts: [Int32] = [3, 1, 0, 0, 0, 0], maxCombo: Int32 = 4, md5: String? = nil
  ) -> [UInt8] {
    var out: [UInt8] = []
    func int<Value: FixedWidthInteger>(_ value: Value) {
      withUnsafeBytes(of: value.littleEndian) { out.append(contentsOf: $0) }
    }
    func string(_ text: String) {
      let utf8 = Array(text.utf8)
      var length = utf8.count
      repeat {
        out.append(UInt8(length & 0x7F) | (length > 0x7F ? 0x80 : 0))
        length >>= 7
      } while length > 0
      out += utf8
    }
    string(version)
    string(md5 ?? self.md5)
    string(String(repeating: "a", count: 32))
    string("Player")
    string("11/26/2026 10:00:00")
    int(Int64(1_795_000_000_000))
    int(mode)
    if version == "0.0.2" { int(mods) } else { int(Int32(truncatingIfNeeded: mods)) }
    int(Int32(990_000))
    int(Float(98.5).bitPattern)
    int(maxCombo)
    for count in counts { int(count) }
    int(Int32(0))
    if version != "None" { int(Int32(-1)) }
    out += LZMAAlone.compress(Array(frames.utf8))
    return out
  }

  /// Press and release times (ms) and lanes, for comparing actions.
  static func described(_ actions: [PlayerAction]) -> [String] {
    actions.map {
      "\(Double($0.time) / 1e6) \($0.lane ?? -1) \($0.laneAction?.rawValue ?? "?")"
    }
  }
}
