import StarlightCore
import Testing

@testable import StarlightPlatform

/// A song's preview (Free Play) comes in over what plays with a true cross-fade, as the
/// story's themes do, live and offline through the one interpreter.
@Suite("Preview cross-fade")
struct PreviewCrossFadeTests {
  /// 3 s of a constant in the song, 3 s of another in the theme: gains are easy to read.
  static let format = AudioFormat.standard
  static let song = PCMClip(
    id: "song", samples: Array(repeating: 0.5, count: 3 * 48_000 * 2))
  static let theme = PCMClip(
    id: AudioAssetID.bgmMain.rawValue, samples: Array(repeating: 0.25, count: 3 * 48_000 * 2))

  @Test("from inside the song: one cross-fade cue from its frame, the theme never stopped first")
  func cue() {
    let recorder = AudioScoreRecorder(
      format: Self.format, song: Self.song, clips: [.bgmMain: Self.theme],
      crossFadeDuration: .milliseconds(500))
    let interpreter = EffectInterpreter(audio: recorder, haptics: nil)
    interpreter.apply(.music(.play(.main, from: 0)), now: 0)
    interpreter.apply(.music(.crossFade(to: .chapterSong, from: .seconds(1))), now: .seconds(1))
    let cues = recorder.score.events.map(\.cue)
    #expect(cues.count == 2)
    guard case .crossFade(let clip, .once, let start, let duration) = cues.last else {
      Issue.record("a cross-fade cue, got \(cues)")
      return
    }
    #expect(clip.id == "song" && start == 48_000 && duration == .milliseconds(500))
  }

  @Test("rendered: halfway through the fade both are heard at half gain, the song from its frame")
  func rendered() {
    var engine = AudioMixEngine(configuration: AudioMixEngine.Configuration(format: Self.format))
    var score = AudioScore()
    score.add(.playMusic(Self.theme, .loop, fromSongFrame: 0), atFrame: 0)
    score.add(
      .crossFade(Self.song, .once, fromSongFrame: 48_000, duration: .milliseconds(500)),
      atFrame: 48_000)
    let samples = OfflineRenderer(bufferFrames: 256).render(
      score, engine: &engine, length: .frames(48_000 + 24_000 + 256))
    // The limiter delays the output; read well inside the fade, away from its edges.
    let delay = engine.limiterDelayFrames
    let middle = (48_000 + 12_000 + delay) * 2
    let expected = (0.25 + 0.5) / 2 * AudioTuning.bgmVolume
    #expect(abs(samples[middle] - expected) < 0.01)
  }
}
