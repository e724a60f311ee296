import CPipeWireOutput
import StarlightCore

/// The game's own PipeWire playback stream (`CPipeWireOutput`), used in place of SDL's
/// PipeWire driver (issue 33). SDL 2's driver fills its buffers on an ordinary thread that
/// PipeWire's real-time thread wakes each cycle, and at 64 frames about one cycle in twelve
/// ended without the game's buffer: a quantum of silence inside a hit sound. This stream is
/// filled by the live mixer on PipeWire's real-time thread itself, and each buffer carries
/// the graph's own time for when it reaches the device, so the song clock follows the
/// server's play position rather than the moment the buffer was asked for.
final class PipeWireStream {
  /// How long opening waits for the graph to start the stream.
  static let openTimeoutMs: UInt32 = 2000
  /// The stream's name in the desktop's mixer and in `pw-top`.
  static let name = "StarlightSync"

  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  /// The counters the stream keeps, for `--stats` and the Audio page.
  struct Counters: Equatable {
    var buffers: UInt64
    /// Cycles the graph ran without this stream's buffer (each a quantum of silence).
    var skippedCycles: UInt64
    var largestSkipFrames: UInt64
    /// The graph's delay from a buffer to the device.
    var deviceDelay: Nanoseconds
  }

  private let output: OpaquePointer

  /// Connects to the default sink and starts the mixer's buffers; throws PipeWire's reason.
  init(bufferFrames: Int, mixer: LiveMixer) throws(Refusal) {
    var reason = [CChar](repeating: 0, count: 200)
    let opened = starlight_pipewire_output_open(
      Self.name, UInt32(AudioSettings.sampleRate), UInt32(AudioSettings.channelCount),
      UInt32(bufferFrames), Self.fill, Unmanaged.passUnretained(mixer).toOpaque(),
      Self.openTimeoutMs, &reason, reason.count)
    guard let opened else {
      let bytes = reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      throw Refusal(description: String(decoding: bytes, as: UTF8.self))
    }
    output = opened
  }

  deinit { starlight_pipewire_output_close(output) }

  /// Why the stream stopped (the daemon went away, the stream was refused), nil while it
  /// plays. Read without waiting on PipeWire's loop, so a frame may ask.
  var failure: String? {
    let stats = read()
    guard stats.state == Int32(STARLIGHT_PIPEWIRE_OUTPUT_FAILED.rawValue) else { return nil }
    return withUnsafeBytes(of: stats.error) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  var counters: Counters {
    let stats = read()
    return Counters(
      buffers: stats.buffers, skippedCycles: stats.skipped_cycles,
      largestSkipFrames: stats.largest_skip_frames, deviceDelay: stats.delay_ns)
  }

  private func read() -> starlight_pipewire_output_stats {
    var stats = starlight_pipewire_output_stats()
    starlight_pipewire_output_read(output, &stats)
    return stats
  }

  /// The C trampoline PipeWire's real-time thread calls; `userdata` is an unretained
  /// `LiveMixer` the AudioManager keeps alive while the stream is open.
  static let fill:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutablePointer<Float>?, UInt32,
      UnsafePointer<starlight_pipewire_cycle>?
    ) -> Void = { userdata, samples, frames, cycle in
      guard let userdata, let samples, frames > 0 else { return }
      let timed = cycle.flatMap { $0.pointee.has_time != 0 ? $0.pointee.heard_in_ns : nil }
      let count = Int(frames) * Int(AudioSettings.channelCount)
      Unmanaged<LiveMixer>.fromOpaque(userdata).takeUnretainedValue().fill(
        UnsafeMutableBufferPointer(start: samples, count: count), deviceLatency: timed)
    }
}
