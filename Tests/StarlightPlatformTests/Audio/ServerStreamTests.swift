import StarlightCore
import Testing

@testable import StarlightPlatform

/// The game's own streams (`CServerStreams`) where no sound server answers: each refuses in
/// one line naming the server, frees what it made, and never fills a buffer (issue 33's bad
/// input: the AudioManager then plays through SDL's drivers, or reconnects later).
@Suite struct ServerStreamTests {
  static let nowhere = "/nonexistent/starlight-sync-test/socket"

  static func refusal(_ server: ServerStream.Server, address: String) -> (String?, Int64) {
    let mixer = LiveMixer(engine: AudioMixEngine(), clock: ManualClock(start: .seconds(5)))
    do {
      _ = try ServerStream(server: server, address: address, bufferFrames: 64, mixer: mixer)
      return (nil, mixer.state.withLock { $0.framesMixed })
    } catch {
      return (error.description, mixer.state.withLock { $0.framesMixed })
    }
  }

  @Test("PipeWire with no daemon at the socket: refused in one line, nothing filled")
  func pipewireAbsent() {
    let (reason, mixed) = Self.refusal(.pipewire, address: Self.nowhere)
    let said = reason ?? "opened"
    // Without the client library's configuration (a machine with only libpipewire-0.3-0, as
    // a bare CI install has) the context itself is refused, and the line says what to install.
    let refusals = ["no PipeWire daemon answers (", "PipeWire's client configuration or modules"]
    #expect(refusals.contains { said.hasPrefix($0) } && !said.contains("\n"), "\(said)")
    #expect(mixed == 0)
  }

  @Test("PulseAudio with no server at the socket: refused in one line, nothing filled")
  func pulseAbsent() {
    let (reason, mixed) = Self.refusal(.pulseaudio, address: "unix:\(Self.nowhere)")
    let said = reason ?? "opened"
    #expect(said.contains("PulseAudio server") && !said.contains("\n"), "\(said)")
    #expect(mixed == 0)
  }
}
