import StarlightCore

extension SceneHost {
  /// Saves every finished attempt with `store`; one that cannot be saved stays on screen
  /// (the result screen included) with the path it was meant to go to, since otherwise
  /// only the log would know the replay is lost.
  public func saveReplays(with store: ReplayStore) {
    interpreter.onAttemptFinished = { [weak self] replay, summary in
      if case .failure(let failure) = store.save(replay, summary: summary) {
        self?.notices.post(lasting: failure.screenLine)
      }
    }
  }
}
