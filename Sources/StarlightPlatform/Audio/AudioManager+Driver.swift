import CSDL2
import Foundation

/// The driver the game plays through, the quantum it asks the server for, and the output
/// latency the server measures (issue 33): what the Audio page and `--stats` show.
extension AudioManager {
  /// Asks SDL for the driver `AudioDriverChoice` picks, before SDL's audio starts.
  func chooseDriver() {
    let choice = AudioDriverChoice.choose(
      environment: Self.environment("SDL_AUDIODRIVER"),
      setting: settings.driver, servers: AudioServers.running(),
      available: Self.compiledDrivers())
    driverChoice = choice
    if let hint = choice.hint { SDL_SetHint(SDL_HINT_AUDIODRIVER, hint) }
  }

  /// The audio drivers this SDL was built with.
  static func compiledDrivers() -> [String] {
    (0..<SDL_GetNumAudioDrivers()).compactMap { index in
      SDL_GetAudioDriver(index).map { String(cString: $0) }
    }
  }

  /// The server's quantum to match the buffer: SDL's PipeWire driver already sets the
  /// stream's node.latency to buffer/rate and its PulseAudio driver a target length made
  /// from the buffer (with ADJUST_LATENCY), but PIPEWIRE_LATENCY and PULSE_LATENCY_MSEC in the environment override
  /// both inside the client libraries. PIPEWIRE_LATENCY is set to this buffer (a value
  /// inherited from the desktop would ask for another); PULSE_LATENCY_MSEC, whole
  /// milliseconds only, is taken out so SDL's exact length stands.
  func requestQuantum() {
    guard mode == .live else { return }
    let wanted = "\(settings.bufferFrames)/\(AudioSettings.sampleRate)"
    if Self.environment("PIPEWIRE_LATENCY") != wanted {
      setenv("PIPEWIRE_LATENCY", wanted, 1)
    }
    if let asked = Self.environment("PULSE_LATENCY_MSEC") {
      logger.notice("PULSE_LATENCY_MSEC=\(asked) ignored: the buffer setting asks PulseAudio")
      unsetenv("PULSE_LATENCY_MSEC")
    }
  }

  /// The environment as it is now (SDL and the client libraries read it at each open).
  static func environment(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The output latency as the sound server measured it for the game's stream.
  public var outputLatency: OutputLatency {
    guard deviceOpen else { return .unreadable("no audio device open") }
    return latencySource.read()
  }

  /// The driver in use and why, for the Audio page and `--stats`.
  public var driverSummary: String {
    guard deviceOpen else {
      let asked = driverChoice.map { "asked for \($0.drivers.joined(separator: ", ")): " } ?? ""
      return "none (\(asked)\(lastOpenFailure ?? "no device open"))"
    }
    guard let choice = driverChoice else { return driver }
    // What plays first: the reason (a socket's path) can be long, and the Audio page's
    // panel cuts what does not fit.
    if let stream = ownStream {
      return "\(driver), the game's own \(stream.server.name) stream (\(choice.reason))"
    }
    if let refusal = ownStreamRefusal {
      return "\(driver), SDL's driver: the game's own stream refused (\(refusal); \(choice.reason))"
    }
    return "\(driver) (\(choice.reason))"
  }

  /// What `--stats` prints about the song clock against the sound server: its largest
  /// correction toward the music heard and, with the own stream, the silences the server
  /// played in the game's place (each of which the clock follows) and its delay to the
  /// device.
  public var serverTimingReport: [String] {
    let correction =
      "song clock: largest correction toward the heard music "
      + String(format: "%.3f ms", songClock.largestDifference.milliseconds)
    guard let stream = ownStream else { return [correction] }
    let counters = stream.counters
    let delay = String(format: "%.2f", counters.deviceDelay.milliseconds)
    let gaps =
      stream.server == .pipewire
      ? "PipeWire cycles without the game's buffer: \(counters.gaps) of \(counters.buffers + counters.gaps) (largest gap \(counters.largestGapFrames) frames)"
      : "PulseAudio underruns of the game's stream: \(counters.gaps) in \(counters.buffers) buffers"
    return [correction, "\(gaps); server delay to the device \(delay) ms"]
  }

  /// What `--stats` prints about the output: the driver, the buffer asked for and the
  /// latency the server measured (or why there is none).
  public var outputReport: [String] {
    [
      "audio driver: \(driverSummary)",
      "output latency: \(outputLatency.summary); buffer \(bufferFrames) frames asked",
    ]
  }
}
