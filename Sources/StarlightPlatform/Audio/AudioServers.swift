import Foundation

/// The sound servers that answer for this user: each one's socket, nil when none answers.
public struct AudioServers: Sendable, Equatable {
  public var pipewire: String?
  public var pulseAudio: String?

  public init(pipewire: String? = nil, pulseAudio: String? = nil) {
    self.pipewire = pipewire
    self.pulseAudio = pulseAudio
  }

  /// Looks where each client library would (PipeWire: PIPEWIRE_REMOTE in
  /// PIPEWIRE_RUNTIME_DIR or XDG_RUNTIME_DIR; PulseAudio: PULSE_SERVER, else
  /// PULSE_RUNTIME_PATH or XDG_RUNTIME_DIR/pulse, socket `native`) and keeps the sockets that
  /// accept a connection: a socket file a crashed server left behind does not count.
  public static func running(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    answers: (String) -> Bool = UnixSocket.accepts
  ) -> AudioServers {
    AudioServers(
      pipewire: pipewireSocket(environment).flatMap { answers($0) ? $0 : nil },
      pulseAudio: pulseSocket(environment, answers: answers))
  }

  static func pipewireSocket(_ environment: [String: String]) -> String? {
    let name = environment["PIPEWIRE_REMOTE"].flatMap { $0.isEmpty ? nil : $0 } ?? "pipewire-0"
    if name.hasPrefix("/") { return name }
    guard let directory = environment["PIPEWIRE_RUNTIME_DIR"] ?? environment["XDG_RUNTIME_DIR"]
    else { return nil }
    return "\(directory)/\(name)"
  }

  static func pulseSocket(_ environment: [String: String], answers: (String) -> Bool) -> String? {
    if let server = environment["PULSE_SERVER"], !server.isEmpty {
      // A list of addresses; a unix socket is tried, a network address is taken as given.
      for address in server.split(separator: " ").map(String.init) {
        let path = address.hasPrefix("unix:") ? String(address.dropFirst(5)) : address
        if !path.hasPrefix("/") { return address }
        if answers(path) { return path }
      }
      return nil
    }
    let directory =
      environment["PULSE_RUNTIME_PATH"] ?? environment["XDG_RUNTIME_DIR"].map { "\($0)/pulse" }
    guard let directory else { return nil }
    let path = "\(directory)/native"
    return answers(path) ? path : nil
  }
}
