import StarlightCore

extension ChapterScene {
  /// What the pause menu names: the chart played outside the story (Free Play, `play
  /// --beatmap`: on a life bar), else the story's chapter.
  var pausedLine: String {
    let context = session.context
    if context.failure == .lifeBar, let metadata = context.beatMap?.metadata {
      return metadata.difficulty.isEmpty
        ? metadata.title : "\(metadata.title) (\(metadata.difficulty))"
    }
    return "Chapter \(session.chapter.number): \(session.chapter.title)"
  }
}
