/// Re-simulates a replay with no window, through the same stepper as live play.
public enum ReplaySimulator {
  public struct MismatchedBeatMap: Error, Sendable, Equatable, CustomStringConvertible {
    public let replayTitle: String
    public let replayHash: String
    public let beatMapHash: String

    public init(replayTitle: String, replayHash: String, beatMapHash: String) {
      self.replayTitle = replayTitle
      self.replayHash = replayHash
      self.beatMapHash = beatMapHash
    }

    public var description: String {
      "replay was made for beat map '\(replayTitle)' (sha256 \(replayHash.prefix(12))), not this one (sha256 \(beatMapHash.prefix(12)))"
    }
  }

  /// Plays `replay` against `beatMap`, advancing as a renderer at `frameRate` would:
  /// one `advance` per frame, each running the fixed steps due by then.
  public static func simulate(
    _ replay: Replay, on beatMap: BeatMap, step: Nanoseconds = GameConstants.simulationStep,
    frameRate: Int? = nil
  ) throws(MismatchedBeatMap) -> FirewallRun {
    guard replay.beatMapHash == beatMap.contentHash else {
      throw MismatchedBeatMap(
        replayTitle: replay.beatMapTitle, replayHash: replay.beatMapHash,
        beatMapHash: beatMap.contentHash)
    }
    let start = -GameConstants.leadIn
    var stepper = FirewallStepper(
      run: FirewallRun(beatMap: beatMap, configuration: replay.configuration, startTime: start),
      step: step, maxStepsPerFrame: Int.max)
    stepper.enqueue(replay.events)
    if let frameRate, frameRate > 0 {
      let frame = Nanoseconds.perSecond / Nanoseconds(frameRate)
      var time = start
      while stepper.run.outcome == .playing, time < lastRelevantTime(replay, beatMap) {
        time += frame
        _ = stepper.advance(to: time)
      }
    }
    _ = stepper.runToEnd()
    return stepper.run
  }

  private static func lastRelevantTime(_ replay: Replay, _ beatMap: BeatMap) -> Nanoseconds {
    let lastNote =
      beatMap.notes.map {
        max($0.time + replay.windows.outerEdge, $0.endTime ?? $0.time)
      }.max() ?? replay.windows.outerEdge
    return max(lastNote, replay.events.last?.time ?? 0)
  }
}
