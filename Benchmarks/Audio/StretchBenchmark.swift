import Foundation
import StarlightCore
import StarlightPlatform
import StarlightStretch

/// Issue 11's figures: what Rubber Band costs inside the mix, per 256-frame buffer, at the
/// practice rates, and the delay it adds (which the engine takes off at every start).
enum StretchBenchmark {
  static let rates = [100, 50, 150, 200]

  static func measure(_ audio: AudioManager) {
    guard let main = audio.clip(.bgmMain) else {
      print("stretch: assets missing")
      return
    }
    StretchListening.measure(main, directory: NSTemporaryDirectory())
    let frames = AudioBenchmark.bufferFrames
    let budget = Double(frames) / Double(AudioBenchmark.format.sampleRate) * 1_000
    for hundredths in rates {
      let rate = PlaybackRate(hundredths: hundredths) ?? .normal
      for pitch in hundredths == 100 ? [.kept] : [PlaybackRate.Pitch.kept, .follows] {
        var engine = AudioMixEngine(stretchers: RubberBandStretchers())
        engine.setPlaybackRate(MusicRate(rate: rate, pitch: pitch))
        engine.playMusic(main, ending: .loop, fromSongFrame: 0)
        let times = threadCPUTimes(&engine)
        // The first buffer primes the stretcher (its start pad and delay): reported apart.
        let steady = Array(times.dropFirst())
        let median = AudioBenchmark.percentile(steady, 0.5)
        let p99 = AudioBenchmark.percentile(steady, 0.99)
        print(
          String(
            format:
              "stretch %@ pitch %@ (thread CPU time): median %.1f us (%.2f %% of %.2f ms), p99 %.1f us (%.2f %%), first buffer (priming) %.1f us",
            rate.description, pitch.rawValue, median, median / (budget * 10), budget, p99,
            p99 / (budget * 10), times.first ?? 0))
      }
      if hundredths != 100 {
        let stretcher = RubberBandStretcher(format: AudioBenchmark.format)
        stretcher.reset(rate: rate)
        print(
          String(
            format:
              "stretch %@ delay: start pad %d input frames, start delay %d output frames (%.1f ms), Rubber Band latency %d frames; taken off at each start",
            rate.description, stretcher.startPad, stretcher.startDelay,
            Double(stretcher.startDelay) / Double(AudioBenchmark.format.sampleRate) * 1_000,
            stretcher.latency))
      }
    }
  }

  /// CPU time of this thread per buffer (microseconds): what the mix costs, without the
  /// moments the scheduler gave the core to another process (this machine is shared).
  static func threadCPUTimes(_ engine: inout AudioMixEngine) -> [Double] {
    var output = [Float](repeating: 0, count: AudioBenchmark.bufferFrames * 2)
    var times: [Double] = []
    times.reserveCapacity(AudioBenchmark.buffers)
    for _ in 0..<AudioBenchmark.buffers {
      let start = threadCPUTime()
      output.withUnsafeMutableBufferPointer { engine.mix(into: $0) }
      times.append(Double(threadCPUTime() - start) / 1_000)
    }
    return times
  }

  static func threadCPUTime() -> Int64 {
    var spec = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
    return Int64(spec.tv_sec) * 1_000_000_000 + Int64(spec.tv_nsec)
  }
}
