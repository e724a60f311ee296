import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The game's own Chapter 4 map against its own track, decoded as `beatmap align` decodes
/// it (the AudioManager on SDL's dummy driver): in sync, with a median offset within 2 ms.
@Suite("Shipped track alignment", .sdlExclusive)
struct ShippedTrackAlignmentTests {
  /// The requirement for the shipped map.
  static let maxMedianOffset = Nanoseconds.milliseconds(2)

  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  @Test("Chapter 4's map is in sync with audio_bgm_main.ogg")
  func chapterFourIsInSync() throws {
    let mapPath = Self.repository.appendingPathComponent("BeatMaps/chapter4_firewall.json").path
    let map = try BeatMapLoader.load(path: mapPath)
    let audio = AudioManager(assetsDirectory: "", settings: AudioSettings(), mode: .decodeOnly)
    try #require(audio.isAvailable)
    let audioPath = BeatMapLoader.resolve(audioFile: map.audioFile, relativeTo: mapPath)
    try #require(audio.loadSong(path: audioPath))
    let clip = try #require(audio.songClip)
    let onsets = OnsetDetector().onsets(
      in: MonoMix.mono(clip.samples, channels: clip.channels), sampleRate: audio.format.sampleRate)
    let report = AlignmentChecker.check(noteTimes: map.notes.map(\.time), onsets: onsets)
    #expect(report.verdict == .inSync)
    let median = try #require(report.medianOffset)
    #expect(median.magnitude <= Self.maxMedianOffset.magnitude)
    #expect(report.matchedCount * 10 >= map.notes.count * 9)
  }
}
