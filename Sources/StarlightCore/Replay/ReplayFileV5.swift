/// The version 5 layout: version 4's keys, plus how the song was played (`playback`: the
/// rate in hundredths, the pitch, and a practice section) and a practice run's loops and
/// passes (`practice`). Both are optional: a 1x attempt at a chapter reads as version 4.
typealias ReplayFileV5 = ReplayFileLayer<ReplayFileV5Keys>

struct ReplayFileV5Keys: ReplayFileKeys {
  typealias Older = ReplayFileV4

  struct Playback: Codable {
    var rateHundredths: Int
    var pitch: PlaybackRate.Pitch
    var sectionStartNs: Int64?
    var sectionEndNs: Int64?
  }
  struct Practice: Codable {
    /// 0 for forever.
    var loops: Int
    var gapNs: Int64
    var countInBeats: Int
    var passes: [Pass]
  }
  struct Pass: Codable {
    var number: Int
    var startNs: Int64
    var actions: [ReplayFileV3.Action]
    var stoppedAtNs: Int64?
    var end: AttemptEnding?
  }

  var playback: Playback?
  var practice: Practice?

  init(_ replay: Replay) {
    let section = replay.playback.section
    playback =
      replay.playback == .normal
      ? nil
      : Playback(
        rateHundredths: replay.playback.rate.hundredths, pitch: replay.playback.pitch,
        sectionStartNs: section?.start, sectionEndNs: section?.end)
    practice = replay.practice.map { record in
      let loops: Int
      switch record.loops {
      case .times(let count): loops = count
      case .forever: loops = 0
      }
      return Practice(
        loops: loops, gapNs: record.gap, countInBeats: record.countInBeats,
        passes: record.passes.map {
          Pass(
            number: $0.number, startNs: $0.start,
            actions: $0.actions.sorted(by: PlayerAction.precedes).map(ReplayFileV3.Action.init),
            stoppedAtNs: $0.stoppedAt, end: $0.ending)
        })
    }
  }

  func replay(over older: Older) throws(ReplayCodec.DecodeError) -> Replay {
    var replay = try older.replay()
    if let playback {
      guard let rate = PlaybackRate(hundredths: playback.rateHundredths) else {
        throw ReplayCodec.DecodeError(
          message:
            "replay rate \(playback.rateHundredths) hundredths is not 50 to 200 in steps of 5")
      }
      replay.playback = ChapterPlayback(rate: rate, pitch: playback.pitch)
      switch (playback.sectionStartNs, playback.sectionEndNs) {
      case (nil, nil):
        break
      case (let start?, let end?) where start < end:
        replay.playback.section = PracticeSection(checkedStart: start, end: end)
      default:
        throw ReplayCodec.DecodeError(
          message: "replay section needs a start before its end")
      }
    }
    if let practice {
      guard replay.playback.section != nil else {
        throw ReplayCodec.DecodeError(message: "a practice replay needs its section")
      }
      guard (0...PracticePlan.mostLoops).contains(practice.loops),
        (0...PracticePlan.longestGap).contains(practice.gapNs),
        (0...PracticePlan.mostCountInBeats).contains(practice.countInBeats)
      else {
        throw ReplayCodec.DecodeError(
          message: "replay practice loops, gap or count-in is out of range")
      }
      var passes: [PracticePass] = []
      for (index, pass) in practice.passes.enumerated() {
        let actions = try ReplayFileV3.decodeActions(pass.actions)
        guard pass.number == index + 1 else {
          throw ReplayCodec.DecodeError(
            message: "replay practice pass \(index + 1) is numbered \(pass.number)")
        }
        passes.append(
          PracticePass(
            number: pass.number, start: pass.startNs, actions: actions,
            stoppedAt: pass.stoppedAtNs, ending: pass.end))
      }
      replay.practice = PracticeRecord(
        loops: practice.loops == 0 ? .forever : .times(practice.loops), gap: practice.gapNs,
        countInBeats: practice.countInBeats, passes: passes)
    }
    return replay
  }
}
