import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Issue 12's preload: every asset decoded (on all cores at once), none twice, and the
/// finale there the instant Chapter 6 asks for it. No timing is asserted here; the time is
/// a benchmark's (`Benchmarks/Audio/preload.sh`).
@Suite(.serialized, .sdlExclusive) struct ParallelPreloadTests {
  static func writeAll(_ assets: AudioFixtureDirectory) throws -> [AudioAssetID: [Float]] {
    var written: [AudioAssetID: [Float]] = [:]
    for (index, id) in AudioAssetID.allCases.enumerated() {
      // The music much longer than the sounds, as shipped, so the decodes overlap.
      let frames = id.isMusic ? 48_000 * (3 + index) : 2_400 + index * 300
      let samples = AudioFixtureDirectory.samples(frames: frames, seed: Float(index + 1) / 50)
      try assets.write(id, samples: samples)
      written[id] = samples
    }
    return written
  }

  @Test func everyAssetIsDecodedExactlyOnce() throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("parallel")
    let written = try Self.writeAll(assets)
    let audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(muted: true), mode: .decodeOnly)
    let report = audio.preloadAll()
    #expect(report.failed.isEmpty)
    #expect(Set(report.loaded) == Set(AudioAssetID.allCases))
    #expect(report.decoded == AudioAssetID.allCases.count)
    #expect(audio.decodeCount == AudioAssetID.allCases.count)
    for id in AudioAssetID.allCases {
      #expect(audio.clip(id)?.samples == written[id], "\(id) decoded exactly")
      #expect(audio.clip(id)?.id == id.rawValue)
    }
    // Again, and the chapter's song: nothing is decoded twice.
    #expect(audio.preloadAll().decoded == 0)
    #expect(audio.loadSong(path: "\(assets.path)/Audio/audio_bgm_main.ogg"))
    #expect(audio.decodeCount == AudioAssetID.allCases.count)
    withExtendedLifetime(environment) {}
  }

  @Test(arguments: [1, 2, 4, 16])
  func theDecoderGivesEveryFileItsOwnResultWithAnyNumberOfWorkers(workers: Int) throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("workers")
    let written = try Self.writeAll(assets)
    let audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(muted: true), mode: .decodeOnly)
    #expect(audio.isAvailable)
    let ids = AudioAssetID.allCases + [.sfxClick]
    let jobs = ids.map {
      ParallelDecoder.Job(id: $0.rawValue, path: "\(assets.path)/\($0.relativePath)")
    }
    let missing = ParallelDecoder.Job(id: "missing", path: "\(assets.path)/none.ogg")
    let results = ParallelDecoder.decode(jobs + [missing], workers: workers)
    #expect(results.count == ids.count + 1)
    for (id, result) in zip(ids, results) {
      #expect((try? result.get())?.samples == written[id], "\(id)")
    }
    if case .failure(let failure) = results.last {
      #expect(failure.reason.contains("missing"))
    } else {
      Issue.record("a missing file decoded")
    }
    withExtendedLifetime(environment) {}
  }

  @Test func theFinaleIsThereTheInstantChapterSixAsksForIt() throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("finale")
    _ = try Self.writeAll(assets)
    let clock = ManualClock(start: .seconds(3))
    let audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(), clock: clock, mode: .decodeOnly)
    audio.preloadAll()
    // Chapter 6 starts: the story's theme plays, then the finale is asked for at once.
    audio.playMusic(.bgmMain)
    audio.crossFade(to: .bgmFinale)
    var buffer = [UInt8](repeating: 0, count: 256 * 2 * 4)
    buffer.withUnsafeMutableBufferPointer { bytes in
      if let base = bytes.baseAddress { audio.mixer.fill(base, byteCount: bytes.count) }
    }
    let sounding = audio.mixer.withEngine { $0.musicGains.map(\.id) }
    #expect(sounding.contains(AudioAssetID.bgmFinale.rawValue))
    withExtendedLifetime(environment) {}
  }

  @Test func theLaunchDecodesTheSoundsNowAndTheMusicInTheBackgroundOnce() throws {
    let environment = SDLAudioEnvironment()
    let assets = try AudioFixtureDirectory("launch")
    let written = try Self.writeAll(assets)
    let audio = AudioManager(
      assetsDirectory: assets.path, settings: AudioSettings(muted: true), mode: .decodeOnly)
    let report = audio.startPreload()
    let sounds = AudioAssetID.allCases.filter { !$0.isMusic }
    #expect(Set(report.loaded) == Set(sounds))
    #expect(report.pending == [.bgmMain, .bgmFinale])
    // The title's theme, asked for while it may still be decoding, plays once it is in.
    audio.crossFade(to: .bgmMain)
    audio.finishPreloading()
    _ = audio.update(now: 0)
    #expect(audio.assetsStillDecoding.isEmpty)
    #expect(audio.decodeCount == AudioAssetID.allCases.count)
    for id in AudioAssetID.allCases {
      #expect(audio.clip(id)?.samples == written[id], "\(id) decoded exactly")
    }
    var buffer = [UInt8](repeating: 0, count: 256 * 2 * 4)
    buffer.withUnsafeMutableBufferPointer { bytes in
      if let base = bytes.baseAddress { audio.mixer.fill(base, byteCount: bytes.count) }
    }
    #expect(audio.mixer.withEngine { $0.musicGains.map(\.id) } == [AudioAssetID.bgmMain.rawValue])
    #expect(audio.preloadAll().decoded == 0)
    #expect(audio.decodeCount == AudioAssetID.allCases.count)
    withExtendedLifetime(environment) {}
  }

  @Test func chapterSixStartsWithTheFinaleDecoded() throws {
    let assets = try AudioFixtureDirectory("chapter6")
    _ = try Self.writeAll(assets)
    let start = Nanoseconds.seconds(9)
    let fixture = try HostFixture(
      start: start, options: PlayOptions(quitAfter: .milliseconds(100), renderRate: 60),
      assetsDirectory: assets.path)
    let audio = fixture.audio
    #expect(audio.startPreload().pending == [.bgmMain, .bgmFinale])
    var decodingAtStart: Set<AudioAssetID>?
    fixture.events.schedule(at: start) {
      decodingAtStart = audio.assetsStillDecoding
      return nil
    }
    let session = try ChapterSession(
      chapter: .finale, context: ChapterContext(), inputSource: .player, now: start)
    _ = fixture.host.runChapter(
      session,
      setup: ChapterSetup(
        tuning: .defaults, beatMap: nil, bindings: .defaults, audioOffset: 0, bots: false),
      sourceLabel: nil)
    #expect(decodingAtStart == [])
    #expect(audio.loadedAssets.contains(.bgmFinale))
    #expect(audio.decodeCount == AudioAssetID.allCases.count)
  }
}
