/// A note placed in song time, ready for the rules. `index` is its position in note order.
/// A note with a tail (hold, roll) has the tail's time in `endTime`. A note inside a warp is
/// not `hittable` (StepMania skips such notes); the rules never see those. A fake is
/// hittable in that sense (it is drawn) but its kind keeps it out of every judgement.
public struct TimedNote: Sendable, Equatable {
  public let index: Int
  public let lane: Int
  public let time: Nanoseconds
  public let endTime: Nanoseconds?
  public let hittable: Bool
  public let kind: NoteKind
  /// The beat the chart put the note on (its snap's source); nil for notes made in time.
  public let beat: Double?

  public init(
    index: Int, lane: Int, time: Nanoseconds, endTime: Nanoseconds? = nil, hittable: Bool = true,
    kind: NoteKind? = nil, beat: Double? = nil
  ) {
    self.beat = beat
    self.index = index
    self.lane = lane
    self.time = time
    self.endTime = endTime
    self.hittable = hittable
    self.kind = kind ?? .implied(hasTail: endTime != nil)
  }

  /// Whether the note has a tail (a hold, a roll, or a fake drawn as one).
  public var isHold: Bool { endTime != nil }

  /// The last instant the note matters: its tail for a hold, else its head.
  public var lastTime: Nanoseconds { endTime ?? time }

  /// The same note in another lane (a lane mod).
  func moved(to newLane: Int) -> TimedNote {
    TimedNote(
      index: index, lane: newLane, time: time, endTime: endTime, hittable: hittable, kind: kind,
      beat: beat)
  }

  /// The same note at another position in note order.
  func reindexed(_ newIndex: Int) -> TimedNote {
    TimedNote(
      index: newIndex, lane: lane, time: time, endTime: endTime, hittable: hittable, kind: kind,
      beat: beat)
  }
}
