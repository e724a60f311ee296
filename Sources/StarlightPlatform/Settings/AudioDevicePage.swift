import StarlightCore

/// The Audio page's device rows (issue 22): the output buffer with L beside it, L itself
/// (measured from the device's callbacks once it has them, else the formula's, said which),
/// the least L the player wants, the output device from SDL's list, the driver (in use and
/// why; the player's choice applies from the next start) and the output latency the sound
/// server measured (issue 33), or why it could not be read. A change is made on the next frame with the audio (`follow`): the device reopens in
/// place; one the device refuses keeps the old buffer and device and its reason is the
/// buffer row's note. What is taken is saved at once.
final class AudioDevicePage: SettingsPageSource {
  /// The buffer sizes offered, in frames (Left/Right step through them).
  static let bufferChoices = [64, 128, 256, 512, 1024, 2048]
  static let defaultDeviceName = "System default"
  static let automaticDriverName = "Automatic"

  /// What the rows show of the device, as last read from the audio manager.
  struct Facts: Equatable {
    var driver = "?"
    /// The driver in use and why (or why none opened).
    var driverDetail = ""
    /// The player's driver (nil: automatic), as saved.
    var chosenDriver: String?
    var outputLatency = OutputLatency.waiting("not asked yet")
    var devices: [String] = []
    var device: String?
    var bufferFrames: Int
    var latency: Nanoseconds
    var measured = false
    var leastLatencyMs: Double
  }

  private(set) var facts: Facts
  /// The change asked for, made on the next frame with the audio.
  private var pending: (bufferFrames: Int, device: String?)?
  private var pendingLeastMs: Double?
  private var pendingDriver: String??
  /// Why the device refused the last change.
  private(set) var refusal: String?
  private let store: SettingsStore?

  init(settings: Settings, store: SettingsStore?) {
    self.store = store
    let audio = settings.audio
    facts = Facts(
      chosenDriver: audio.driver, device: audio.device, bufferFrames: audio.bufferFrames,
      latency: audio.hitSoundLatency.nanoseconds(format: audio.format),
      leastLatencyMs: audio.hitSoundLatencyMs)
  }

  enum Key {
    static let buffer: SettingsRowKey = "audioBuffer"
    static let latency: SettingsRowKey = "hitSoundLatency"
    static let leastLatency: SettingsRowKey = "leastHitSoundLatency"
    static let device: SettingsRowKey = "audioDevice"
    static let driver: SettingsRowKey = "audioDriver"
    static let outputLatency: SettingsRowKey = "outputLatency"
  }

  /// Takes an edit of one of these rows (false: not one of them).
  func handle(_ edit: SettingsEdit, now: Nanoseconds) -> Bool {
    switch edit {
    case .step(Key.buffer, let steps):
      let choice = bufferChoice
      pending = (Self.bufferChoices[choice.index(steppedBy: steps)], facts.device)
    case .step(Key.device, let steps):
      let choice = deviceChoice
      let index = choice.index(steppedBy: steps)
      pending = (facts.bufferFrames, index == 0 ? nil : choice.options[index])
    case .step(Key.driver, let steps):
      let choice = driverChoice
      let index = choice.index(steppedBy: steps)
      pendingDriver = .some(index == 0 ? nil : choice.options[index])
    case .step(Key.leastLatency, let steps):
      pendingLeastMs = leastLatencyNumber.stepped(by: steps)
    case .set(Key.leastLatency, let value):
      pendingLeastMs = value
    default:
      return false
    }
    return true
  }

  /// Every frame on the page, with the audio: makes a pending change and reads the device
  /// again; true when what the rows show changed.
  func follow(_ audio: AudioManager, now: Nanoseconds) -> Bool {
    let before = (facts, refusal)
    if let least = pendingLeastMs {
      pendingLeastMs = nil
      audio.setLeastHitSoundLatency(ms: least)
      store?.update { $0.hitSoundLatencyMs = audio.leastHitSoundLatencyMs }
    }
    if let driver = pendingDriver {
      pendingDriver = nil
      facts.chosenDriver = driver
      store?.update { $0.audioDriver = driver }
    }
    if let wanted = pending {
      pending = nil
      refusal = audio.reopen(bufferFrames: wanted.bufferFrames, device: wanted.device, now: now)
      if refusal == nil {
        store?.update { settings in
          settings.audioBufferFrames = audio.bufferFrames
          settings.audioDevice = audio.device
        }
      }
    }
    let figure = audio.hitSoundLatencyFigure
    let output = audio.outputLatency
    facts = Facts(
      driver: audio.isAvailable ? audio.driver : "none", driverDetail: audio.driverSummary,
      chosenDriver: facts.chosenDriver, outputLatency: output.withoutCount,
      devices: facts.devices.isEmpty ? audio.outputDevices() : facts.devices,
      device: audio.device, bufferFrames: audio.bufferFrames, latency: figure.latency,
      measured: figure.measured, leastLatencyMs: audio.leastHitSoundLatencyMs)
    return before.0 != facts || before.1 != refusal
  }

  private var bufferChoice: SettingsChoice {
    SettingsChoice(
      options: Self.bufferChoices.map { "\($0) frames" },
      index: Self.bufferChoices.firstIndex(of: facts.bufferFrames))
  }

  private var driverChoice: SettingsChoice {
    let options = [Self.automaticDriverName] + AudioDriverChoice.offered
    let index = facts.chosenDriver.flatMap { options.firstIndex(of: $0) } ?? 0
    return SettingsChoice(options: options, index: index)
  }

  private var deviceChoice: SettingsChoice {
    let options = [Self.defaultDeviceName] + facts.devices
    let index = facts.device.flatMap { options.firstIndex(of: $0) } ?? 0
    return SettingsChoice(options: options, index: index)
  }

  private var leastLatencyNumber: SettingsNumber {
    SettingsNumber(
      name: "Least hit sound latency", value: facts.leastLatencyMs,
      range: 0...AudioSettings.maxHitSoundLatencyMs, step: 1, unit: "ms")
  }

  private var latencyText: String {
    "L \(Self.milliseconds(facts.latency)) ms" + (facts.measured ? " (measured)" : " (formula)")
  }

  static func milliseconds(_ value: Nanoseconds) -> Int {
    Int((Double(value) / Double(Nanoseconds.perMillisecond)).rounded())
  }

  /// The rows, appended to the Audio page's mix rows.
  func pages() -> [SettingsPage] { [page] }

  var page: SettingsPage {
    let bufferNote =
      refusal.map { "Refused by the device: \($0). Kept \(facts.bufferFrames) frames." }
      ?? "Smaller: a hit sound sooner after its press, more risk of crackles."
    let latencyNote =
      facts.measured
      ? "Measured: from the buffer the device really calls back with."
      : "By the formula: 2 buffers + the limiter's look-ahead + a margin."
    return SettingsPage(
      id: .audio,
      rows: [
        .choice(
          Key.buffer, "Output buffer", bufferChoice,
          value: "\(facts.bufferFrames) frames   \(latencyText)", applies: .atOnce,
          note: bufferNote,
          description:
            "How much sound the device takes at a time: smaller answers sooner, too small crackles."
        ),
        SettingsRow(
          key: Key.latency, title: "Hit sound latency L",
          description: "The fixed time L from a press to its hit sound, the same for every press.",
          kind: .info,
          value:
            "\(Self.milliseconds(facts.latency)) ms \(facts.measured ? "measured" : "formula")",
          note: latencyNote),
        .number(
          Key.leastLatency, "Least hit sound latency", leastLatencyNumber, applies: .atOnce,
          note: "0: L as short as the output buffer allows; more only lengthens it.",
          description:
            "Every hit sound plays the same time L after its press, at least this long;"
            + " raise it if some come late."),
        .choice(
          Key.device, "Output device", deviceChoice, applies: .atOnce,
          note: refusal.map { "Refused by the device: \($0)." },
          description: "Where the sound goes: the system's default output, or one you choose."),
        .choice(
          Key.driver, "Audio driver", driverChoice,
          value: "\(driverChoice.shown): now \(facts.driver)", applies: .nextStart,
          note: "Automatic: PipeWire where it runs, else PulseAudio, else ALSA;"
            + " SDL_AUDIODRIVER overrides.",
          description: "The sound system the game plays through (PipeWire, PulseAudio, ALSA)."),
        SettingsRow(
          key: Key.outputLatency, title: "Output latency",
          description:
            "How long the sound server and the device hold a sound before it is heard,"
            + " as the server measures it for the game's own stream.",
          kind: .info, value: Self.shortLatency(facts.outputLatency)),
      ],
      notes: sideNotes)
  }

  /// The output latency in a few words for its row; the whole reading is in the notes.
  static func shortLatency(_ latency: OutputLatency) -> String {
    switch latency {
    case .measured(let figure): "\(OutputLatencyFigure.ms(figure.total)) measured"
    case .waiting: "not read yet"
    case .unreadable: "could not be read"
    }
  }

  /// Beside the rows: the driver and why, and the server's reading or why there is none,
  /// wrapped to the side panel (what the rows have no room for).
  var sideNotes: [String] {
    let width = SettingsStyle.sideWidth - 32
    let size = SettingsStyle.sideTextSize
    let driver = TextWrap.lines(
      "Driver: \(facts.driverDetail)", size: size, width: width, maxLines: 4)
    let latency = TextWrap.lines(
      "Output latency: \(facts.outputLatency.summary)", size: size, width: width, maxLines: 5)
    return driver + [""] + latency
  }
}
