/// The version 3 layout: any chapter, the tuning at the start and the dev overlay's changes
/// to it with their times, the seed, lane and axis actions. Version 2 is the same without
/// `tuningChanges`, which then decode as none. `audioOffsetChanges` came later in version 3;
/// re-simulation does not read it (actions are stored corrected), so files without it load
/// as having none.
struct ReplayFileV3: ReplayFileLayout {
  struct BeatMapIdentity: Codable {
    var title: String
    var sha256: String
  }
  /// A lane action carries `lane` and `action`; an axis action `axis` and `value`.
  struct Action: Codable {
    var timeNs: Int64
    var lane: Int?
    var action: PlayerAction.LaneAction?
    var axis: PlayerAction.Axis?
    var value: Int?
  }
  struct Change: Codable {
    var timeNs: Int64
    var tuning: Tuning
  }
  struct OffsetChange: Codable {
    var timeNs: Int64
    var offsetNs: Int64
  }
  var format: String
  var version: Int
  var chapter: ChapterID
  var beatMap: BeatMapIdentity?
  var tuning: Tuning
  var autoAssist: Bool
  var seed: UInt64
  var audioOffsetNs: Int64
  var source: Replay.Source
  var stoppedAtNs: Int64?
  var actions: [Action]
  var tuningChanges: [Change]?
  var audioOffsetChanges: [OffsetChange]?

  init(_ replay: Replay) {
    format = ReplayCodec.formatName
    version = ReplayCodec.version
    chapter = replay.chapter
    beatMap = replay.beatMap.map { BeatMapIdentity(title: $0.title, sha256: $0.sha256) }
    tuning = replay.tuning
    autoAssist = replay.autoAssist
    seed = replay.seed
    audioOffsetNs = replay.audioOffset
    source = replay.source
    stoppedAtNs = replay.stoppedAt
    tuningChanges = replay.tuningChanges.map { Change(timeNs: $0.time, tuning: $0.tuning) }
    audioOffsetChanges =
      replay.audioOffsetChanges.isEmpty
      ? nil
      : replay.audioOffsetChanges.map { OffsetChange(timeNs: $0.time, offsetNs: $0.offset) }
    actions = replay.actions.map(Action.init)
  }

  static func decodeActions(_ actions: [Action]) throws(ReplayCodec.DecodeError)
    -> [PlayerAction]
  {
    var decoded: [PlayerAction] = []
    decoded.reserveCapacity(actions.count)
    for (index, action) in actions.enumerated() {
      if let lane = action.lane, let laneAction = action.action {
        decoded.append(PlayerAction(time: action.timeNs, lane: lane, action: laneAction))
      } else if let axis = action.axis, let value = action.value {
        decoded.append(PlayerAction(time: action.timeNs, input: .axis(axis, value)))
      } else {
        throw ReplayCodec.DecodeError(
          message: "replay action \(index) is neither a lane action nor an axis value")
      }
    }
    return decoded
  }

  func replay() throws(ReplayCodec.DecodeError) -> Replay {
    let decoded = try Self.decodeActions(actions)
    return Replay(
      chapter: chapter,
      beatMap: beatMap.map { Replay.BeatMapIdentity(title: $0.title, sha256: $0.sha256) },
      tuning: tuning, autoAssist: autoAssist, seed: seed, audioOffset: audioOffsetNs,
      source: source, actions: decoded, stoppedAt: stoppedAtNs,
      tuningChanges: (tuningChanges ?? []).map { TuningChange(time: $0.timeNs, tuning: $0.tuning) },
      audioOffsetChanges: (audioOffsetChanges ?? []).map {
        AudioOffsetChange(time: $0.timeNs, offset: $0.offsetNs)
      })
  }
}

extension ReplayFileV3.Action {
  init(_ action: PlayerAction) {
    switch action.input {
    case .lane(let lane, let laneAction):
      self.init(timeNs: action.time, lane: lane, action: laneAction)
    case .axis(let axis, let value):
      self.init(timeNs: action.time, axis: axis, value: value)
    }
  }

  init(timeNs: Int64, lane: Int, action: PlayerAction.LaneAction) {
    self.init(timeNs: timeNs, lane: lane, action: action, axis: nil, value: nil)
  }

  init(timeNs: Int64, axis: PlayerAction.Axis, value: Int) {
    self.init(timeNs: timeNs, lane: nil, action: nil, axis: axis, value: value)
  }
}
