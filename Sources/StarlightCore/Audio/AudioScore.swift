/// What an offline render should do and when: audio commands stamped with the output
/// frame (from the start of the file) at which each takes effect.
public struct AudioScore: Sendable {
  public enum Cue: Sendable {
    case playMusic(PCMClip, BGMVoice.Ending, fromSongFrame: Int64)
    /// Fades to the clip from its frame `fromSongFrame` (0: its start).
    case crossFade(PCMClip, BGMVoice.Ending, fromSongFrame: Int64 = 0, duration: Nanoseconds)
    case pauseMusic
    case resumeMusic(atSongFrame: Int64)
    case stopMusic
    /// A sound effect on an exact song frame (through the scheduler, as in live play).
    case sound(PCMClip, atSongFrame: Int64)
    /// The sound of a press judged at song time `songTime`: on that frame plus L.
    case pressSound(PCMClip, songTime: Nanoseconds)
    case soundNow(PCMClip)
    case masterGain(Float, over: Nanoseconds)
    /// Music at a rate from here on; a song that plays goes on from `atSongFrame` if given.
    case setRate(MusicRate, atSongFrame: Int64?)
  }

  public struct Event: Sendable {
    public let frame: Int64
    public let cue: Cue

    public init(frame: Int64, cue: Cue) {
      self.frame = frame
      self.cue = cue
    }
  }

  public private(set) var events: [Event] = []

  public init(events: [Event] = []) {
    for event in events { add(event.cue, atFrame: event.frame) }
  }

  /// Adds a cue; cues at the same frame keep the order they were added in.
  public mutating func add(_ cue: Cue, atFrame frame: Int64) {
    let event = Event(frame: max(0, frame), cue: cue)
    let index = events.lastIndex { $0.frame <= event.frame }.map { $0 + 1 } ?? 0
    events.insert(event, at: index)
  }

  public var lastFrame: Int64 { events.last?.frame ?? 0 }
}
