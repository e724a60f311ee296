/// What a player of a replay hears, as an `AudioScore`: the replay is played through the
/// `ReplaySimulator` (the session path of live play) one simulation step at a time, and
/// every sound the rules ask for is scheduled on the chapter frame of the step that asked.
/// Output frame 0 is the start of the attempt (the lead-in before a song's beat 0).
public enum ReplayAudioScore {
  public struct Clips: Sendable {
    /// The chapter's own song (Chapter 4's beat map audio).
    public var song: PCMClip?
    /// The story's themes.
    public var themes: [MusicTrack: PCMClip]
    public var sounds: [SoundID: PCMClip]

    public init(song: PCMClip?, themes: [MusicTrack: PCMClip] = [:], sounds: [SoundID: PCMClip]) {
      self.song = song
      self.themes = themes
      self.sounds = sounds
    }

    func clip(_ track: MusicTrack) -> PCMClip? {
      track == .chapterSong ? song : themes[track]
    }
  }

  public struct Result: Sendable {
    public var score: AudioScore
    /// The chapter frame at output frame 0 (negative: the lead-in).
    public var chapterFrameAtStart: Int64
    public var scheduledSounds: Int
    /// Output frame at which the attempt ended (its result, or where it was abandoned).
    public var attemptEndFrame: Int64
    public var outcome: ChapterOutcome
  }

  public static func make(
    replay: Replay, beatMap: BeatMap?, clips: Clips, format: AudioFormat = .standard,
    crossFade: Nanoseconds = GameConstants.crossFadeDuration
  ) throws(ReplayMismatch) -> Result {
    var simulator = try ReplaySimulator(replay, beatMap: beatMap)
    let origin = format.frames(simulator.session.chapterTime(at: 0))
    var score = AudioScore()
    var sounds = 0
    func add(_ effects: [GameEffect], chapterTime: Nanoseconds) {
      let frame = format.frames(chapterTime) - origin
      for effect in effects {
        switch effect {
        case .sound(let sound):
          guard let clip = clips.sounds[sound] else { continue }
          let chapterFrame = format.frames(chapterTime)
          score.add(.sound(clip, atSongFrame: chapterFrame), atFrame: chapterFrame - origin)
          sounds += 1
        case .music(.play(let track, let position)):
          if let clip = clips.clip(track) {
            score.add(
              .playMusic(clip, .once, fromSongFrame: format.frames(position)), atFrame: frame)
          }
        case .music(.crossFade(let track, let position)):
          guard let clip = clips.clip(track) else { continue }
          if track == .chapterSong {
            // A song joined mid-transition starts on its own beat grid: the story's theme
            // fades out and the song starts where the clock says, as live play does.
            score.add(.stopMusic, atFrame: frame)
            score.add(
              .playMusic(clip, .once, fromSongFrame: format.frames(position)), atFrame: frame)
          } else {
            score.add(.crossFade(clip, .once, duration: crossFade), atFrame: frame)
          }
        case .music(.pause): score.add(.pauseMusic, atFrame: frame)
        case .music(.resume(let position)):
          score.add(.resumeMusic(atSongFrame: format.frames(position)), atFrame: frame)
        case .music(.stop): score.add(.stopMusic, atFrame: frame)
        case .rumble, .attemptFinished, .chapterEnded: break
        }
      }
    }
    add(simulator.session.startEffects(now: 0), chapterTime: simulator.session.chapterTime(at: 0))
    while !simulator.isDone {
      let effects = simulator.advance(by: GameConstants.simulationStep)
      // Each advance runs exactly one step, at this chapter time: the sound's own instant.
      add(effects, chapterTime: simulator.session.chapterTime(at: simulator.now))
    }
    let session = simulator.session
    return Result(
      score: score, chapterFrameAtStart: origin, scheduledSounds: sounds,
      attemptEndFrame: format.frames(session.chapterTime(at: simulator.now)) - origin,
      outcome: session.rules.outcome)
  }
}
