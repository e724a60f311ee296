import Dispatch
import StarlightCore
import Synchronization

/// Decodes Free Play's preview songs on a background thread, so that resting on a song in
/// the list never stalls a frame for the length of a decode (a three-minute song takes a
/// good part of a second). Only the latest request counts; a result for an older one is
/// dropped when it arrives.
final class PreviewDecoder: Sendable {
  private let wanted = Mutex<String?>(nil)
  private let ready = Mutex<(path: String, clip: PCMClip?)?>(nil)

  /// Starts decoding `path` (the file SDL_mixer reads: Ogg, MP3, WAV...).
  func request(_ path: String) {
    wanted.withLock { $0 = path }
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let job = ParallelDecoder.Job(id: "preview:\(path)", path: path)
      let clip = try? ParallelDecoder.decodeFile(job).get()
      guard wanted.withLock({ $0 == path }) else { return }
      ready.withLock { $0 = (path, clip) }
    }
  }

  /// The decoded song for `path` once it is ready (nil inside when it could not be
  /// decoded); nil while it is still being decoded.
  func take(_ path: String) -> PCMClip?? {
    ready.withLock { slot in
      guard let done = slot, done.path == path else { return nil }
      slot = nil
      return .some(done.clip)
    }
  }
}
