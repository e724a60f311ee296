import Testing

@testable import StarlightCore

/// The song clock following the sound server's own play position (issue 33, item 3), on a
/// scripted server (never the wall clock): each buffer of the game's own PipeWire stream
/// carries the graph's time for when it reaches the device, so a real-time thread woken
/// late moves nothing, and a cycle the graph ran without the stream (a quantum of silence)
/// moves the notes with the music.
@Suite struct ServerTimedClockTests {
  static let update = Nanoseconds.milliseconds(1) / 4
  static let quantum = 64
  static let quantumLength = AudioFormat.standard.nanoseconds(Int64(quantum))
  static let serverDelay = 700 * Nanoseconds.perMicrosecond
  /// The real-time thread wakes up to a third of a cycle late under load.
  static let wakeUp = Nanoseconds(0)...(450 * Nanoseconds.perMicrosecond)

  struct Run {
    /// The largest |clock - heard| over the instants the music is heard.
    var worst: Nanoseconds = 0
    /// The same at the run's last heard instant.
    var last: Nanoseconds = 0
    /// What `--stats` prints: the clock's largest correction.
    var largestCorrection: Nanoseconds = 0
  }

  /// Plays `seconds` of song through `stream`, updating the clock every `update`; compares
  /// it with what is heard, leaving out the cycles that settle a gap (`settling`).
  static func play(_ stream: SimulatedServerStream, seconds: Int64) -> Run {
    var clock = AudioSongClock(source: stream)
    var now = Nanoseconds.milliseconds(2)
    let generation = clock.start(at: -.milliseconds(200), now: now)
    let song = PCMClip(id: "song", samples: [Float](repeating: 0, count: 96))
    stream.request(
      .play(
        song, .once, SongAnchor(position: -.milliseconds(200), instant: now, generation: generation)
      ))
    var run = Run()
    var previous = Nanoseconds.min
    let end = now + .seconds(seconds)
    while now < end {
      now += update
      stream.advance(to: now)
      let value = clock.update(now: now)
      #expect(value >= previous)
      previous = value
      let settling = Self.settling(Int(now / quantumLength), skipped: stream.skipped)
      guard now > .milliseconds(300), !settling, let heard = stream.heardPosition(at: now)
      else { continue }
      run.worst = max(run.worst, abs(value - heard))
      run.last = abs(value - heard)
    }
    run.largestCorrection = clock.largestDifference
    return run
  }

  /// Whether `cycle` comes within a gap's length (plus the cycle that reveals it) after a
  /// run of skipped cycles: the clock ran through the gap unaware, and holds (it never goes
  /// back) until the music is where it stands.
  static func settling(_ cycle: Int, skipped: Set<Int>) -> Bool {
    guard let distance = (1...8).first(where: { skipped.contains(cycle - $0) }) else {
      return false
    }
    let run = (0...).first { !skipped.contains(cycle - distance - $0) } ?? 0
    return distance <= run + 1
  }

  @Test func aLateWakeUpMovesNothingWhenTheServerTimesTheBuffer() {
    let timed = Self.play(
      SimulatedServerStream(
        quantum: Self.quantum, serverDelay: Self.serverDelay, wakeUpDelay: Self.wakeUp,
        serverTimed: true), seconds: 5)
    #expect(timed.worst < 5 * Nanoseconds.perMicrosecond, "worst \(timed.worst) ns")
    // Stamped with the moment the buffer was asked for, as through SDL's drivers, the same
    // wake-ups show in the clock.
    let stamped = Self.play(
      SimulatedServerStream(
        quantum: Self.quantum, serverDelay: Self.serverDelay, wakeUpDelay: Self.wakeUp,
        serverTimed: false), seconds: 5)
    #expect(stamped.worst > 100 * Nanoseconds.perMicrosecond, "worst \(stamped.worst) ns")
  }

  @Test func cyclesRunWithoutTheStreamMoveTheNotesWithTheMusic() {
    // 60 silent quanta over ten seconds, some of them in a row: 80 ms of silence in all.
    var skipped = Set(stride(from: 400, to: 7_000, by: 120))
    skipped.formUnion([3_001, 3_002, 3_003, 5_500, 5_501])
    let stream = SimulatedServerStream(
      quantum: Self.quantum, serverDelay: Self.serverDelay, skipped: skipped,
      wakeUpDelay: Self.wakeUp, serverTimed: true)
    let run = Self.play(stream, seconds: 10)
    #expect(run.worst < 5 * Nanoseconds.perMicrosecond, "worst \(run.worst) ns")
    #expect(run.last < 5 * Nanoseconds.perMicrosecond, "last \(run.last) ns")
    // The three quanta in a row, caught up on when the next buffer came.
    #expect(run.largestCorrection > 2 * Self.quantumLength)
    #expect(run.largestCorrection <= 4 * Self.quantumLength)
  }
}
