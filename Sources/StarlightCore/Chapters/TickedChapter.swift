/// A chapter's tuning with a time limit: the attempt fails when it runs out.
protocol TimeLimitedTuning {
  var timeLimit: Nanoseconds { get }
}

extension HeartsTuning: TimeLimitedTuning {}
extension NetworkTuning: TimeLimitedTuning {}
extension FinaleTuning: TimeLimitedTuning {}

/// What the chapters on a fixed tick against a time limit (Hearts, Network, Finale) share:
/// an action waits for its tick (`TickedInputs`), the attempt ends on a tick, the time
/// limit fails it at the first tick boundary at or past the limit, and a retune keeps the
/// values that shape the attempt under way. Each chapter keeps its own motion, its own way
/// to clear, and what it does with an input.
protocol TickedChapter: ChapterRules {
  associatedtype Settings: TimeLimitedTuning
  var tuning: Settings { get }
  var outcome: ChapterOutcome { get set }
  var endTime: Nanoseconds? { get set }
  /// The last tick boundary reached.
  var tickTime: Nanoseconds { get }
  var inputs: TickedInputs { get set }
}

extension TickedChapter {
  /// The first tick boundary at or past the time limit: the failure happens there (the
  /// chapter's `maxDuration`).
  var timeLimitBoundary: Nanoseconds { inputs.boundary(atOrAfter: tuning.timeLimit) }

  /// Advances to `action`'s time, then its input when it applies at once (its tick is
  /// reached); nil when it waits for its tick or the attempt is over.
  mutating func admit(
    _ action: PlayerAction, effects: inout [GameEffect]
  ) -> PlayerAction.Input? {
    advance(to: action.time, effects: &effects)
    guard outcome == .playing else { return nil }
    return inputs.admit(action, tickTime: tickTime)
  }

  /// Ends the attempt at this tick; what still waits for a tick is dropped.
  mutating func end(_ result: ChapterOutcome) {
    outcome = result
    endTime = tickTime
    inputs.removeAll()
  }

  /// Fails the attempt when this tick is at or past the time limit. Returns whether it did.
  mutating func failsAtTimeLimit(effects: inout [GameEffect]) -> Bool {
    guard tickTime >= tuning.timeLimit else { return false }
    end(.failed)
    effects += [.sound(.error), .chapterEnded(Self.chapter, .failed)]
    return true
  }

  /// `next` with the `kept` values of the tuning in force: those that shape what is
  /// already under way keep theirs until the next attempt.
  func retuned<each Value>(
    _ next: Settings, keeping kept: repeat WritableKeyPath<Settings, each Value>
  ) -> Settings {
    var result = next
    for path in repeat each kept {
      result[keyPath: path] = tuning[keyPath: path]
    }
    return result
  }
}
