/// The version 6 layout: version 5's keys, plus the judge the attempt was played under
/// (`judge`: its name, and for osu!'s judges the OD and the difficulty mod). Absent for this
/// game's own judge, so such an attempt reads as version 5, and every older file loads as
/// `starlight`.
struct ReplayFileV6: Codable {
  private enum CodingKeys: String, CodingKey {
    case judge
  }

  var base: ReplayFileV5
  var judge: JudgeChoice?

  init(_ replay: Replay) {
    base = ReplayFileV5(replay)
    judge = replay.judge == .starlight ? nil : replay.judge
  }

  init(from decoder: any Decoder) throws {
    base = try ReplayFileV5(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    judge = try container.decodeIfPresent(JudgeChoice.self, forKey: .judge)
  }

  func encode(to encoder: any Encoder) throws {
    try base.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(judge, forKey: .judge)
  }

  func replay() throws(ReplayCodec.DecodeError) -> Replay {
    var replay = try base.replay()
    replay.judge = judge ?? .starlight
    return replay
  }
}
