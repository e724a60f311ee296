import Foundation
import StarlightCore
import StarlightPlatform

/// `--stats`: frames and their CPU, the judging thread's CPU, the audio callback's cost,
/// L and the late hit sounds, the audio driver and the output latency its server measured,
/// and what scheduling each thread got.
extension GameLauncher {
  func printStatistics(_ runtime: Runtime) {
    printStatistics(runtime.host.statistics, judgingCPU: runtime.host.judgingCPUTime)
    printAudioStatistics(runtime.audio)
    printThreadsPerFrame(runtime)
    let canvas = runtime.host.canvas
    if let counts = canvas.perform({ canvas.drawCounts }) { print(counts.report) }
    if let priorities = runtime.host.priorities { print(priorities.summary) }
  }

  private func printAudioStatistics(_ audio: AudioManager) {
    for line in audio.outputReport + audio.serverTimingReport { print(line) }
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

  /// Each of the game's threads' CPU per frame drawn, on average, and what is left of the
  /// process's for SDL's and the GL driver's own threads (llvmpipe rasterizes on its own).
  private func printThreadsPerFrame(_ runtime: Runtime) {
    let statistics = runtime.host.statistics
    let frames = Nanoseconds(max(1, statistics.frameCount))
    let (drawing, process) = statistics.meanCPU
    let events = runtime.host.eventsCPUTime / frames
    let judging = runtime.host.judgingCPUTime / frames
    let audio = runtime.audio
    let buffers = Nanoseconds(audio.framesMixed) / Nanoseconds(max(1, audio.bufferFrames))
    let mixing = (audio.callbackCPUTime()?.median ?? 0) * buffers / frames
    let others = max(0, process - drawing - events - judging - mixing)
    print(
      String(
        format:
          "CPU per frame drawn (mean ms): drawing %.3f, events %.3f, judging %.3f, audio about %.3f, SDL and GL threads %.3f",
        drawing.milliseconds, events.milliseconds, judging.milliseconds, mixing.milliseconds,
        others.milliseconds))
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
