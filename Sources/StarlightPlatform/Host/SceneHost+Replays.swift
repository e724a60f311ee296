import StarlightCore

extension SceneHost {
  /// Saves every finished attempt with `store` (on its writer's thread when it has one);
  /// one that cannot be saved stays on screen (the result screen included) with the path
  /// it was meant to go to, since otherwise only the log would know the replay is lost.
  public func saveReplays(with store: ReplayStore) {
    interpreter.onAttemptFinished = { [mailbox] replay, summary in
      store.save(replay, summary: summary) { result in
        if case .failure(let failure) = result { mailbox.post(lasting: failure.screenLine) }
      }
    }
  }
}
