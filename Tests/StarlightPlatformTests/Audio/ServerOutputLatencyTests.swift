import CServerLatency
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The sound servers' readings (CServerLatency's struct) as the game shows them: PipeWire's
/// quantum and device delay, PulseAudio's stream buffer and sink, a wait and a refusal with
/// the server's reason, and a driver with no server to ask.
@Suite struct ServerOutputLatencyTests {
  static func reading(
    _ state: starlight_latency_state, server: String = "", reason: String = "",
    serverUsec: UInt64 = 0, deviceUsec: UInt64 = 0, quantum: UInt32 = 0
  ) -> starlight_output_latency {
    var reading = starlight_output_latency()
    reading.state = Int32(state.rawValue)
    reading.server_usec = serverUsec
    reading.device_usec = deviceUsec
    reading.total_usec = serverUsec + deviceUsec
    reading.quantum = quantum
    reading.rate = 48_000
    reading.readings = 3
    withUnsafeMutableBytes(of: &reading.server) { $0.copyBytes(from: Array(server.utf8)) }
    withUnsafeMutableBytes(of: &reading.reason) { $0.copyBytes(from: Array(reason.utf8)) }
    return reading
  }

  @Test("PipeWire: the quantum and the device's delay; PulseAudio: stream buffer and sink")
  func measured() {
    let pipewire = ServerOutputLatency.latency(
      Self.reading(
        STARLIGHT_LATENCY_MEASURED, server: "PipeWire 0.3.65", serverUsec: 1_333,
        deviceUsec: 4_000, quantum: 64))
    #expect(
      pipewire.summary
        == "5.3 ms measured by PipeWire 0.3.65 (quantum 64/48000 1.3 ms + device 4.0 ms)")
    #expect(pipewire.figure?.total == 5_333_000)
    let pulse = ServerOutputLatency.latency(
      Self.reading(
        STARLIGHT_LATENCY_MEASURED, server: "pulseaudio 16.1", serverUsec: 2_000,
        deviceUsec: 400))
    #expect(
      pulse.summary == "2.4 ms measured by pulseaudio 16.1 (stream buffer 2.0 ms + sink 0.4 ms)")
  }

  @Test("a wait and a refusal carry the server's words")
  func notMeasured() {
    let waiting = ServerOutputLatency.latency(
      Self.reading(STARLIGHT_LATENCY_WAITING, reason: "no stream of this game in the graph yet"))
    #expect(waiting == .waiting("no stream of this game in the graph yet"))
    let refused = ServerOutputLatency.latency(
      Self.reading(STARLIGHT_LATENCY_UNAVAILABLE, reason: "the PulseAudio server: Access denied"))
    #expect(refused.summary == "could not be read: the PulseAudio server: Access denied")
  }

  @Test("a driver with no sound server behind it is said, not guessed")
  func noServer() {
    let source = ServerOutputLatency()
    #expect(source.read() == .unreadable("no audio device open"))
    source.start(driver: "alsa")
    #expect(source.read() == .unreadable("the alsa driver has no sound server to ask"))
    source.stop()
    #expect(source.read() == .unreadable("no audio device open"))
  }
}
