import Foundation

/// Reads a song's or a chart's timing tags the way StepMania's loaders do: in `.sm` files
/// negative BPMs and stops become warps (`SMLoader`), in `.ssc` files they are ignored and
/// warps come from `#WARPS` (`SSCLoader`). Values StepMania would drop are dropped with a
/// warning; text that is not `beat=number` is a problem.
struct StepManiaTimingBuilder {
  let file: MSDFile
  let isSSC: Bool
  /// The `.ssc` version, which decides how `#WARPS` values read.
  let version: Double
  var problems: BeatMapProblemList
  var warnings: [(line: Int, message: String)] = []

  /// `baseOffset` is the song's `#OFFSET` for an `.ssc` chart with its own timing.
  mutating func build(_ tags: StepManiaTimingTags, baseOffset: Double = 0) -> StepManiaTiming {
    var timing = StepManiaTiming()
    timing.offsetSeconds = offset(tags.offset) ?? baseOffset
    let bpms = entries(tags.bpms, "BPMS")
    let stops = entries(tags.stops, "STOPS")
    if isSSC {
      timing.bpms = bpms.compactMap { keep($0, "BPM", valid: $0.beat >= 0 && $0.value > 0) }
        .map { (StepManiaTimingList.row(ofBeat: $0.beat), $0.value) }
      timing.stops = stops.compactMap { keep($0, "stop", valid: $0.beat >= 0 && $0.value > 0) }
        .map { (StepManiaTimingList.row(ofBeat: $0.beat), $0.value) }
      for entry in entries(tags.warps, "WARPS") {
        if let warp = sscWarp(entry) { timing.warps.append(warp) }
      }
      timing.fakes = entries(tags.fakes, "FAKES").compactMap { entry in
        keep(entry, "fake", valid: entry.beat >= 0 && entry.value > 0).map {
          range(beat: $0.beat, length: $0.value)
        }
      }
    } else {
      resolveNegativeTiming(bpms: bpms, stops: stops, into: &timing)
      for (tag, param) in [("WARPS", tags.warps), ("FAKES", tags.fakes)] {
        if let param {
          warnings.append(
            (param.line, "#\(tag) is not a .sm tag; StepMania ignores it here (.ssc files have it)")
          )
        }
      }
    }
    timing.delays = entries(tags.delays, "DELAYS").compactMap {
      keep($0, "delay", valid: $0.beat >= 0 && $0.value > 0)
    }.map { (StepManiaTimingList.row(ofBeat: $0.beat), $0.value) }
    timing.tidy { warnings.append((tags.bpms?.line ?? 0, $0)) }
    return timing
  }

  private mutating func resolveNegativeTiming(
    bpms: [StepManiaTimingEntry], stops: [StepManiaTimingEntry], into timing: inout StepManiaTiming
  ) {
    // StepMania's parser drops zero BPMs and zero stops before anything else.
    let nonZeroBPMs = bpms.compactMap { keep($0, "BPM", valid: $0.value != 0) }
    let nonZeroStops = stops.compactMap { keep($0, "stop", valid: $0.value != 0) }
    let resolved = StepManiaNegativeTiming.resolve(bpms: nonZeroBPMs, stops: nonZeroStops)
    warnings += resolved.warnings
    timing.offsetSeconds -= resolved.offsetShift
    timing.bpms = resolved.bpms.map { (StepManiaTimingList.row(ofBeat: $0.beat), $0.bpm) }
    timing.stops = resolved.stops.map { (StepManiaTimingList.row(ofBeat: $0.beat), $0.seconds) }
    timing.warps = resolved.warps.map { range(beat: $0.beat, length: $0.length) }
  }

  /// `#WARPS:beat=value`: before the split-timing version the value was the beat the warp
  /// ends on, since then its length in beats (StepMania's `ProcessWarps`).
  private mutating func sscWarp(_ entry: StepManiaTimingEntry) -> (row: Int, endRow: Int)? {
    guard entry.beat >= 0 else {
      _ = keep(entry, "warp", valid: false)
      return nil
    }
    if version < StepManiaSong.splitTimingVersion, entry.value > entry.beat {
      return range(beat: entry.beat, length: entry.value - entry.beat)
    }
    guard keep(entry, "warp", valid: entry.value > 0) != nil else { return nil }
    return range(beat: entry.beat, length: entry.value)
  }

  /// StepMania stores a range as a start row and a float length, and finds its end as
  /// the row nearest start + length.
  private func range(beat: Double, length: Double) -> (row: Int, endRow: Int) {
    let row = StepManiaTimingList.row(ofBeat: beat)
    let end = StepManiaTimingList.beat(ofRow: row) + min(length, StepManiaTimingList.maxBeat)
    return (row, StepManiaTimingList.row(ofBeat: end))
  }

  private mutating func keep(_ entry: StepManiaTimingEntry, _ kind: String, valid: Bool)
    -> StepManiaTimingEntry?
  {
    guard !valid else { return entry }
    let value = entry.value.shortText
    let beat = entry.beat.shortText
    warnings.append(
      (
        entry.line,
        "\(kind) \(value) at beat \(beat) ignored, as StepMania ignores it in \(isSSC ? ".ssc" : ".sm") files"
      ))
    return nil
  }

  private mutating func entries(_ param: MSDFile.Param?, _ tag: String) -> [StepManiaTimingEntry] {
    guard let param else { return [] }
    return StepManiaTimingList.parse(param, in: file, tag: tag, problems: &problems)
  }

  private mutating func offset(_ param: MSDFile.Param?) -> Double? {
    guard let param else { return nil }
    let text = file.text(param).trimmingSpaces()
    // StepMania reads an empty #OFFSET as 0.
    if text.isEmpty { return 0 }
    guard let value = NumberText.double(text), abs(value) <= StepManiaTimingList.maxBeat else {
      problems.add(
        "line \(param.line)", "#OFFSET '\(PrintableExcerpt.of(text))' is not a number of seconds")
      return nil
    }
    return value
  }
}

extension Double {
  /// A short human form for messages: up to six significant digits, no trailing zeros.
  var shortText: String { String(format: "%g", self) }
}
