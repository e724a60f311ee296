import CSDL2Mixer
import Synchronization

/// The state shared between the game thread and SDL_mixer's audio thread: the music
/// voice and a count of frames the device has taken (for the audio-locked clock).
final class MusicMixer: Sendable {
  struct State: Sendable {
    var voice = MusicVoice()
    var framesMixed: Int64 = 0
  }

  let state = Mutex(State())
  let channels: Int

  init(channels: Int) {
    self.channels = channels
  }

  /// Called on the audio thread by `Mix_HookMusic` for every buffer.
  func fill(_ stream: UnsafeMutablePointer<UInt8>, byteCount: Int) {
    let floats = byteCount / MemoryLayout<Float>.stride
    stream.withMemoryRebound(to: Float.self, capacity: floats) { pointer in
      let buffer = UnsafeMutableBufferPointer(start: pointer, count: floats)
      state.withLock { state in
        state.voice.mix(into: buffer)
        state.framesMixed += Int64(floats / max(1, channels))
      }
    }
  }

  /// The C trampoline SDL_mixer calls; `userdata` is an unretained `MusicMixer`.
  static let hook:
    @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Void = {
      userdata, stream, length in
      guard let userdata, let stream, length > 0 else { return }
      Unmanaged<MusicMixer>.fromOpaque(userdata).takeUnretainedValue().fill(
        stream, byteCount: Int(length))
    }
}
