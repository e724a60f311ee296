import Testing

@testable import StarlightCore

/// A replay rendered offline: every hit sound on the sample of the step that judged it.
@Suite struct ReplayAudioScoreTests {
  typealias S = AudioTestSignals

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

  @Test func everyHitSoundStartsOnTheSampleOfItsNote() throws {
    let map = Self.map()
    let replay = Autoplay().replay(
      for: map, windows: GameConstants.standardWindows, autoAssist: false)
    let song = S.flat("song", level: 0, frames: 48_000 * 4)
    let impact = S.click("impact", level: 0.2, frames: 4_800)
    let result = try ReplayAudioScore.make(
      replay: replay, beatMap: map,
      clips: ReplayAudioScore.Clips(song: song, sounds: [.shieldImpact: impact]))
    #expect(result.chapterFrameAtStart == -S.format.frames(GameConstants.leadIn))
    #expect(result.scheduledSounds == map.notes.count)
    #expect(result.outcome == .cleared)
    let out = OfflineRenderer().render(result.score, length: .untilSilent(maxFrames: 48_000 * 20))
    let onsets = (0..<(out.count / 2)).filter { S.left(out, $0) != 0 }
    let expected = map.notes.map { S.format.frames($0.time) - result.chapterFrameAtStart }
    #expect(onsets.map(Int64.init) == expected)
    // Rendered to the end of the song (lead-in + 4 s), then the tail of silence ends it.
    #expect(out.count / 2 >= S.format.frameCount(GameConstants.leadIn + .seconds(4)))
  }

  @Test func theSongStartsAfterTheLeadInWithOrWithoutHits() throws {
    let map = Self.map()
    // No presses at all: every note is missed, so no hit sound, but the music plays.
    let replay = Replay(
      beatMapTitle: map.metadata.title, beatMapHash: map.contentHash,
      windows: GameConstants.standardWindows, autoAssist: false, audioOffset: 0, source: .live,
      events: [])
    let song = S.flat("song", level: 0.3, frames: 48_000 * 4)
    let result = try ReplayAudioScore.make(
      replay: replay, beatMap: map, clips: ReplayAudioScore.Clips(song: song, sounds: [:]))
    let out = OfflineRenderer().render(result.score, length: .untilSilent(maxFrames: 48_000 * 20))
    let leadIn = S.format.frameCount(GameConstants.leadIn)
    #expect(S.left(out, leadIn - 1) == 0)
    #expect(S.left(out, leadIn) > 0)
    #expect(result.scheduledSounds == 0)
  }
}
