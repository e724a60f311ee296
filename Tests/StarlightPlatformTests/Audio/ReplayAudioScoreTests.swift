import StarlightCore
import Testing

@testable import StarlightPlatform

/// A replay rendered offline through the live effect interpreter into a score recorder:
/// every hit sound on its press's sample plus L, the song after the lead-in,
/// and a chapter without a song of its own.
@Suite struct ReplayAudioScoreTests {
  static let format = AudioFormat.standard

  static func flat(_ id: String, level: Float, frames: Int) -> PCMClip {
    PCMClip(id: id, samples: [Float](repeating: level, count: frames * 2))
  }

  /// One non-zero frame followed by silence: its onset is unambiguous in the output.
  static func click(_ id: String, level: Float) -> PCMClip {
    var samples = [Float](repeating: 0, count: 64 * 2)
    samples[0] = level
    samples[1] = level
    return PCMClip(id: id, samples: samples)
  }

  static func left(_ samples: [Float], _ frame: Int) -> Float { samples[frame * 2] }

  static func map() -> BeatMap {
    let tempo = TempoMap(points: [TempoPoint(beat: 0, bpm: 120)], offsetNanoseconds: 0)
    let notes = [1.0, 2.0, 2.5, 3.25, 4.0].enumerated().map {
      BeatMapNote(beat: $0.element, lane: $0.offset % 4)
    }
    return BeatMap(
      metadata: BeatMapMetadata(title: "Render", artist: "Tests", difficulty: "Easy"),
      audioFile: "song.ogg", audioDuration: .seconds(4), laneCount: 4, tempo: tempo,
      notes: BeatMap.timedNotes(notes, tempo: tempo), contentHash: "render-map")
  }

  @Test func everyHitSoundStartsOnTheSampleOfItsNotePlusL() throws {
    let map = Self.map()
    let replay = Autoplay().replay(for: map, autoAssist: false)
    let song = Self.flat("song", level: 0, frames: 48_000 * 4)
    let impact = Self.click("impact", level: 0.2)
    let result = try ReplayAudioScore.make(
      replay: replay, beatMap: map,
      clips: ReplayAudioScore.Clips(song: song, assets: [.sfxShieldImpact: impact]))
    #expect(result.chapterFrameAtStart == -Self.format.frames(GameConstants.leadIn))
    #expect(result.scheduledSounds == map.notes.count)
    #expect(result.outcome == .cleared)
    let out = OfflineRenderer().render(result.score, length: .untilSilent(maxFrames: 48_000 * 20))
    let onsets = (0..<(out.count / 2)).filter { Self.left(out, $0) != 0 }
    // Each on its press's sample (the bot presses on the note) plus L.
    let latency = Int64(HitSoundLatency.standard.frames)
    #expect(result.hitSoundLatency == .standard)
    let expected = map.notes.map {
      Self.format.frames($0.time) - result.chapterFrameAtStart + latency
    }
    #expect(onsets.map(Int64.init) == expected)
    // Rendered to the end of the song (lead-in + 4 s), then the tail of silence ends it.
    #expect(out.count / 2 >= Self.format.frameCount(GameConstants.leadIn + .seconds(4)))
  }

  @Test func theSongStartsAfterTheLeadInWithOrWithoutHits() throws {
    let map = Self.map()
    // No presses at all: every note is missed, so no hit sound, but the music plays.
    let replay = Replay(
      chapter: .firewall,
      beatMap: Replay.BeatMapIdentity(title: map.metadata.title, sha256: map.contentHash),
      source: .live, actions: [])
    let song = Self.flat("song", level: 0.3, frames: 48_000 * 4)
    let result = try ReplayAudioScore.make(
      replay: replay, beatMap: map, clips: ReplayAudioScore.Clips(song: song, assets: [:]))
    let out = OfflineRenderer().render(result.score, length: .untilSilent(maxFrames: 48_000 * 20))
    let leadIn = Self.format.frameCount(GameConstants.leadIn)
    #expect(Self.left(out, leadIn - 1) == 0)
    #expect(Self.left(out, leadIn) > 0)
    #expect(result.scheduledSounds == 0)
  }

  @Test func aChapterWithoutItsOwnSongSoundsOnTheStepThatAsked() throws {
    // Chapter 1's bot: each snap plays the thud at the instant of its release.
    var tuning = Tuning.defaults
    tuning.powerUp.capacitorsToClear = 2
    let context = ChapterContext(tuning: tuning)
    let actions = PowerUpRules.botActions(context: context)
    let replay = Replay(chapter: .powerUp, tuning: tuning, source: .autoplay, actions: actions)
    let thud = Self.click("thud", level: 0.2)
    let result = try ReplayAudioScore.make(
      replay: replay, beatMap: nil,
      clips: ReplayAudioScore.Clips(song: nil, assets: [.sfxHapticThud: thud]))
    #expect(result.outcome == .cleared)
    let out = OfflineRenderer().render(result.score, length: .untilSilent(maxFrames: 48_000 * 60))
    let onsets = (0..<(out.count / 2)).filter { Self.left(out, $0) != 0 }
    let releases = actions.filter { $0.laneAction == .release }.map { $0.time }
    // A release is applied on the first 1 ms step at or after its stamp.
    let expected = releases.map { release in
      Self.format.frames((release + ms(1) - 1) / ms(1) * ms(1))
    }
    #expect(onsets.map(Int64.init) == expected)
  }

  private func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }
}
