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

  private enum Monitor {
    case pulse(OpaquePointer)
    case pipewire(OpaquePointer)
    case none(String)
  }

  private var monitor = Monitor.none("no audio device open")

  public init() {}

  deinit { stop() }

  public func start(driver: String) {
    stop()
    let pid = getpid()
    switch driver {
    case "pipewire":
      monitor = .pipewire(starlight_pipewire_monitor_start(pid))
    case "pulseaudio":
      monitor = .pulse(starlight_pulse_monitor_start(pid, Self.pulseIntervalMs))
    default:
      monitor = .none("the \(driver) driver has no sound server to ask")
    }
  }

  public func stop() {
    switch monitor {
    case .pulse(let pulse): starlight_pulse_monitor_stop(pulse)
    case .pipewire(let pipewire): starlight_pipewire_monitor_stop(pipewire)
    case .none: break
    }
    monitor = .none("no audio device open")
  }

  public func read() -> OutputLatency {
    var reading = starlight_output_latency()
    switch monitor {
    case .none(let reason):
      return .unreadable(reason)
    case .pipewire(let pipewire):
      starlight_pipewire_monitor_read(pipewire, &reading)
    case .pulse(let pulse):
      starlight_pulse_monitor_read(pulse, &reading)
      if reading.state == Int32(STARLIGHT_LATENCY_PIPEWIRE_BEHIND.rawValue) {
        // pipewire-pulse: the stream is a PipeWire node; its profiler has the figures.
        starlight_pulse_monitor_stop(pulse)
        monitor = .pipewire(starlight_pipewire_monitor_start(getpid()))
        return .waiting("asking PipeWire behind its PulseAudio server")
      }
    }
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
