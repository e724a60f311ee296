import StarlightCore

/// The Audio page's device control (issue 22): the buffer size and the output device changed
/// while the game runs. The device is closed and opened again with the new values; the
/// music and the song clock are held where they are meanwhile and go on from that frame,
/// as after a device that went away and came back. A value the device refuses keeps the
/// old one (opened again) and gives the device's reason.
extension AudioManager {
  /// The audio driver in use (pipewire, pulseaudio, alsa, dummy...): the server of the
  /// game's own stream, or SDL's driver.
  public var driver: String { ownStream?.server.driver ?? opener.driver }

  /// The output devices the driver lists, by name; none while the own stream plays to the
  /// desktop's default output (SDL, which lists them, then runs only to decode).
  public func outputDevices() -> [String] { subsystemDecodesOnly ? [] : opener.outputDevices() }

  /// The output device asked for (nil: the system's default).
  public var device: String? { settings.device }

  /// L as the Audio page shows it: from the buffer the device really calls back with once
  /// a callback has come since it was opened (measured), else the formula's for the buffer
  /// asked for; either way raised to the player's least L.
  public var hitSoundLatencyFigure: (latency: Nanoseconds, measured: Bool) {
    let observed = mixer.state.withLock { $0.lastBufferFrames }
    guard deviceOpen, observed > 0 else {
      return (deviceHitSoundLatency.nanoseconds(format: format), false)
    }
    var measured = settings
    measured.bufferFrames = observed
    return (
      measured.hitSoundLatency(queuedFrames: serverQueuedFrames).nanoseconds(format: format), true
    )
  }

  /// L for the device as opened: the settings' L, raised where the game's own stream's
  /// server keeps more queued ahead of the device than two buffers (PulseAudio's target
  /// length), so a press made at once is not already too late for its sound.
  var deviceHitSoundLatency: HitSoundLatency {
    settings.hitSoundLatency(queuedFrames: serverQueuedFrames)
  }

  private var serverQueuedFrames: Int { ownStream?.counters.queuedFrames ?? 0 }

  /// Opens the device again mixing `bufferFrames` at a time on `device` (nil: the default);
  /// nil when done (or nothing changed), else the device's reason, with the old buffer and
  /// device kept and open again.
  @discardableResult
  public func reopen(bufferFrames: Int, device: String?, now: Nanoseconds? = nil) -> String? {
    let now = now ?? clock.now()
    guard mode == .live else { return "audio is only decoded in this run" }
    let wanted = AudioSettings(bufferFrames: bufferFrames, device: device)
    guard wanted.bufferFrames != settings.bufferFrames || device != settings.device || !deviceOpen
    else { return nil }
    let old = (bufferFrames: settings.bufferFrames, device: settings.device)
    let wasOpen = deviceOpen
    hold(at: now)
    settings.bufferFrames = wanted.bufferFrames
    settings.device = device
    if openDevice() {
      opened(at: now)
      logger.info("audio device reopened: \(deviceDescription), buffer \(settings.bufferFrames)")
      return nil
    }
    let reason = lastOpenFailure ?? "the device refused it"
    logger.warning(
      "audio device refused buffer \(wanted.bufferFrames) on \(device ?? "the default device"): \(reason); keeping buffer \(old.bufferFrames)"
    )
    settings.bufferFrames = old.bufferFrames
    settings.device = old.device
    if wasOpen, openDevice() {
      opened(at: now)
    } else if wasOpen {
      // Not even the old one opens again: what a device that went away gets.
      recovery.deviceLost(at: now)
      status = .reconnecting
    }
    return reason
  }

  /// Closes the device with the music and the song clock held where they are.
  private func hold(at now: Nanoseconds) {
    guard deviceOpen else { return }
    closeDevice()
    if songClockActive, !songClock.isPaused {
      songClock.pause(at: now)
      clockFrozenByDevice = true
    }
    mixer.request(.pause(fade: 0))
  }

  /// The device is open again (with L for it, set by `openDevice`): the buffer is measured
  /// afresh, and the music goes on from the frame it was held on.
  private func opened(at now: Nanoseconds) {
    mixer.state.withLock { $0.forgetBufferSize() }
    status = .open(device: deviceDescription)
    resumeAfterReconnect(at: now)
  }
}

extension AudioManager {
  /// The least L the player wants, in ms (0: as the buffer gives); it can only raise L.
  public var leastHitSoundLatencyMs: Double { settings.hitSoundLatencyMs }

  /// Sets the least L; hit sounds take the new L from the next press.
  public func setLeastHitSoundLatency(ms: Double) {
    settings.hitSoundLatencyMs =
      ms.isFinite ? min(max(ms, 0), AudioSettings.maxHitSoundLatencyMs) : 0
    let latency = deviceHitSoundLatency
    mixer.withEngine { $0.hitSoundLatency = latency }
  }
}
