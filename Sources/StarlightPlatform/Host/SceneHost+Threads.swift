import Synchronization

extension SceneHost {
  /// Live play: the judging path on a thread of its own at a raised priority (real time
  /// where allowed), which never draws; this thread (the window's, as SDL requires) pumps
  /// events and draws. Everything the two share (the scene, the audio manager, notices)
  /// is touched under one lock with priority inheritance; presses are stamped outside it,
  /// as SDL pumps them or as an evdev reader reads them, and the present (which blocks up
  /// to a refresh with vsync) happens outside it too, so judging goes on meanwhile.
  func runThreaded(_ scene: any Scene, priorities: ThreadPriorities) {
    let world = PriorityInheritingLock()
    let running = RunFlag()
    let judging = GameThread(role: .judging, wish: .timeCritical, priorities: priorities) {
      [self] in
      while running.value.load(ordering: .acquiring) {
        let stillRunning = world.withLock { judgeStep(scene).running }
        if !stillRunning { running.value.store(false, ordering: .releasing) }
        clock.idle(for: FramePacer.pumpInterval)
      }
      let cpu = FrameStatistics.threadCPUTime()
      world.withLock { judgingCPUTime += cpu }
    }
    if !priorities.grants.contains(where: { $0.role == .drawing }) {
      priorities.raise(.drawing, to: .ordinary)
    }
    var pacer = FramePacer(renderRate: options.renderRate, now: clock.now())
    while running.value.load(ordering: .acquiring) {
      pacer.follow(pacing)
      events.pumpOnly()
      if !world.withLock({ pumpStep(scene) }) { running.value.store(false, ordering: .releasing) }
      let now = clock.now()
      if pacer.isFrameDue(at: now) {
        world.withLock { draw(scene, now: now, last: false) }
        present()
        pacer.frameDrawn(at: now)
      } else {
        clock.idle(for: FramePacer.pumpInterval)
      }
    }
    judging.join()
    // The last frame (and `--screenshot`) shows the scene as judging left it.
    draw(scene, now: clock.now(), last: true)
    present()
  }
}

/// Whether the threaded loop goes on; either thread may end it (a quit, the scene's end).
private final class RunFlag: Sendable {
  let value = Atomic(true)
}
