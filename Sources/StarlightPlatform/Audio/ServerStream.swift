import CServerStreams
import StarlightCore

/// The game's own playback stream to the desktop's sound server (`CServerStreams`), used in
/// place of SDL's drivers (issue 33). Each buffer the live mixer fills carries the server's
/// own time for when it reaches the device, so the song clock follows what the server plays
/// rather than the moment the buffer was asked for.
/// - PipeWire: filled on PipeWire's real-time thread. SDL 2's driver fills on an ordinary
///   thread that the real-time one wakes each cycle, and at 64 frames about one cycle in
///   twelve ended without the game's buffer: a quantum of silence inside a hit sound.
/// - PulseAudio: the server's buffer kept at two of the game's buffers and at least 8 ms
///   (SDL 2's keeps one, which a scheduling hiccup empties), each written with the server's
///   latency.
final class ServerStream {
  enum Server: String, CaseIterable {
    case pipewire
    case pulseaudio

    /// The SDL driver of the same name.
    var driver: String { rawValue }

    var name: String {
      switch self {
      case .pipewire: return "PipeWire"
      case .pulseaudio: return "PulseAudio"
      }
    }
  }

  /// How long opening waits for the server to start the stream.
  static let openTimeoutMs: UInt32 = 2000
  /// The stream's name in the desktop's mixer and in `pw-top` or `pactl`.
  static let name = "StarlightSync"

  struct Refusal: Error, CustomStringConvertible {
    let description: String
  }

  /// The counters the stream keeps, for `--stats`.
  struct Counters: Equatable {
    var buffers: UInt64
    /// Silences the server played in the game's place: PipeWire's cycles that ran without
    /// the game's buffer, PulseAudio's underruns.
    var gaps: UInt64
    /// The largest, in frames (PipeWire only).
    var largestGapFrames: UInt64
    /// The server's delay from a buffer to the device.
    var deviceDelay: Nanoseconds
    /// What the server keeps queued ahead of the device, the buffer being filled among
    /// them: the least time from a mix to its sound, which L must cover.
    var queuedFrames: Int
  }

  let server: Server
  private let stream: OpaquePointer

  /// Connects to the default output and starts the mixer's buffers; throws the server's
  /// reason. `address`: the server's socket (nil: the one its client library finds, as
  /// every desktop program does).
  init(server: Server, address: String? = nil, bufferFrames: Int, mixer: LiveMixer)
    throws(Refusal)
  {
    self.server = server
    var reason = [CChar](repeating: 0, count: 200)
    let open =
      server == .pipewire ? starlight_pipewire_stream_open : starlight_pulse_stream_open
    let opened = open(
      address, Self.name, UInt32(AudioSettings.sampleRate), UInt32(AudioSettings.channelCount),
      UInt32(bufferFrames), Self.fill, Unmanaged.passUnretained(mixer).toOpaque(),
      Self.openTimeoutMs, &reason, reason.count)
    guard let opened else {
      let bytes = reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
      throw Refusal(description: String(decoding: bytes, as: UTF8.self))
    }
    stream = opened
  }

  deinit { starlight_stream_close(stream) }

  /// Why the stream stopped (the server went away, the stream was refused), nil while it
  /// plays. Read without waiting on the server's loop, so a frame may ask.
  var failure: String? {
    let stats = read()
    guard stats.state == Int32(STARLIGHT_STREAM_FAILED.rawValue) else { return nil }
    return withUnsafeBytes(of: stats.error) { bytes in
      String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
    }
  }

  var counters: Counters {
    let stats = read()
    return Counters(
      buffers: stats.buffers, gaps: stats.gaps, largestGapFrames: stats.largest_gap_frames,
      deviceDelay: stats.delay_ns, queuedFrames: Int(stats.queued_frames))
  }

  private func read() -> starlight_stream_stats {
    var stats = starlight_stream_stats()
    starlight_stream_read(stream, &stats)
    return stats
  }

  /// The C trampoline the server library's thread calls; `userdata` is an unretained
  /// `LiveMixer` the AudioManager keeps alive while the stream is open.
  static let fill:
    @convention(c) (
      UnsafeMutableRawPointer?, UnsafeMutablePointer<Float>?, UInt32,
      UnsafePointer<starlight_stream_cycle>?
    ) -> Void = { userdata, samples, frames, cycle in
      guard let userdata, let samples, frames > 0 else { return }
      let timed = cycle.flatMap { $0.pointee.has_time != 0 ? $0.pointee.heard_in_ns : nil }
      let count = Int(frames) * Int(AudioSettings.channelCount)
      Unmanaged<LiveMixer>.fromOpaque(userdata).takeUnretainedValue().fill(
        UnsafeMutableBufferPointer(start: samples, count: count), deviceLatency: timed)
    }
}
