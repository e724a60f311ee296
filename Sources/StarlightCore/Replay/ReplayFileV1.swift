/// The version 1 layout: Chapter 4 only, its windows as judged, lane events.
struct ReplayFileV1: Decodable {
  struct BeatMapIdentity: Decodable {
    var title: String
    var sha256: String
  }
  struct Tier: Decodable {
    var name: String
    var halfWidthNs: Int64
    var points: Int
  }
  struct Judging: Decodable {
    var windows: [Tier]
    var autoAssist: Bool
    var audioOffsetNs: Int64
  }
  struct Event: Decodable {
    var timeNs: Int64
    var lane: Int
    var action: PlayerAction.LaneAction
  }
  var beatMap: BeatMapIdentity
  var judgement: Judging
  var source: Replay.Source
  var events: [Event]

  /// Version 1 stored the windows as judged (already widened under Auto-Assist); as the
  /// tuning's windows with the outer edge as the Auto-Assist edge they judge the same.
  func replay() throws(ReplayCodec.DecodeError) -> Replay {
    guard !judgement.windows.isEmpty else {
      throw ReplayCodec.DecodeError(message: "replay has no valid hit windows")
    }
    var tuning = Tuning.defaults
    let windows = HitWindows(
      tiers: judgement.windows.map {
        JudgementTier(name: $0.name, halfWidth: $0.halfWidthNs, points: $0.points)
      })
    tuning.firewall.windows = windows
    tuning.firewall.autoAssistOuterWindow = windows.outerEdge
    return Replay(
      chapter: .firewall,
      beatMap: Replay.BeatMapIdentity(title: beatMap.title, sha256: beatMap.sha256),
      tuning: tuning, autoAssist: judgement.autoAssist, seed: 0,
      audioOffset: judgement.audioOffsetNs, source: source,
      actions: events.map { PlayerAction(time: $0.timeNs, lane: $0.lane, action: $0.action) })
  }
}
