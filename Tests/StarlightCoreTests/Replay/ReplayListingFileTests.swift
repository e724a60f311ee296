import Foundation
import StarlightCore
import Testing

/// The replay list reads only a file's list keys; what it reads must be what the whole
/// file decodes to, for every replay of the repository and for the same files written as
/// versions 5 and 4 (whose missing keys read as their defaults).
@Suite struct ReplayListingFileTests {
  static func fixtures() throws -> [(name: String, bytes: [UInt8])] {
    let folder = repositoryRoot().appendingPathComponent("Tests/Fixtures/Replays")
    return try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".json") }.sorted().map { name in
        (name, Array(try Data(contentsOf: folder.appendingPathComponent(name))))
      }
  }

  /// The file as an older version wrote it: the keys that version lacks taken out.
  static func older(_ bytes: [UInt8], version: Int) throws -> [UInt8] {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    object["version"] = version
    for key in ["judge", "origin", "expected", "passesExpected", "mods", "failure", "view"] {
      object[key] = nil
    }
    if version < 5 { object["playback"] = nil }
    return Array(try JSONSerialization.data(withJSONObject: object))
  }

  @Test("the list's facts equal the whole file's, for versions 6, 5 and 4")
  func sameAsWholeFile() throws {
    var charted = 0
    for (name, bytes) in try Self.fixtures() {
      let practice = name.contains("practice")
      let versions: [[UInt8]] =
        practice
        ? [bytes] : [bytes, try Self.older(bytes, version: 5), try Self.older(bytes, version: 4)]
      for file in versions {
        let replay = try ReplayCodec.decode(file)
        let whole = replay.beatMap.flatMap {
          replay.chapter == .firewall ? SavedReplay.Facts(replay, chartHash: $0.sha256) : nil
        }
        let listed = SavedReplay(fileName: name, bytes: file)
        #expect(listed?.facts == whole, "\(name)")
        if whole != nil { charted += 1 }
      }
    }
    #expect(charted > 40, "the fixtures' chart replays were compared")
  }

  @Test("another chapter's replay is not a chart's; a file that is not a replay is damaged")
  func otherFiles() {
    #expect(
      SavedReplay(
        fileName: "x.json",
        bytes: Array(#"{"format":"starlight-replay","version":6,"chapter":1,"source":"live"}"#.utf8)
      )
        == nil)
    let notOurs = SavedReplay(
      fileName: "x.json", bytes: Array(#"{"format":"osu","version":6}"#.utf8))
    #expect(
      notOurs?.content == .damaged("not a replay: format is 'osu', expected 'starlight-replay'"))
    let badRate = SavedReplay(
      fileName: "x.json",
      bytes: Array(
        #"{"format":"starlight-replay","version":6,"chapter":4,"source":"live","beatMap":{"title":"A","sha256":"a"},"playback":{"rateHundredths":7}}"#
          .utf8))
    #expect(badRate?.facts == nil)
  }
}
