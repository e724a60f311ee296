/// What a player of a replay hears, as an `AudioScore`: the replay is played through a
/// `FirewallSession` exactly as the live loop plays it, one simulation step at a time, and
/// every sound the rules ask for is scheduled on the song frame of the step that asked.
/// Output frame 0 is the start of the session (the lead-in before the music).
public enum ReplayAudioScore {
  public struct Clips: Sendable {
    public var song: PCMClip?
    public var sounds: [GameEffect.Sound: PCMClip]

    public init(song: PCMClip?, sounds: [GameEffect.Sound: PCMClip]) {
      self.song = song
      self.sounds = sounds
    }
  }

  public struct Result: Sendable {
    public var score: AudioScore
    /// The song frame at output frame 0 (negative: the lead-in).
    public var songFrameAtStart: Int64
    public var scheduledSounds: Int
    /// Output frame at which the session left play (results or failure).
    public var sessionEndFrame: Int64
    public var phase: SessionPhase
  }

  /// Time after the song's end (or the last note) at which a session still playing is
  /// given up on, so a broken replay cannot render forever.
  static let overrun = Nanoseconds.seconds(30)

  public static func make(
    replay: Replay, beatMap: BeatMap, clips: Clips, format: AudioFormat = .standard
  ) -> Result {
    var session = FirewallSession(
      beatMap: beatMap, inputSource: .scripted(replay.source, replay.events),
      autoAssist: replay.autoAssist, windows: replay.windows, now: 0)
    let origin = format.frames(session.songTime(at: 0))
    var score = AudioScore()
    var sounds = 0
    func add(_ effects: [SessionEffect], songTime: Nanoseconds) {
      let frame = format.frames(songTime) - origin
      for effect in effects {
        switch effect {
        case .playMusic(let position):
          if let song = clips.song {
            score.add(
              .playMusic(song, .once, fromSongFrame: format.frames(position)), atFrame: frame)
          }
        case .pauseMusic: score.add(.pauseMusic, atFrame: frame)
        case .resumeMusic(let position):
          score.add(.resumeMusic(atSongFrame: format.frames(position)), atFrame: frame)
        case .stopMusic: score.add(.stopMusic, atFrame: frame)
        case .stopRumble, .attemptFinished, .quit: break
        }
      }
    }
    add(session.startEffects(now: 0), songTime: session.songTime(at: 0))
    let lastNote = beatMap.notes.last?.time ?? 0
    let limit = max(beatMap.audioDuration, lastNote) + GameConstants.leadIn + overrun
    var now: Nanoseconds = 0
    while session.phase == .playing, now < limit {
      now += GameConstants.simulationStep
      let effects = session.update(now: now)
      // Each update runs exactly one step, at this song time: the sound's own instant.
      let songTime = session.songTime(at: now) - session.audioOffset
      for case .sound(let sound) in effects.game {
        guard let clip = clips.sounds[sound] else { continue }
        let songFrame = format.frames(songTime)
        score.add(.sound(clip, atSongFrame: songFrame), atFrame: songFrame - origin)
        sounds += 1
      }
      add(effects.session, songTime: songTime)
    }
    return Result(
      score: score, songFrameAtStart: origin, scheduledSounds: sounds,
      sessionEndFrame: format.frames(session.songTime(at: now)) - origin, phase: session.phase)
  }
}
