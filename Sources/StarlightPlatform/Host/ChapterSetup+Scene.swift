import StarlightCore

extension ChapterSetup {
  /// The scene of one attempt made from this setup: its view, controls, offsets, dev
  /// overlay and profiles. An offset or view the player chooses in it goes to the setup's
  /// callbacks (saved), and through `remember` into the setup the caller keeps, so every
  /// later attempt is made with it. One place for the story, Free Play and single runs.
  func scene(
    for session: ChapterSession, sourceLabel: String?, interpreter: EffectInterpreter,
    now: Nanoseconds,
    remember: @escaping (@escaping (inout ChapterSetup) -> Void) -> Void = { _ in }
  ) -> ChapterScene {
    let chapter = session.chapter
    let scene = ChapterScene(
      session: session, view: views(sourceLabel: sourceLabel).view(for: chapter),
      bindings: controls(for: chapter), interpreter: interpreter, offsets: offsets,
      overlay: DevOverlay(visible: devOverlay, chapter: chapter), now: now)
    let savedOffsets = onOffsetsChosen
    let savedView = onViewChosen
    scene.onOffsetsChosen = { offsets in
      remember { $0.offsets = offsets }
      savedOffsets(offsets)
    }
    scene.onViewChosen = { view in
      remember { $0.view = view }
      savedView(view)
    }
    scene.profiles = profiles
    return scene
  }
}
