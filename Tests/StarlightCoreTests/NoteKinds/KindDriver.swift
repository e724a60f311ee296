@testable import StarlightCore

/// A Firewall run over notes of any kind, written in milliseconds of song time, driven one
/// press or release at a time. Default tuning: windows 40/80/150 ms, mine window 90 ms,
/// mine drain 8 of 100, roll re-tap limit 500 ms.
struct KindDriver {
  var run: FirewallRun
  var effects: [GameEffect] = []

  /// `notes`: (ms, lane, kind, end ms) in time order.
  init(_ notes: [(ms: Int64, lane: Int, kind: NoteKind, endMs: Int64?)]) {
    let timed = notes.enumerated().map { index, note in
      TimedNote(
        index: index, lane: note.lane, time: .milliseconds(note.ms),
        endTime: note.endMs.map { .milliseconds($0) }, kind: note.kind)
    }
    run = FirewallRun(
      notes: timed, laneCount: 4, configuration: .standard(autoAssist: false), startTime: 0)
  }

  /// One note of `kind` in lane 0 at 1000 ms (a roll or hold to `endMs`).
  init(_ kind: NoteKind, endMs: Int64? = nil) {
    self.init([(1_000, 0, kind, endMs)])
  }

  mutating func press(_ ms: Int64, lane: Int = 0) {
    run.handle(PlayerAction(time: .milliseconds(ms), lane: lane, action: .press), effects: &effects)
  }

  mutating func release(_ ms: Int64, lane: Int = 0) {
    run.handle(
      PlayerAction(time: .milliseconds(ms), lane: lane, action: .release), effects: &effects)
  }

  /// A press let go 1 ms later.
  mutating func tap(_ ms: Int64, lane: Int = 0) {
    press(ms, lane: lane)
    release(ms + 1, lane: lane)
  }

  mutating func advance(to ms: Int64) {
    run.advance(to: .milliseconds(ms), effects: &effects)
  }
}
