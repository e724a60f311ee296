import Testing

@testable import StarlightPlatform

/// The driver the game asks SDL for, as a pure function of what answers, the environment
/// and the settings (issue 33: PipeWire first), and where it looks for the servers.
@Suite struct AudioDriverChoiceTests {
  static let allDrivers = ["pipewire", "pulseaudio", "alsa", "sndio", "disk", "dummy"]
  static let pipewire = "/run/user/1000/pipewire-0"
  static let pulse = "/run/user/1000/pulse/native"

  static func choose(
    environment: String? = nil, setting: String? = nil, _ servers: AudioServers,
    available: [String] = allDrivers
  ) -> AudioDriverChoice {
    AudioDriverChoice.choose(
      environment: environment, setting: setting, servers: servers, available: available)
  }

  @Test("a PipeWire daemon: its own driver first, pipewire-pulse and ALSA after it")
  func pipewireFirst() {
    let choice = Self.choose(AudioServers(pipewire: Self.pipewire, pulseAudio: Self.pulse))
    #expect(choice.drivers == ["pipewire", "pulseaudio", "alsa"])
    #expect(choice.hint == "pipewire,pulseaudio,alsa")
    #expect(choice.reason == "a PipeWire daemon answers at \(Self.pipewire)")
  }

  @Test("only a PulseAudio server: pulseaudio, then ALSA; nothing: ALSA")
  func pulseThenAlsa() {
    let pulse = Self.choose(AudioServers(pulseAudio: Self.pulse))
    #expect(pulse.drivers == ["pulseaudio", "alsa"])
    #expect(pulse.reason == "a PulseAudio server answers at \(Self.pulse)")
    let none = Self.choose(AudioServers())
    #expect(none.drivers == ["alsa"])
    #expect(none.reason == "no sound server answers")
  }

  @Test("SDL_AUDIODRIVER wins over the settings and what runs, and SDL reads it itself")
  func environmentWins() {
    let choice = Self.choose(
      environment: "dummy", setting: "alsa", AudioServers(pipewire: Self.pipewire))
    #expect(choice.drivers == ["dummy"])
    #expect(choice.fromEnvironment)
    #expect(choice.hint == nil)
    #expect(choice.reason == "SDL_AUDIODRIVER=dummy")
    let blank = Self.choose(environment: " ", AudioServers(pulseAudio: Self.pulse))
    #expect(blank.drivers == ["pulseaudio", "alsa"], "an empty value is no choice")
  }

  @Test("the settings' driver comes before what runs, which stays behind it")
  func settingsWin() {
    let choice = Self.choose(
      setting: "pulseaudio", AudioServers(pipewire: Self.pipewire, pulseAudio: Self.pulse))
    #expect(choice.drivers == ["pulseaudio", "pipewire", "alsa"])
    #expect(choice.reason == "chosen in Settings")
  }

  @Test("a driver this SDL was built without is never asked for")
  func onlyCompiledDrivers() {
    let choice = Self.choose(
      AudioServers(pipewire: Self.pipewire, pulseAudio: Self.pulse),
      available: ["pulseaudio", "alsa", "dummy"])
    #expect(choice.drivers == ["pulseaudio", "alsa"])
    let nothing = Self.choose(AudioServers(), available: ["dummy"])
    #expect(nothing.drivers.isEmpty)
    #expect(nothing.hint == nil, "SDL's own order then")
  }

  @Test("servers found where their client libraries look, only when they accept")
  func serversFound() {
    let runtime = ["XDG_RUNTIME_DIR": "/run/user/1000"]
    let both = AudioServers.running(environment: runtime) { _ in true }
    #expect(both == AudioServers(pipewire: Self.pipewire, pulseAudio: Self.pulse))
    let stale = AudioServers.running(environment: runtime) { $0 != Self.pipewire }
    #expect(stale == AudioServers(pulseAudio: Self.pulse), "a socket nobody listens on")
    let named = AudioServers.running(
      environment: [
        "PIPEWIRE_REMOTE": "/tmp/private/pipewire-9", "PULSE_SERVER": "unix:/tmp/private/native",
      ]
    ) { _ in true }
    #expect(
      named == AudioServers(pipewire: "/tmp/private/pipewire-9", pulseAudio: "/tmp/private/native"))
    let network = AudioServers.running(environment: ["PULSE_SERVER": "tcp:localhost:4713"]) {
      _ in false
    }
    #expect(network == AudioServers(pulseAudio: "tcp:localhost:4713"))
    #expect(AudioServers.running(environment: [:]) { _ in true } == AudioServers())
  }
}
