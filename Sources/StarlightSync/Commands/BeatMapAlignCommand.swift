import ArgumentParser
import Foundation
import StarlightCore
import StarlightPlatform
import StarlightSupport

struct BeatMapAlignCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "align",
    abstract: "Check that a beat map's notes are in sync with its audio.",
    discussion: """
      Decodes the map's audio, finds the onsets in it (the starts of sounds, to 0.25 ms), \
      matches every playable note to the nearest onset within 50 ms and reports the offsets \
      (onset minus note, so positive means the sound comes after the note): mean, median, \
      95th percentile of their size, and a verdict. In sync means a median within 5 ms and \
      95 % within 20 ms. Exits 0 when in sync, 1 otherwise.
      """)

  /// Longest audio checked: the whole song is decoded to memory first.
  static let maxAudio = Nanoseconds.seconds(600)
  /// Audio at least this long gets a progress bar.
  static let progressBarMinimum = Nanoseconds.seconds(30)

  @Argument(help: "A \(ChartFormats.kindList(others: ["beat map (.json)"])) file.")
  var file: String

  @OptionGroup var chartOptions: ChartOptions

  @Option(
    help: ArgumentHelp("Also draw the offsets over time as an SVG picture.", valueName: "svg"))
  var plot: String?

  @Flag(help: "Print the figures as one JSON object.")
  var json = false

  @Flag(help: "No progress bar.")
  var quiet = false

  @Flag(help: "Log more.")
  var verbose = false

  func run() throws {
    LoggingSetup.bootstrap(verbose: verbose)
    let map: BeatMap
    do {
      map = try BeatMapSource.load(path: file, chart: chartOptions.selector)
    } catch {
      throw CommandFailure.report(error.lines)
    }
    guard map.audioDuration <= Self.maxAudio else {
      throw CommandFailure.report([
        "\(file): the audio is longer than \(Self.maxAudio / Nanoseconds.perSecond) s, the most this check decodes"
      ])
    }
    let audioPath = BeatMapLoader.resolve(audioFile: map.audioFile, relativeTo: file)
    let samples = try decode(audioPath)
    var bar = ProgressBar(
      label: "finding onsets",
      isShown: !quiet && isatty(STDERR_FILENO) != 0 && map.audioDuration >= Self.progressBarMinimum)
    let onsets = OnsetDetector().onsets(in: samples.mono, sampleRate: samples.rate) {
      bar.update($0)
    }
    bar.finish()
    let report = AlignmentChecker.check(noteTimes: map.notes.map(\.time), onsets: onsets)
    if let plot {
      let svg = AlignmentPlot.svg(report, title: map.metadata.title, duration: map.audioDuration)
      try CommandOutput.write(Array(svg.utf8), to: plot, what: "the plot")
    }
    print(
      json
        ? AlignmentText.json(report)
        : AlignmentText.lines(report, file: file).joined(separator: "\n"))
    if report.verdict != .inSync { throw CommandFailure.exitCode }
  }

  /// The song as mono samples, decoded by the AudioManager on SDL's dummy driver.
  private func decode(_ path: String) throws -> (mono: [Float], rate: Int) {
    let audio = AudioManager(assetsDirectory: "", settings: AudioSettings(), mode: .decodeOnly)
    guard audio.isAvailable else {
      throw CommandFailure.report(["cannot decode audio: SDL_mixer did not open (see the log)"])
    }
    guard audio.loadSong(path: path), let clip = audio.songClip else {
      throw CommandFailure.report(["\(path): the audio could not be decoded (see the log)"])
    }
    return (MonoMix.mono(clip.samples, channels: clip.channels), audio.format.sampleRate)
  }
}
