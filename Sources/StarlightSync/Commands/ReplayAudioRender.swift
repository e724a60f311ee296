import Foundation
import StarlightCore
import StarlightPlatform
import StarlightStretch
import StarlightSupport

/// `replay FILE --render-audio OUT.wav`: what a player of the replay hears, written as a
/// 32-bit float WAV (48 kHz stereo), faster than real time. The assets are decoded by the
/// AudioManager (on SDL's dummy driver: no device is opened for playback), the replay is
/// played through the session step by step, and the mix is made by the same
/// `AudioMixEngine` the live audio callback runs: music, every sound on its sample, limiter.
struct ReplayAudioRender {
  /// Rendered after the last cue until all is silent, but never longer than the song
  /// plus this, in case a sound or the music would not end.
  static let tailAllowance = Nanoseconds.seconds(30)

  let paths: GamePaths

  /// A replay at a rate (`--rate`, practice) asks for it through the session's own
  /// effects: the song is time-stretched by the same Rubber Band stretchers the live game
  /// uses when the pitch is kept, resampled when it follows.
  func run(_ loaded: ReplayLoading.Loaded, output: String, verbose: Bool) throws {
    LoggingSetup.bootstrap(verbose: verbose)
    let started = DispatchTime.now().uptimeNanoseconds
    let audio = AudioManager(
      assetsDirectory: paths.assetsDirectory, settings: AudioSettings(), mode: .decodeOnly)
    guard audio.isAvailable else {
      throw CommandFailure.report(["cannot decode audio: SDL_mixer did not open (see the log)"])
    }
    let preload = audio.preloadAll()
    for (id, reason) in preload.failed.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
      warn("\(id.rawValue) skipped (\(reason)): it is silent in the render")
    }
    if let map = loaded.beatMap, let mapPath = loaded.beatMapPath {
      let songPath = BeatMapLoader.resolve(audioFile: map.audioFile, relativeTo: mapPath)
      if !audio.loadSong(path: songPath) {
        warn("\(songPath) could not be decoded: the render has no music")
      }
    }
    var assets: [AudioAssetID: PCMClip] = [:]
    for id in AudioAssetID.allCases { assets[id] = audio.clip(id) }

    let renderStarted = DispatchTime.now().uptimeNanoseconds
    let result: ReplayAudioScore.Result
    do {
      result = try ReplayAudioScore.make(
        replay: loaded.replay, beatMap: loaded.beatMap,
        clips: ReplayAudioScore.Clips(song: audio.songClip, assets: assets), format: audio.format)
    } catch {
      throw CommandFailure.report(["\(error)"])
    }
    let songLength = audio.format.nanoseconds(Int64(audio.songClip?.frameCount ?? 0))
    let attemptLength = audio.format.nanoseconds(result.attemptEndFrame)
    let maxFrames = audio.format.frameCount(
      max(songLength + loaded.replay.tuning.firewall.leadIn, attemptLength) + Self.tailAllowance)
    var engine = result.engine(format: audio.format, stretchers: RubberBandStretchers())
    let samples = OfflineRenderer(bufferFrames: AudioSettings.defaultBufferFrames).render(
      result.score, engine: &engine, length: .untilSilent(maxFrames: maxFrames))
    let renderElapsed = Double(DispatchTime.now().uptimeNanoseconds - renderStarted) / 1e9

    try CommandOutput.write(
      WAVEncoder.encode(
        float32: samples, channels: audio.format.channels, sampleRate: audio.format.sampleRate),
      to: output, what: "the audio")
    let seconds = Double(samples.count / audio.format.channels) / Double(audio.format.sampleRate)
    let total = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
    let outcome =
      result.outcome == .playing && result.reportedOutcome == "playing"
      ? "unfinished" : result.reportedOutcome
    print(
      String(
        format:
          "%@: %.2f s of audio, %d sounds (hit sounds %.1f ms after their presses), run %@ (song frame 0 at frame %lld, attempt ends at frame %lld), limiter guard clamped %d samples; mixed in %.3f s (%.0fx real time), %.2f s in all with decoding and writing",
        output, seconds, result.scheduledSounds,
        result.hitSoundLatency.nanoseconds(format: audio.format).milliseconds, outcome,
        -result.chapterFrameAtStart, result.attemptEndFrame, engine.clampedSamples, renderElapsed,
        seconds / max(renderElapsed, 1e-9), total))
  }

  private func warn(_ line: String) {
    FileHandle.standardError.write(Data("starlight-sync: \(line)\n".utf8))
  }
}
