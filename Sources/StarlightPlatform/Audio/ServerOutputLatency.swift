import CServerLatency
import Foundation
import StarlightCore

/// The output latency the sound server itself measures for this process's stream, read on
/// the client library's own thread (CServerLatency): PipeWire's profiler (the graph's
/// quantum and the device's delay) for the pipewire driver and for pipewire-pulse,
/// PulseAudio's introspection (the sink input's buffer and its sink's latency) for a real
/// PulseAudio. Reading it is a copy under a lock: never on the audio or judging threads'
/// way, and never waiting for the server.
public final class ServerOutputLatency: OutputLatencySource {
  /// How often PulseAudio is asked (PipeWire's profiler reports by itself).
  static let pulseIntervalMs: UInt32 = 500

  private var pulse: OpaquePointer?
  private var pipewire: OpaquePointer?
  private var noServer = "no audio device open"

  public init() {}

  deinit { stop() }

  /// With `pulseaudio` the PipeWire daemon is followed too when one answers: the PulseAudio
  /// server is then most likely pipewire-pulse, which reports every stream's latency as 0,
  /// and the PipeWire node it made for the game's stream has the figures from the start.
  public func start(driver: String) {
    stop()
    let pid = getpid()
    switch driver {
    case "pipewire":
      pipewire = starlight_pipewire_monitor_start(pid)
    case "pulseaudio":
      pulse = starlight_pulse_monitor_start(pid, Self.pulseIntervalMs)
      if AudioServers.running().pipewire != nil {
        pipewire = starlight_pipewire_monitor_start(pid)
      }
    default:
      noServer = "the \(driver) driver has no sound server to ask"
    }
  }

  public func stop() {
    if let pulse { starlight_pulse_monitor_stop(pulse) }
    if let pipewire { starlight_pipewire_monitor_stop(pipewire) }
    pulse = nil
    pipewire = nil
    noServer = "no audio device open"
  }

  public func read() -> OutputLatency {
    var reading = starlight_output_latency()
    if let pulse {
      starlight_pulse_monitor_read(pulse, &reading)
      let behindPipeWire = reading.state == Int32(STARLIGHT_LATENCY_PIPEWIRE_BEHIND.rawValue)
      guard behindPipeWire else { return Self.latency(reading) }
      guard let pipewire else {
        return .unreadable("PipeWire's PulseAudio server reports no stream latency")
      }
      starlight_pipewire_monitor_read(pipewire, &reading)
      return Self.latency(reading)
    }
    guard let pipewire else { return .unreadable(noServer) }
    starlight_pipewire_monitor_read(pipewire, &reading)
    return Self.latency(reading)
  }

  static func latency(_ reading: starlight_output_latency) -> OutputLatency {
    var copy = reading
    let reason = withUnsafeBytes(of: &copy.reason) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    let server = withUnsafeBytes(of: &copy.server) {
      String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
    }
    switch Int(reading.state) {
    case Int(STARLIGHT_LATENCY_MEASURED.rawValue):
      let parts: OutputLatencyFigure.Parts =
        reading.quantum > 0
        ? .quantum(frames: Int(reading.quantum), rate: Int(reading.rate)) : .streamBuffer
      return .measured(
        OutputLatencyFigure(
          server: server.isEmpty ? "the server" : server, parts: parts,
          serverPart: Nanoseconds(reading.server_usec) * Nanoseconds.perMicrosecond,
          device: Nanoseconds(reading.device_usec) * Nanoseconds.perMicrosecond,
          readings: Int(reading.readings)))
    case Int(STARLIGHT_LATENCY_WAITING.rawValue):
      return .waiting(reason)
    default:
      return .unreadable(reason)
    }
  }
}
