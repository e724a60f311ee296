import Foundation
import StarlightCore

@testable import StarlightPlatform

/// Replays saved as the game saves them (through `ReplayStore`, named for a fixed date),
/// from attempts run to their end on a manual clock, for the replay list's tests.
enum SavedReplays {
  /// A fresh folder under the temporary directory.
  static func folder() -> String {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("replay-list-\(UUID().uuidString)").path
  }

  /// An attempt on `map` with the bot's presses (recorded as `source`'s), under `judge` at
  /// `rate` with `mods`, saved in `folder` as played `minutes` after a fixed date.
  @discardableResult
  static func save(
    on map: BeatMap, in folder: String, minutes: Double, judge: JudgeChoice = .starlight,
    rate: Int = 100, mods: PlayMods = .none, source: Replay.Source = .live
  ) throws -> (name: String, replay: Replay, summary: ChapterSummary) {
    let playback = ChapterPlayback(rate: PlaybackRate(hundredths: rate) ?? .normal)
    let context = ChapterContext(
      beatMap: map, playback: playback, judge: judge, mods: mods, failure: .lifeBar)
    var session = try ChapterSession(
      chapter: .firewall, context: context,
      inputSource: .scripted(source, FirewallRun.botActions(context: context)), now: 0)
    var now = Nanoseconds(0)
    while now < .seconds(120) {
      _ = session.update(now: now)
      if case .finished = session.phase { break }
      now += .milliseconds(10)
    }
    let date = Date(timeIntervalSince1970: 1_795_000_000 + minutes * 60)
    let saved = ReplayStore(directory: folder).save(
      session.currentReplay, summary: session.summary(), at: date)
    guard case .success(let path) = saved else { throw SaveFailed() }
    let replay = try ReplayCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    return ((path as NSString).lastPathComponent, replay, session.summary())
  }

  struct SaveFailed: Error {}
}
