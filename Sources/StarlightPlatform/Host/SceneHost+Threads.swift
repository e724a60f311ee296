import StarlightCore
import Synchronization

extension SceneHost {
  /// Live play on three threads. Judging runs on a thread of its own at a raised priority
  /// (real time where allowed) and never draws; it sleeps until the scene's next due event
  /// (a note's window closing) or an input (`judgingWake`), not a fixed interval. Drawing and presenting run on the canvas's
  /// drawing thread, which alone owns the renderer. The window's thread (SDL pumps events
  /// only there) does nothing but pump, about every half millisecond, so SDL's presses are
  /// stamped as they arrive even while a frame is drawn or a present waits for the
  /// refresh; evdev's readers stamp theirs on threads of their own. Why not pump between
  /// draw calls instead: a present with vsync blocks for up to a whole refresh, and no
  /// pumping can happen inside it on the same thread. Everything the threads share (the
  /// scene, the audio manager, notices) is touched under one lock with priority
  /// inheritance; pumping and the present happen outside it, and the window's thread only
  /// ever tries it (a frame being built holds it).
  func runThreaded(_ scene: any Scene, priorities: ThreadPriorities) {
    let world = PriorityInheritingLock()
    let running = RunFlag()
    let eventsCPUAtStart = FrameStatistics.threadCPUTime()
    let judging = GameThread(role: .judging, wish: .timeCritical, priorities: priorities) {
      [self] in
      // Under RealtimeKit's real-time CPU limit, judging lends the world's holder nothing.
      func underWorld<Result>(_ body: () -> Result) -> Result {
        priorities.realtimeCPULimited
          ? world.withLockPolling(every: ThreadTuning.lockRetry, body) : world.withLock(body)
      }
      while running.value.load(ordering: .acquiring) {
        let wake = underWorld { () -> Nanoseconds? in
          let (now, stillRunning) = judgeStep(scene)
          return stillRunning ? nextJudgingWake(scene, now: now) : nil
        }
        priorities.reportLimitReached()
        guard let wake else {
          running.stop()
          break
        }
        // Asleep until the next due event, an input, or the end of the run.
        clock.sleep(until: wake, or: judgingWake)
      }
      let cpu = FrameStatistics.threadCPUTime()
      underWorld { judgingCPUTime += cpu }
    }
    let drawing = canvas.drawing.start { [self] in
      if !priorities.grants.contains(where: { $0.role == .drawing }) {
        priorities.raise(.drawing, to: .ordinary)
      }
      drawLoop(scene, world: world, running: running)
    }
    // The window's thread asks for nothing: a key's stamp is the X server's own time for
    // it (`InputCapture`), however late this thread pumps it. Raised, it took the CPU from
    // drawing at each reply the display's socket woke it for (nice -10: presents took 11 ms
    // instead of 4.5, 74 fps instead of 112; real time: 56-79 fps instead of 89-101, Xvfb).
    if !priorities.grants.contains(where: { $0.role == .events }) {
      priorities.raise(.events, to: .ordinary)
    }
    var handedOver = true
    while running.value.load(ordering: .acquiring) {
      // Waiting for an event when everything pumped was handed over; otherwise (SDL's
      // queue still holds events, so its wait would return at once) pumping at the pump
      // interval until the world is free.
      if !handedOver || !events.pumpWaiting(upTo: FramePacer.eventWait) {
        events.pumpOnly()
        clock.idle(for: FramePacer.pumpInterval)
      }
      // Never waits for the world: while a frame is built under it, this thread goes on
      // pumping (and so stamping); the events are handed over once the lock is free.
      switch world.withLockIfAvailable({ pumpStep(scene) }) {
      case .some(false):
        running.stop()
        judgingWake.signal()
      case .some(true): handedOver = true
      case .none: handedOver = false
      }
    }
    eventsCPUTime += FrameStatistics.threadCPUTime() - eventsCPUAtStart
    drawing.wait()
    judging.join()
    // The last frame (and `--screenshot`) shows the scene as judging left it.
    canvas.perform {
      draw(scene, now: clock.now(), last: true)
      present()
    }
  }

  /// When the judging thread next runs unless an input wakes it first: the scene's next
  /// due event, never later than `ThreadTuning.judgingLongestSleep` from `now`.
  func nextJudgingWake(_ scene: any Scene, now: Nanoseconds) -> Nanoseconds {
    let latest = now + ThreadTuning.judgingLongestSleep
    guard let due = scene.nextDue(at: now) else { return latest }
    return min(max(due, now), latest)
  }

  /// The drawing thread's loop: a frame at the render rate, built under the world lock and
  /// presented outside it (a present may block for a refresh; judging goes on meanwhile).
  private func drawLoop(_ scene: any Scene, world: PriorityInheritingLock, running: RunFlag) {
    var pacer = FramePacer(renderRate: options.renderRate, now: clock.now())
    while running.value.load(ordering: .acquiring) {
      // The Display page changes the pacing while the game runs.
      pacer.follow(pacing)
      let now = clock.now()
      if pacer.isFrameDue(at: now) {
        // The world first, then the renderer: the order every thread takes them in.
        let shot = world.withLock {
          canvas.perform {
            canvas.follow(vsync: pacing.vsync)
            return draw(scene, now: now, last: false)
          }
        }
        let saved = canvas.perform { () -> String? in
          let saved = shot.flatMap { saveScreenshot(to: $0) }
          present()
          return saved
        }
        if let saved { world.withLock { notices.post(passing: saved, now: now) } }
        pacer.frameDrawn(at: now)
      } else {
        // Until the frame is due: drawing has nothing else to do (a changed frame cap
        // takes effect from the frame after).
        clock.idle(for: pacer.timeUntilFrame(at: now))
      }
    }
  }
}

/// Whether the threaded loop goes on; any thread may end it (a quit, the scene's end).
final class RunFlag: Sendable {
  let value = Atomic(true)

  func stop() {
    value.store(false, ordering: .releasing)
  }
}
