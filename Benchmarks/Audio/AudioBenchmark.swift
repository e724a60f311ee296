import Foundation
import StarlightCore
import StarlightPlatform
import StarlightSupport

// Figures for issue 3's closing note, measured here and never in tests. A package target:
// `swift build -c release && .build/release/AudioBenchmarks [repo root] [stretch]` (the
// release build of starlight-sync beside it is timed end to end too).

@main
enum AudioBenchmark {
  static let bufferFrames = 256
  static let buffers = 20_000
  static let format = AudioFormat.standard

  static func main() {
    let root = CommandLine.arguments.dropFirst().first ?? FileManager.default.currentDirectoryPath
    let audio = measurePreload(assets: "\(root)/Assets")
    // `AudioBenchmarks ROOT stretch`: only issue 11's time-stretch figures.
    if CommandLine.arguments.dropFirst(2).first == "stretch" {
      StretchBenchmark.measure(audio)
      return
    }
    measureCallback(audio)
    StretchBenchmark.measure(audio)
    measureClockDrift()
    measureRender(audio, beatMap: "\(root)/BeatMaps/chapter4_firewall.json")
    measureCommand(beatMap: "\(root)/BeatMaps/chapter4_firewall.json")
  }

  // MARK: Preload

  static func measurePreload(assets: String) -> AudioManager {
    let audio = AudioManager(assetsDirectory: assets, settings: AudioSettings(), mode: .decodeOnly)
    let before = residentBytes()
    let report = audio.preloadAll()
    let after = residentBytes()
    print(
      String(
        format:
          "preload: %d/7 assets decoded in %.1f ms; %.1f MB of PCM; resident memory +%.1f MB (%.1f -> %.1f MB)",
        report.loaded.count, report.elapsed.milliseconds, Double(report.decodedBytes) / 1_048_576,
        Double(after - before) / 1_048_576, Double(before) / 1_048_576,
        Double(after) / 1_048_576))
    return audio
  }

  static func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
      return 0
    }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
  }

  // MARK: Callback CPU

  static func measureCallback(_ audio: AudioManager) {
    guard let main = audio.clip(.bgmMain), let finale = audio.clip(.bgmFinale) else {
      print("callback: assets missing")
      return
    }
    let sounds = AudioAssetID.allCases.filter { !$0.isMusic }.compactMap { audio.clip($0) }
    // Chapter 4 as played: the song and a hit sound every 250 ms.
    var typical = AudioMixEngine()
    typical.playMusic(main, ending: .loop, fromSongFrame: 0)
    let typicalTimes = timeBuffers(&typical) { index, engine in
      if index % 47 == 0 { engine.playSound(sounds[index % sounds.count]) }
    }
    // The worst case: a cross-fade under way and 16 sounds at once, all the time.
    var heavy = AudioMixEngine()
    heavy.playMusic(main, ending: .loop, fromSongFrame: 0)
    let heavyTimes = timeBuffers(&heavy) { index, engine in
      if index % 90 == 0 {
        engine.crossFade(to: index % 180 == 0 ? finale : main, ending: .loop)
      }
      while engine.activeSounds < 16 { engine.playSound(sounds[index % sounds.count]) }
    }
    let budget = Double(bufferFrames) / Double(format.sampleRate) * 1_000
    for (name, times) in [("typical", typicalTimes), ("2 BGM + 16 SFX", heavyTimes)] {
      // The maximum is the scheduler's (a loaded machine preempts the thread), not the mix.
      let over = times.count { $0 > budget * 1_000 }
      print(
        String(
          format:
            "callback (%@, %d frames, budget %.2f ms): median %.1f us, p99 %.1f us, p99.9 %.1f us, max %.1f us; %d of %d buffers over budget",
          name, bufferFrames, budget, percentile(times, 0.5), percentile(times, 0.99),
          percentile(times, 0.999), times.max() ?? 0, over, times.count))
    }
  }

  static func timeBuffers(
    _ engine: inout AudioMixEngine, before: (Int, inout AudioMixEngine) -> Void
  ) -> [Double] {
    var output = [Float](repeating: 0, count: bufferFrames * format.channels)
    var times: [Double] = []
    times.reserveCapacity(buffers)
    for index in 0..<buffers {
      before(index, &engine)
      let start = DispatchTime.now().uptimeNanoseconds
      output.withUnsafeMutableBufferPointer { engine.mix(into: $0) }
      times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000)
    }
    return times
  }

  static func percentile(_ values: [Double], _ fraction: Double) -> Double {
    Percentile.of(values, fraction) ?? 0
  }

  // MARK: Clock drift

  /// A device consuming frames at its own rate, as in the clock tests.
  final class Device: AudioFrameSource, @unchecked Sendable {
    // Single-threaded benchmark: the lock-free class is only touched from main.
    var mix = LiveMixState()
    var callbacks = 0
    var history: [(mixStart: Int64, songStart: Int64, running: Bool)] = []
    var seed: UInt64 = 42
    let rate: Double
    let jitter: Double

    init(drift: Double, jitter: Nanoseconds) {
      rate = Double(AudioBenchmark.format.sampleRate) * (1 + drift)
      self.jitter = Double(jitter)
    }

    func latestReading() -> AudioFrameReading? { mix.reading }

    func ideal(_ index: Int) -> Nanoseconds {
      Nanoseconds((Double(index * AudioBenchmark.bufferFrames) / rate * 1e9).rounded())
    }

    func advance(to now: Nanoseconds) {
      var scratch = [Float](repeating: 0, count: AudioBenchmark.bufferFrames * 2)
      while ideal(callbacks) <= now {
        seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(seed >> 11) / Double(1 << 53)
        let stamp = ideal(callbacks) + Nanoseconds((unit * 2 - 1) * jitter)
        scratch.withUnsafeMutableBufferPointer { mix.render(into: $0, stamp: stamp) }
        if let reading = mix.reading {
          history.append(
            (
              Int64(callbacks * AudioBenchmark.bufferFrames), reading.songFrame,
              reading.isSongRunning
            ))
        }
        callbacks += 1
      }
    }

    func heard(at now: Nanoseconds) -> Nanoseconds? {
      let latency = Double(AudioBenchmark.bufferFrames + mix.engine.limiterDelayFrames)
      let frame = Double(now) / 1e9 * rate - latency
      let index = Int(frame) / AudioBenchmark.bufferFrames
      guard frame >= 0, index < history.count, history[index].running else { return nil }
      let song = Double(history[index].songStart) + frame - Double(history[index].mixStart)
      return Nanoseconds((song / Double(AudioBenchmark.format.sampleRate) * 1e9).rounded())
    }
  }

  static func measureClockDrift() {
    let silence = PCMClip(id: "song", samples: [Float](repeating: 0, count: 96))
    for drift in [0.005, -0.005] {
      let device = Device(drift: drift, jitter: .milliseconds(1) / 2)
      var clock = AudioSongClock(source: device)
      var now = Nanoseconds.milliseconds(10)
      let generation = clock.start(at: 0, now: now)
      device.mix.request(
        .play(silence, .once, SongAnchor(position: 0, instant: now, generation: generation)))
      var worst: Nanoseconds = 0
      var squares = 0.0
      var count = 0
      var last: Nanoseconds = 0
      let end = Nanoseconds.seconds(180)
      while now < end {
        now += .milliseconds(1)
        device.advance(to: now)
        let value = clock.update(now: now)
        last = value
        guard now > .seconds(1), let heard = device.heard(at: now) else { continue }
        let error = value - heard
        worst = max(worst, abs(error))
        squares += Double(error) * Double(error)
        count += 1
      }
      let freeRunning = Double(end) * abs(drift) / 1e6
      print(
        String(
          format:
            "clock vs frames over a simulated 3 min, rate %+.1f %%, callback jitter +-0.5 ms: max |error| %.3f ms, RMS %.3f ms (free-running would be %.0f ms off); song time at the end %.3f s",
          drift * 100, worst.milliseconds, (squares / Double(max(1, count))).squareRoot() / 1e6,
          freeRunning, Double(last) / 1e9))
    }
  }

  // MARK: Render

  static func measureRender(_ audio: AudioManager, beatMap path: String) {
    guard let map = try? BeatMapLoader.load(path: path), let song = audio.clip(.bgmMain) else {
      print("render: no beat map or song")
      return
    }
    let replay = Autoplay(jitterStandardDeviation: .milliseconds(20), seed: 3)
      .replay(for: map, autoAssist: false)
    var assets: [AudioAssetID: PCMClip] = [:]
    for id in AudioAssetID.allCases { assets[id] = audio.clip(id) }
    var timings: [Double] = []
    var seconds = 0.0
    for _ in 0..<5 {
      let start = DispatchTime.now().uptimeNanoseconds
      guard
        let result = try? ReplayAudioScore.make(
          replay: replay, beatMap: map, clips: ReplayAudioScore.Clips(song: song, assets: assets))
      else { return }
      let samples = OfflineRenderer().render(
        result.score, length: .untilSilent(maxFrames: 48_000 * 200))
      timings.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
      seconds = Double(samples.count / 2) / 48_000
    }
    let median = percentile(timings, 0.5)
    print(
      String(
        format:
          "render (replay -> score -> mix, no file): %.1f s of audio in %.3f s median of 5 = %.0fx real time",
        seconds, median, seconds / median))
  }

  // MARK: End to end

  /// The real command, decoding and writing the file included: the starlight-sync built
  /// beside this benchmark records an autoplay replay and renders it; wall time and the
  /// child's peak resident memory.
  static func measureCommand(beatMap: String) {
    let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    let binary = folder.appendingPathComponent("starlight-sync").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
      print("render-audio process: skipped (no \(binary); build the package first)")
      return
    }
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "starlight-audio-bench-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let replay = scratch.appendingPathComponent("chapter4-autoplay.replay").path
    let wav = scratch.appendingPathComponent("chapter4.wav").path
    guard
      run(binary, ["autoplay", beatMap, "--out", replay, "--jitter-ms", "20", "--seed", "3"])
    else { return }
    let start = DispatchTime.now().uptimeNanoseconds
    guard run(binary, ["replay", replay, "--render-audio", wav]) else { return }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    print(
      String(
        format: "render-audio process: %.2f s wall, max resident %ld KB", seconds,
        usage.ru_maxrss))
  }

  static func run(_ binary: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
      process.waitUntilExit()
    } catch {
      print("\(binary) \(arguments.first ?? ""): \(error)")
      return false
    }
    guard process.terminationStatus == 0 else {
      print("\(binary) \(arguments.first ?? "") exited \(process.terminationStatus)")
      return false
    }
    return true
  }
}
