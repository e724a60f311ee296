import StarlightCore

/// What a player of a replay hears, as an `AudioScore`: the replay is played through the
/// `ReplaySimulator` (the session path of live play) one simulation step at a time, and its
/// effects go through the same `EffectInterpreter` as live play, into an
/// `AudioScoreRecorder` instead of the device. Output frame 0 is the start of the attempt
/// (the lead-in before a song's beat 0).
public enum ReplayAudioScore {
  public struct Clips: Sendable {
    /// The chapter's own song (Chapter 4's beat map audio).
    public var song: PCMClip?
    /// The assets by id: the story's themes and the sound effects.
    public var assets: [AudioAssetID: PCMClip]

    public init(song: PCMClip?, assets: [AudioAssetID: PCMClip]) {
      self.song = song
      self.assets = assets
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
    /// The outcome as the player saw it ("abandoned" for an attempt given up).
    public var reportedOutcome: String
    /// L as the live run heard it (recorded in the replay), else the default buffer's.
    public var hitSoundLatency: HitSoundLatency

    /// A mixing engine that places hit sounds as the live run did, stretching with
    /// `stretchers` (the live game's) when the song plays at a rate with its pitch kept.
    public func engine(
      format: AudioFormat = .standard, stretchers: (any TimeStretcherMaking)? = nil
    ) -> AudioMixEngine {
      AudioMixEngine(
        configuration: AudioMixEngine.Configuration(
          format: format, hitSoundLatency: hitSoundLatency),
        stretchers: stretchers)
    }
  }

  /// A replay at a rate plays its song at it: the session's start effects say so.
  public static func make(
    replay: Replay, beatMap: BeatMap?, clips: Clips, format: AudioFormat = .standard
  ) throws(ReplayMismatch) -> Result {
    if replay.practice != nil, let beatMap {
      return try practice(replay: replay, beatMap: beatMap, clips: clips, format: format)
    }
    var simulator = try ReplaySimulator(replay, beatMap: beatMap)
    let recorder = AudioScoreRecorder(
      format: format, song: clips.song, clips: clips.assets,
      crossFadeDuration: replay.tuning.story.crossFadeDuration)
    let interpreter = EffectInterpreter(audio: recorder, haptics: nil)
    interpreter.apply(simulator.session.startEffects(now: 0), now: 0)
    while !simulator.isDone {
      // Each advance runs exactly one step: every effect at its own step's instant.
      let effects = simulator.advance(by: GameConstants.simulationStep)
      interpreter.apply(effects, now: simulator.now)
    }
    let session = simulator.session
    return Result(
      score: recorder.score, chapterFrameAtStart: format.frames(session.chapterTime(at: 0)),
      scheduledSounds: recorder.scheduledSounds, attemptEndFrame: format.frames(simulator.now),
      outcome: session.rules.outcome,
      reportedOutcome: replay.reportedOutcome(session.rules.outcome),
      hitSoundLatency: replay.audioTiming.map {
        HitSoundLatency(frames: Int(format.frames($0.hitSoundLatency)))
      }
        ?? .standard)
  }

  /// A practice replay: the loop played again (count-ins, passes, gaps) through the same
  /// interpreter, one simulation step at a time; output frame 0 is the first count-in.
  static func practice(
    replay: Replay, beatMap: BeatMap, clips: Clips, format: AudioFormat
  ) throws(ReplayMismatch) -> Result {
    var session = try PracticeSession(replaying: replay, map: beatMap)
    let recorder = AudioScoreRecorder(
      format: format, song: clips.song, clips: clips.assets,
      crossFadeDuration: replay.tuning.story.crossFadeDuration)
    let interpreter = EffectInterpreter(audio: recorder, haptics: nil)
    var now: Nanoseconds = 0
    interpreter.apply(session.start(now: now), now: now)
    while !session.hasJudgedEveryPass {
      now += GameConstants.simulationStep
      interpreter.apply(session.update(now: now), now: now)
    }
    // Leaving stops the music and puts the rate back, as the live run did.
    interpreter.apply(session.command(.back, now: now), now: now)
    let start = session.plan.section.start
    return Result(
      score: recorder.score,
      chapterFrameAtStart: format.frames(start)
        - format.frames(session.plan.rate.songDuration(ofReal: countIn(of: session))),
      scheduledSounds: recorder.scheduledSounds, attemptEndFrame: format.frames(now),
      outcome: .cleared, reportedOutcome: session.summary().headline,
      hitSoundLatency: replay.audioTiming.map {
        HitSoundLatency(frames: Int(format.frames($0.hitSoundLatency)))
      } ?? .standard)
  }

  private static func countIn(of session: PracticeSession) -> Nanoseconds {
    Nanoseconds(session.plan.countInBeats) * session.playback.beat
  }
}
