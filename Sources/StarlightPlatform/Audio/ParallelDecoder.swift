import CSDL2
import CSDL2Mixer
import Foundation
import StarlightCore
import Synchronization

/// Decodes audio files to PCM on every core at once (issue 12: the launch preload within
/// 200 ms on two cores). Files are taken largest first, so the longest decode (the main
/// theme) starts at once and the small ones fill the other cores around it.
///
/// SDL_mixer converts every file to the open device's format as it decodes; one file is
/// decoded on the calling thread first so its decoders are set up before threads share them.
enum ParallelDecoder {
  struct Job: Sendable {
    let id: String
    let path: String
  }

  struct Failure: Error, Sendable {
    let reason: String
  }

  /// SDL_RWops is freed by the load call.
  static let freeSourceAfterUse: Int32 = 1

  /// One result per job, in the jobs' order.
  static func decode(_ jobs: [Job], workers: Int = ProcessInfo.processInfo.activeProcessorCount)
    -> [Result<PCMClip, Failure>]
  {
    guard !jobs.isEmpty else { return [] }
    let order = jobs.indices.sorted { size(jobs[$0].path) > size(jobs[$1].path) }
    var results = [Result<PCMClip, Failure>?](repeating: nil, count: jobs.count)
    // The smallest file first, alone: it sets up the decoders the threads then share.
    let primer = order[order.count - 1]
    results[primer] = decodeFile(jobs[primer])
    let queue = Mutex((next: 0, results: results))
    let remaining = Array(order.dropLast())
    DispatchQueue.concurrentPerform(iterations: max(1, min(workers, remaining.count))) { _ in
      while true {
        let taken: Int? = queue.withLock { state in
          guard state.next < remaining.count else { return nil }
          state.next += 1
          return remaining[state.next - 1]
        }
        guard let index = taken else { return }
        let result = decodeFile(jobs[index])
        queue.withLock { $0.results[index] = result }
      }
    }
    return queue.withLock { state in
      state.results.map { $0 ?? .failure(Failure(reason: "not decoded")) }
    }
  }

  /// Decodes one file to the device format (48 kHz stereo float).
  static func decodeFile(_ job: Job) -> Result<PCMClip, Failure> {
    guard FileManager.default.fileExists(atPath: job.path) else {
      return .failure(Failure(reason: "missing at \(job.path)"))
    }
    guard let source = SDL_RWFromFile(job.path, "rb") else {
      return .failure(Failure(reason: "unreadable: \(String(cString: SDL_GetError()))"))
    }
    guard let chunk = Mix_LoadWAV_RW(source, freeSourceAfterUse) else {
      return .failure(Failure(reason: "could not be decoded: \(String(cString: SDL_GetError()))"))
    }
    defer { Mix_FreeChunk(chunk) }
    let count = Int(chunk.pointee.alen) / MemoryLayout<Float>.stride
    guard let bytes = chunk.pointee.abuf, count > 0 else {
      return .failure(Failure(reason: "decoded to no samples"))
    }
    let samples = bytes.withMemoryRebound(to: Float.self, capacity: count) {
      Array(UnsafeBufferPointer(start: $0, count: count))
    }
    return .success(
      PCMClip(id: job.id, samples: samples, channels: Int(AudioSettings.channelCount)))
  }

  private static func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0
  }
}
