import Foundation
import StarlightCore
import Synchronization

/// Assets decoded off the main thread while the game already runs: the launch decodes what
/// the first screen needs and hands the long music decodes here, so the title is up at once
/// and the theme fades in the moment it is ready (issue 12). Results wait in a mutex until
/// the main thread takes them; `wait` blocks until all are in, for a chapter that needs one.
final class BackgroundDecodes: Sendable {
  private let results = Mutex<[AudioAssetID: Result<PCMClip, ParallelDecoder.Failure>]>([:])
  private let group = DispatchGroup()

  /// Decodes each job on its own worker (the system's pool runs as many as there are
  /// cores), each result kept for `take` as soon as it is in. Call after at least one
  /// decode on the calling thread, so SDL_mixer's decoders are set up before threads share
  /// them.
  func start(_ jobs: [(id: AudioAssetID, path: String)]) {
    for job in jobs {
      let decoderJob = ParallelDecoder.Job(id: job.id.rawValue, path: job.path)
      let id = job.id
      group.enter()
      DispatchQueue.global(qos: .userInitiated).async { [self] in
        let result = ParallelDecoder.decodeFile(decoderJob)
        results.withLock { $0[id] = result }
        group.leave()
      }
    }
  }

  /// The results that came in since the last call.
  func take() -> [AudioAssetID: Result<PCMClip, ParallelDecoder.Failure>] {
    results.withLock { store in
      defer { store.removeAll() }
      return store
    }
  }

  /// Blocks until every decode started has finished.
  func wait() {
    group.wait()
  }
}
