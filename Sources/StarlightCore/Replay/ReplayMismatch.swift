/// Why a replay cannot be played here: another chapter's or map's, inputs its chapter
/// does not take, or a chapter this build does not have. One line for the player.
public enum ReplayMismatch: Error, Sendable, Equatable, CustomStringConvertible {
  case beatMap(replayTitle: String, replayHash: String, beatMapHash: String)
  case beatMapNeeded(ChapterID)
  case input(ChapterID, PlayerAction.Kind)
  case lane(ChapterID, lane: Int, laneCount: Int)
  case setup(String)

  public var description: String {
    switch self {
    case .beatMap(let title, let replayHash, let beatMapHash):
      "replay was made for beat map '\(title)' (sha256 \(replayHash.prefix(12))), not this one (sha256 \(beatMapHash.prefix(12)))"
    case .beatMapNeeded(let chapter):
      "a Chapter \(chapter.number) replay needs the beat map it was made on"
    case .input(let chapter, let kind):
      "replay holds \(kind) input, which Chapter \(chapter.number) \"\(chapter.title)\" does not take"
    case .lane(let chapter, let lane, let laneCount):
      "replay presses lane \(lane), but Chapter \(chapter.number) \"\(chapter.title)\" has lanes 0...\(laneCount - 1)"
    case .setup(let message):
      message
    }
  }

  static func check(_ replay: Replay, beatMap: BeatMap?) throws(ReplayMismatch) {
    guard let rules = ChapterCatalog.rules[replay.chapter] else {
      throw .setup(
        "Chapter \(replay.chapter.number) \"\(replay.chapter.title)\" is not in this build")
    }
    if let identity = replay.beatMap {
      guard let beatMap else { throw .beatMapNeeded(replay.chapter) }
      guard identity.sha256 == beatMap.contentHash else {
        throw .beatMap(
          replayTitle: identity.title, replayHash: identity.sha256,
          beatMapHash: beatMap.contentHash)
      }
    }
    let actions = replay.actions + (replay.practice?.passes.flatMap(\.actions) ?? [])
    if let stray = actions.first(where: { !rules.acceptedInputs.contains($0.kind) }) {
      throw .input(replay.chapter, stray.kind)
    }
    let laneCount = rules.laneCount(context: ChapterContext(beatMap: beatMap))
    if let stray = actions.lazy.compactMap(\.lane).first(where: { $0 >= laneCount }) {
      throw .lane(replay.chapter, lane: stray, laneCount: laneCount)
    }
    if let section = replay.playback.section {
      guard let beatMap else { throw .beatMapNeeded(replay.chapter) }
      do {
        _ = try PracticeSection(from: section.start, to: section.end, in: beatMap)
      } catch {
        throw .setup("the replay's practice section does not fit the map: \(error.message)")
      }
    }
  }
}
