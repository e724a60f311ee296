import Foundation
import Testing

@testable import StarlightCore

/// Onset detection on synthetic sounds with known starts, and the alignment check's figures
/// and verdicts on made-up notes and onsets.
@Suite("Alignment checker")
struct AlignmentTests {
  static let rate = 48_000

  /// A quiet hiss with sounds starting at `starts` (seconds): each a decaying 90 Hz tone
  /// with a 1.5 ms linear attack and a short noise click, like the generated kick.
  static func track(starts: [Double], seconds: Double, hiss: Float = 0.002) -> [Float] {
    var generator = SplitMix64(seed: 9)
    var samples = (0..<Int(seconds * Double(rate))).map { _ in
      hiss * Float(Double(generator.next() % 2_000) / 1_000 - 1)
    }
    let attack = 0.0015 * Double(rate)
    for start in starts {
      let first = Int((start * Double(rate)).rounded())
      for n in 0..<Int(0.2 * Double(rate)) where first + n < samples.count {
        let t = Double(n) / Double(rate)
        let envelope = min(1, Double(n) / attack) * exp(-t / 0.06)
        let click = exp(-t / 0.003) * (Double(generator.next() % 2_000) / 1_000 - 1)
        samples[first + n] += Float(envelope * (0.6 * sin(2 * .pi * 90 * t) + 0.3 * click))
      }
    }
    return samples
  }

  @Test("sounds with known starts are found to within half a millisecond")
  func detectsKnownStarts() {
    let starts = [0.5, 0.75, 1.0, 1.1234, 1.6, 2.05, 2.5]
    let onsets = OnsetDetector().onsets(
      in: Self.track(starts: starts, seconds: 3), sampleRate: Self.rate)
    #expect(onsets.count == starts.count)
    for (onset, start) in zip(onsets, starts) {
      let error = abs(onset.time.milliseconds - start * 1_000)
      #expect(
        error <= 0.5, "onset at \(onset.time.milliseconds) ms for a sound at \(start * 1_000) ms")
    }
  }

  @Test("silence and a steady tone have no onsets; progress reaches 1")
  func nothingToFind() {
    var fractions: [Double] = []
    let tone = (0..<Self.rate).map {
      Float(0.3 * sin(2 * Double.pi * 440 * Double($0) / Double(Self.rate)))
    }
    #expect(
      OnsetDetector().onsets(in: [Float](repeating: 0, count: Self.rate), sampleRate: Self.rate)
        .isEmpty)
    #expect(
      OnsetDetector().onsets(in: Array(tone.dropFirst(100)), sampleRate: Self.rate) {
        fractions.append($0)
      }.isEmpty)
    #expect(fractions.last == 1)
    #expect(OnsetDetector().onsets(in: [], sampleRate: Self.rate).isEmpty)
  }

  static func onsets(_ times: [Double], strength: Double = 5) -> [OnsetDetector.Onset] {
    times.map { OnsetDetector.Onset(time: Nanoseconds.fromMilliseconds($0), strength: strength) }
  }

  static let notes = (0..<40).map { Nanoseconds.milliseconds(1_000 + Int64($0) * 500) }

  @Test("notes on their onsets are in sync, whatever else is sounding")
  func inSync() {
    // Every note's sound 1 ms late, and softer hi-hats every 125 ms in between.
    let sounds = Self.onsets(Self.notes.map { $0.milliseconds + 1 })
    let hats = Self.onsets((0..<170).map { 1_062.5 + Double($0) * 125 }, strength: 2)
    let report = AlignmentChecker.check(noteTimes: Self.notes, onsets: sounds + hats)
    #expect(report.verdict == .inSync)
    #expect(report.medianOffset == .milliseconds(1))
    #expect(report.p95AbsoluteOffset == .milliseconds(1))
    #expect(report.matchedCount == 40)
  }

  @Test("a map 30 ms off is found to be shifted, even among dense onsets")
  func shifted() {
    let sounds = Self.onsets(Self.notes.map { $0.milliseconds - 30 })
    let hats = Self.onsets((0..<680).map { 1_000 + Double($0) * 31.25 }, strength: 2)
    let report = AlignmentChecker.check(noteTimes: Self.notes, onsets: sounds + hats)
    #expect(report.bestShift == .milliseconds(-30))
    #expect(report.verdict == .shifted(by: .milliseconds(-30)))
    #expect(
      report.verdict.description
        == "the audio is consistently 30.0 ms earlier than the notes: add -30.0 to offsetMs")
  }

  @Test("a tempo that drifts from the music is out of sync")
  func drifting() {
    // Sounds at 500 ms a beat, notes at 502.5: 2.5 ms further off every beat.
    let sounds = Self.onsets((0..<40).map { 1_000 + Double($0) * 500 })
    let notes = (0..<40).map { Nanoseconds.fromMilliseconds(1_000 + Double($0) * 502.5) }
    #expect(AlignmentChecker.check(noteTimes: notes, onsets: sounds).verdict == .loose)
  }

  @Test("too few onsets near the notes is inconclusive")
  func inconclusive() {
    let report = AlignmentChecker.check(noteTimes: Self.notes, onsets: Self.onsets([1_000, 1_500]))
    #expect(report.verdict == .inconclusive)
    #expect(report.unmatchedCount == 38)
    #expect(AlignmentChecker.check(noteTimes: Self.notes, onsets: []).verdict == .inconclusive)
  }

  @Test("the median of an even count is the mean of the middle two")
  func figures() {
    let values: [Nanoseconds] = [1, 2, 3, 10]
    #expect(AlignmentChecker.median(values) == 2)
  }

  @Test("detected end to end: a synthetic track and its notes check in sync")
  func endToEnd() {
    let starts = (0..<16).map { 0.25 + Double($0) * 0.25 }
    let onsets = OnsetDetector().onsets(
      in: Self.track(starts: starts, seconds: 4.5), sampleRate: Self.rate)
    let notes = starts.map { Nanoseconds.fromMilliseconds($0 * 1_000) }
    let report = AlignmentChecker.check(noteTimes: notes, onsets: onsets)
    #expect(report.verdict == .inSync)
    #expect((report.medianOffset ?? .max).magnitude <= Nanoseconds.milliseconds(1).magnitude)
    let svg = AlignmentPlot.svg(report, title: "A <test>", duration: .milliseconds(4_500))
    #expect(svg.hasPrefix("<svg") && svg.contains("A &lt;test&gt;: in sync"))
    #expect(svg.components(separatedBy: "<circle").count - 1 == 16)
  }

  @Test("stereo folds to mono as the mean of the channels")
  func monoMix() {
    #expect(MonoMix.mono([1, 3, -1, 1], channels: 2) == [2, 0])
    #expect(MonoMix.mono([0.5, 0.25], channels: 1) == [0.5, 0.25])
  }
}
