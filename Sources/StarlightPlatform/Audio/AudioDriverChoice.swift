import Foundation

/// Which SDL audio driver the game asks for, as a pure function of what runs for this user,
/// the environment and the settings (issue 33): an explicit `SDL_AUDIODRIVER` wins, then the
/// player's choice, then what the desktop runs (a PipeWire daemon, else a PulseAudio server,
/// else ALSA). SDL 2.26 on its own prefers PulseAudio over its PipeWire driver, so on a
/// PipeWire desktop it would play through pipewire-pulse; asked this way it plays natively.
public struct AudioDriverChoice: Sendable, Equatable {
  /// The drivers the settings offer, in the order the automatic choice prefers them.
  public static let offered = ["pipewire", "pulseaudio", "alsa"]

  /// The drivers SDL is asked to try, in order (it takes the first that starts); empty
  /// leaves SDL to its own order.
  public var drivers: [String]
  /// Why, in a few words for the Audio page and `--stats`.
  public var reason: String
  /// Whether SDL reads the environment's own value (nothing is asked of it then).
  public var fromEnvironment: Bool

  /// SDL's hint value: the drivers comma-separated (SDL 2.0.22 and later try each in turn).
  public var hint: String? {
    fromEnvironment || drivers.isEmpty ? nil : drivers.joined(separator: ",")
  }

  /// `environment`: SDL_AUDIODRIVER as set; `setting`: the player's driver (nil: automatic);
  /// `available`: the drivers this SDL was built with.
  public static func choose(
    environment: String?, setting: String?, servers: AudioServers, available: [String]
  ) -> AudioDriverChoice {
    if let environment, !environment.trimmingCharacters(in: .whitespaces).isEmpty {
      return AudioDriverChoice(
        drivers: environment.split(separator: ",").map { String($0) },
        reason: "SDL_AUDIODRIVER=\(environment)", fromEnvironment: true)
    }
    let running = runningOrder(servers)
    if let setting, !setting.isEmpty {
      // The player's driver first; what runs after it, so a driver that cannot start
      // leaves the game heard through another rather than silent.
      let drivers = ([setting] + running.drivers.filter { $0 != setting }).filter(
        available.contains)
      return AudioDriverChoice(
        drivers: drivers, reason: "chosen in Settings", fromEnvironment: false)
    }
    return AudioDriverChoice(
      drivers: running.drivers.filter(available.contains), reason: running.reason,
      fromEnvironment: false)
  }

  private static func runningOrder(_ servers: AudioServers) -> (drivers: [String], reason: String) {
    if let socket = servers.pipewire {
      let drivers = ["pipewire"] + (servers.pulseAudio == nil ? [] : ["pulseaudio"]) + ["alsa"]
      return (drivers, "a PipeWire daemon answers at \(socket)")
    }
    if let socket = servers.pulseAudio {
      return (["pulseaudio", "alsa"], "a PulseAudio server answers at \(socket)")
    }
    return (["alsa"], "no sound server answers")
  }
}
