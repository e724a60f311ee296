import CSDL2
import CSDL2Mixer
import Foundation
import StarlightCore

/// Opening and closing the SDL_mixer device, and what happens when it goes away.
extension AudioManager {
  /// Waiting for the quit fade: poll this often, and give up this long after it should end.
  static let quitPollMs: UInt32 = 5
  static let quitFadeGrace = Nanoseconds.milliseconds(100)

  /// Opens the device the settings name (the default one when none) and installs the music
  /// hook; false (logged, the reason kept in `lastOpenFailure`) on failure. Through a sound
  /// server the game's own stream plays (SDL then runs on its dummy driver, for SDL_mixer's
  /// decoding only); if that stream cannot open the first time, SDL's drivers play instead.
  func openDevice() -> Bool {
    guard !deviceOpen else { return true }
    do {
      try startSubsystem()
      requestQuantum()
      if subsystemDecodesOnly {
        try openOwnStream()
      } else {
        try opener.open(bufferFrames: settings.bufferFrames, device: settings.device)
      }
    } catch let refusal as ServerStream.Refusal
      where ownStreamRefusal == nil && !recovery.isReconnecting
    {
      // The first open: SDL's drivers may still reach a server this stream could not.
      ownStreamRefusal = refusal.description
      logger.warning("the game's own stream did not open (\(refusal)); SDL's drivers play")
      stopSubsystem()
      return openDevice()
    } catch {
      lastOpenFailure = Self.reason(error)
      logger.error("audio unavailable, the game runs silently: \(error)")
      return false
    }
    lastOpenFailure = nil
    deviceOpen = true
    // Every sound is mixed by us in the hook, so SDL_mixer's own channels are not needed.
    Mix_AllocateChannels(0)
    if mode == .live, ownStream == nil {
      Mix_HookMusic(LiveMixer.hook, Unmanaged.passUnretained(mixer).toOpaque())
    }
    // L follows the buffer, and the queue the game's own stream's server keeps.
    let latency = deviceHitSoundLatency
    mixer.withEngine { $0.hitSoundLatency = latency }
    let driver = self.driver
    let name = settings.device ?? defaultDeviceName() ?? "default device"
    deviceDescription = "\(name) (\(driver))"
    if mode == .live { latencySource.start(driver: driver) }
    logger.info(
      "audio open: driver \(driverSummary), device \(name), \(AudioSettings.sampleRate) Hz stereo float, buffer \(settings.bufferFrames) frames; the output latency is read from the sound server (Audio page, --stats); hit sounds L = \(String(format: "%.0f", latency.nanoseconds(format: format).milliseconds)) ms after the press"
    )
    return true
  }

  /// The server the game's own stream plays to, where the chosen driver is a sound
  /// server's (PipeWire's or PulseAudio's) and the default output is asked for (SDL lists
  /// the devices a player may name instead); `STARLIGHT_SERVER_STREAM=sdl` keeps SDL's
  /// drivers, for comparison.
  var ownStreamServer: ServerStream.Server? {
    guard mode == .live, settings.device == nil, ownStreamRefusal == nil,
      Self.environment("STARLIGHT_SERVER_STREAM") != "sdl",
      let first = driverChoice?.drivers.first
    else { return nil }
    return ServerStream.Server(rawValue: first)
  }

  /// Starts SDL's audio with the driver chosen (its dummy one when the own stream plays),
  /// again when that changed since it was started.
  private func startSubsystem() throws {
    if mode == .live, driverChoice == nil { chooseDriver() }
    if subsystemStarted, (ownStreamServer != nil) != subsystemDecodesOnly { stopSubsystem() }
    guard !subsystemStarted else { return }
    // SDL's own choice back first: a dummy driver put over the environment's below stays
    // until reset.
    SDL_ResetHint(SDL_HINT_AUDIODRIVER)
    if mode == .live { chooseDriver() }
    let decodesOnly = ownStreamServer != nil
    if decodesOnly || mode == .decodeOnly {
      // Over SDL_AUDIODRIVER too, which otherwise wins over a hint: SDL would open a
      // second, silent stream on the server (and lose it with the server).
      SDL_SetHintWithPriority(SDL_HINT_AUDIODRIVER, "dummy", SDL_HINT_OVERRIDE)
    }
    try SDLCheck.status(SDL_InitSubSystem(UInt32(SDL_INIT_AUDIO)), "SDL_InitSubSystem(audio)")
    subsystemStarted = true
    subsystemDecodesOnly = decodesOnly
  }

  /// SDL_mixer opened for decoding only (a long buffer, so its thread seldom wakes), then
  /// the server's stream the live mixer fills.
  private func openOwnStream() throws {
    guard let server = ownStreamServer else { return }
    try opener.open(bufferFrames: AudioTuning.decodeOnlyBufferFrames, device: nil)
    do {
      mixer.state.withLock { $0.forgetBufferSize() }
      ownStream = try ServerStream(
        server: server, bufferFrames: settings.bufferFrames, mixer: mixer)
    } catch {
      opener.close()
      throw error
    }
  }

  /// The device's own words (SDL_GetError) for a failed open.
  static func reason(_ error: any Error) -> String {
    (error as? SDLError)?.message ?? "\(error)"
  }

  func closeDevice() {
    guard deviceOpen else { return }
    if ownStream == nil { Mix_HookMusic(nil, nil) }
    // Closed before anything else: no buffer is filled after this.
    ownStream = nil
    latencySource.stop()
    opener.close()
    deviceOpen = false
  }

  func stopSubsystem() {
    guard subsystemStarted else { return }
    SDL_QuitSubSystem(UInt32(SDL_INIT_AUDIO))
    subsystemStarted = false
    subsystemDecodesOnly = false
  }

  private func defaultDeviceName() -> String? {
    var name: UnsafeMutablePointer<CChar>?
    var spec = SDL_AudioSpec()
    guard SDL_GetDefaultAudioInfo(&name, &spec, 0) == 0, let name else { return nil }
    defer { SDL_free(name) }
    return String(cString: name)
  }

  // MARK: Device events

  /// Handles SDL's audio device events; returns what changed, if anything. Our device
  /// being removed freezes the song clock and the music where they are and starts the
  /// reconnect attempts (made from `update`, never waiting here).
  @discardableResult
  public func handle(_ event: SDL_Event, now: Nanoseconds? = nil) -> AudioDeviceChange? {
    let now = now ?? clock.now()
    switch SDL_EventType(event.type) {
    case SDL_AUDIODEVICEREMOVED:
      // SDL only reports removals of devices that are open, and SDL_mixer's is the only
      // output device this game opens, so an output removal is ours.
      guard event.adevice.iscapture == 0, deviceOpen else { return nil }
      return deviceLost(at: now)
    case SDL_AUDIODEVICEADDED:
      guard event.adevice.iscapture == 0, !deviceOpen else { return nil }
      recovery.deviceAppeared(at: now)
      if recovery.isReconnecting { status = .reconnecting }
      return update(now: now)
    default:
      return nil
    }
  }

  /// Makes a reconnect attempt when one is due; call it every frame (cheap otherwise).
  @discardableResult
  public func update(now: Nanoseconds) -> AudioDeviceChange? {
    absorbBackgroundDecodes()
    if deviceOpen, let failure = ownStream?.failure {
      // The own stream's server went away: SDL sends no event for it.
      logger.warning("the game's audio stream stopped: \(failure)")
      return deviceLost(at: now)
    }
    guard recovery.shouldAttempt(at: now) else { return nil }
    if openDevice() {
      recovery.reopened()
      reconnects += 1
      status = .open(device: deviceDescription)
      logger.info("audio device back: \(deviceDescription)")
      resumeAfterReconnect(at: now)
      return .restored(device: deviceDescription)
    }
    recovery.attemptFailed(at: now)
    guard recovery.state == .gaveUp else { return nil }
    status = .silent(reason: "the audio device went away")
    logger.error("no audio device came back; the game goes on silently")
    songClockActive = false
    return .gaveUp
  }

  func deviceLost(at now: Nanoseconds) -> AudioDeviceChange {
    logger.warning("audio device removed; music and song clock frozen, reconnecting")
    closeDevice()
    if songClockActive, !songClock.isPaused {
      songClock.pause(at: now)
      clockFrozenByDevice = true
    }
    // Nothing is heard any more: hold the music at once, so the resume fades in.
    mixer.request(.pause(fade: 0))
    recovery.deviceLost(at: now)
    status = .reconnecting
    return .lost
  }

  func resumeAfterReconnect(at now: Nanoseconds) {
    defer { clockFrozenByDevice = false }
    guard !musicPausedByGame else { return }
    if songClockActive, clockFrozenByDevice {
      let position = songClock.songTime(at: now)
      let generation = songClock.resume(at: now)
      mixer.request(.resume(SongAnchor(position: position, instant: now, generation: generation)))
    } else {
      mixer.request(.resumeInPlace)
    }
  }

  // MARK: Quit

  /// Fades everything out (never a click on exit), waits for the fade to be mixed, then
  /// stops the music and restores the master gain for whoever plays next.
  public func fadeOutForQuit() {
    guard deviceOpen, mode == .live else {
      stopMusic()
      return
    }
    mixer.withEngine { $0.setMasterGain(0, over: AudioTuning.quitFade) }
    let deadline = clock.now() + AudioTuning.quitFade + Self.quitFadeGrace
    while clock.now() < deadline, mixer.withEngine({ $0.masterGain }) > 0 {
      SDL_Delay(Self.quitPollMs)
    }
    stopMusic()
    let gain = settings.masterGain
    mixer.withEngine { engine in
      engine.stopMusic()
      engine.stopSounds()
      engine.setMasterGain(gain, over: 0)
    }
  }
}
