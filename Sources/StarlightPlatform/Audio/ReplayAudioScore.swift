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
}
