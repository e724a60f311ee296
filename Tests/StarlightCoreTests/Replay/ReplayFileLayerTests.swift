import Foundation
import StarlightCore
import Testing

/// Versions 4, 5 and 6 read and write as layers (each the one before plus its own keys):
/// every fixture replay writes back to the same keys and values, and the same file written as
/// versions 5 and 4 reads as that replay without the keys those versions lack.
@Suite struct ReplayFileLayerTests {
  @Test("every fixture replay writes back to the same keys and values")
  func writesTheSameKeys() throws {
    for (name, bytes) in try ReplayListingFileTests.fixtures() {
      let written = ReplayCodec.encode(try ReplayCodec.decode(bytes))
      // The tuning is written whole, with values added since a fixture was made: apart.
      let (fixture, fixtureTuning) = try Self.object(bytes)
      let (rewritten, rewrittenTuning) = try Self.object(written)
      #expect(fixture == rewritten, "\(name)")
      #expect(
        try ReplayCodec.decode(written) == ReplayCodec.decode(bytes), "\(name)")
      #expect(fixtureTuning.allSatisfy { rewrittenTuning[$0.key] != nil }, "\(name)")
    }
  }

  /// A file's top-level object without its tuning, and the tuning's groups.
  static func object(_ bytes: [UInt8]) throws -> (NSDictionary, [String: Any]) {
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
    let tuning = try #require(object.removeValue(forKey: "tuning") as? [String: Any])
    // So is each tuning change's: its time stays.
    if let changes = object["tuningChanges"] as? [[String: Any]] {
      object["tuningChanges"] = changes.map { $0["timeNs"] ?? NSNull() }
    }
    return (object as NSDictionary, tuning)
  }

  @Test("a version 5 or 4 file reads as version 6 without the keys it lacks")
  func olderVersionsRead() throws {
    for (name, bytes) in try ReplayListingFileTests.fixtures() where !name.contains("practice") {
      var replay = try ReplayCodec.decode(bytes)
      replay.judge = .starlight
      replay.origin = nil
      replay.expected = nil
      replay.failure = .firewallIntegrity
      replay.mods = .none
      replay.view = nil
      let version5 = try ReplayListingFileTests.older(bytes, version: 5)
      #expect(try ReplayCodec.decode(version5) == replay, "\(name) as version 5")
      replay.playback = .normal
      let version4 = try ReplayListingFileTests.older(bytes, version: 4)
      #expect(try ReplayCodec.decode(version4) == replay, "\(name) as version 4")
    }
  }

  static func message(decoding file: String) -> String? {
    do {
      _ = try ReplayCodec.decode(Array(file.utf8))
      return nil
    } catch {
      return error.message
    }
  }

  @Test("of several bad keys, the one always read first is named")
  func firstBadKeyNamed() {
    let file =
      #"{"format":"starlight-replay","version":6,"chapter":1,"tuning":{},"autoAssist":false,"seed":0,"audioOffsetNs":0,"source":"live","actions":[],"view":true,"mods":true,"passesExpected":true,"failure":true}"#
    #expect(Self.message(decoding: file) == "not a replay: wrong type at 'failure'")
    let version4 =
      #"{"format":"starlight-replay","version":4,"chapter":1,"tuning":{},"autoAssist":false,"seed":0,"audioOffsetNs":0,"source":"live","actions":[],"audio":true,"end":{"reason":"x"}}"#
    #expect(Self.message(decoding: version4) == "not a replay: bad value at 'end.reason'")
  }
}
