import Foundation
import Testing

@testable import StarlightCore

/// A long song's length is read from its ends (issue 24: a beat map's load is not doubled by
/// reading its whole audio file), and equals the length the whole file gives.
@Suite struct AudioLengthFromEndsTests {
  private static let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  private func bothWays(_ path: String) throws -> (ends: Nanoseconds, whole: Nanoseconds) {
    let whole = try AudioDurationProbe.duration(
      of: [UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
    let ends = try BeatMapLoader.fileDuration(resolving: path, in: "/").get()
    return (ends, whole)
  }

  @Test func aLongOggGivesTheSameLengthFromItsEnds() throws {
    let path = Self.repository.appendingPathComponent("Assets/Audio/audio_bgm_main.ogg").path
    let size = try #require(FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size > 2 * BeatMapLoader.audioProbeEdgeBytes)
    let (ends, whole) = try bothWays(path)
    #expect(ends == whole)
    #expect(ends == .seconds(96))
  }

  @Test func aLongWAVGivesTheSameLengthFromItsHeader() throws {
    let rate = 8_000
    let frames = rate * 80
    var wav = Data("RIFF".utf8)
    func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
    func le16(_ value: Int) -> Data { withUnsafeBytes(of: UInt16(value).littleEndian) { Data($0) } }
    wav += le32(36 + frames * 2) + Data("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1)
    wav += le32(rate) + le32(rate * 2) + le16(2) + le16(16) + Data("data".utf8) + le32(frames * 2)
    wav += Data(count: frames * 2)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("long-\(UUID().uuidString).wav").path
    try wav.write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (ends, whole) = try bothWays(path)
    #expect(ends == whole)
    #expect(ends == .seconds(80))
  }

  @Test func aTruncatedWAVIsMeasuredByWhatItHolds() throws {
    let rate = 8_000
    var wav = Data("RIFF".utf8)
    func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
    func le16(_ value: Int) -> Data { withUnsafeBytes(of: UInt16(value).littleEndian) { Data($0) } }
    // The header claims 200 s; the file holds 70 s.
    wav += le32(36 + rate * 400) + Data("WAVEfmt ".utf8) + le32(16) + le16(1) + le16(1)
    wav += le32(rate) + le32(rate * 2) + le16(2) + le16(16) + Data("data".utf8) + le32(rate * 400)
    wav += Data(count: rate * 2 * 70)
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("short-\(UUID().uuidString).wav").path
    try wav.write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let (ends, whole) = try bothWays(path)
    #expect(ends == whole)
    #expect(ends == .seconds(70))
  }
}
