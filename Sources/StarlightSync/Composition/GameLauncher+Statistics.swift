import Foundation
import StarlightCore
import StarlightPlatform

/// `--stats`: frames and their CPU, the judging thread's CPU, the audio callback's cost,
/// L and the late hit sounds, and what scheduling each thread got.
extension GameLauncher {
  func printStatistics(_ runtime: Runtime) {
    printStatistics(runtime.host.statistics, judgingCPU: runtime.host.judgingCPUTime)
    printAudioStatistics(runtime.audio)
    if let priorities = runtime.host.priorities { print(priorities.summary) }
  }

  private func printAudioStatistics(_ audio: AudioManager) {
    guard let cpu = audio.callbackCPUTime() else { return }
    print(
      String(
        format: "audio callback CPU per buffer: median %.3f ms, p99 %.3f ms (%lld frames mixed)",
        cpu.median.milliseconds, cpu.p99.milliseconds, audio.framesMixed))
    print(
      String(
        format:
          "hit sounds: L = %.3f ms after the press (%d frames; buffer %d frames), late sounds %d (the latest %.3f ms behind its sample)",
        audio.hitSoundLatency.nanoseconds(format: audio.format).milliseconds,
        audio.hitSoundLatency.frames, audio.bufferFrames, audio.lateSounds,
        audio.worstLateness.milliseconds))
  }

  private func printStatistics(_ statistics: FrameStatistics, judgingCPU: Nanoseconds) {
    guard let line = statistics.report(requestedRate: window.fps) else { return }
    print(line)
    // Judging runs on its own thread: its CPU, spread over the frames, for a total to
    // compare with a loop that did both.
    let perFrame = judgingCPU / Nanoseconds(max(1, statistics.frameCount))
    print(
      String(
        format: "judging thread CPU: %.3f s in all, %.3f ms per frame drawn",
        judgingCPU.milliseconds / 1_000, perFrame.milliseconds))
  }
}
