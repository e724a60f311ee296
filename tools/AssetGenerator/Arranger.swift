/// Expands a `SongDefinition` into sample-accurate `NoteEvent`s.
enum Arranger {
  static let stepsPerBar = 16

  static func arrange(_ song: SongDefinition, sampleRate: Int) throws -> Arrangement {
    guard !song.sections.isEmpty else { throw GeneratorError.invalidSong("no sections") }

    var segments: [TempoMap.Segment] = []
    var sectionStarts: [Int] = []
    var step = 0
    for section in song.sections {
      guard section.bars > 0, section.bpm > 0 else {
        throw GeneratorError.invalidSong("section \(section.name) needs bars and a tempo")
      }
      if segments.last?.bpm != section.bpm {
        segments.append(TempoMap.Segment(startStep: step, bpm: section.bpm))
      }
      sectionStarts.append(step)
      step += section.bars * stepsPerBar
    }
    let tempoMap = TempoMap(sampleRate: sampleRate, segments: segments)

    var events: [NoteEvent] = []
    var silentRanges: [Range<Int>] = []
    for (index, section) in song.sections.enumerated() {
      let end = sectionStarts[index] + section.bars * stepsPerBar
      if section.silentTailSteps > 0 {
        silentRanges.append(
          tempoMap.sample(atStep: end - section.silentTailSteps)..<tempoMap.sample(atStep: end))
      }
      var builder = SectionBuilder(
        section: section, startStep: sectionStarts[index], tempoMap: tempoMap, seed: song.seed)
      try builder.build()
      events += builder.events
    }
    events.sort { lhs, rhs in
      if lhs.startSample != rhs.startSample { return lhs.startSample < rhs.startSample }
      if lhs.instrument != rhs.instrument {
        return Instrument.allCases.firstIndex(of: lhs.instrument) ?? 0
          < Instrument.allCases.firstIndex(of: rhs.instrument) ?? 0
      }
      if lhs.pitch != rhs.pitch { return lhs.pitch < rhs.pitch }
      return lhs.pan < rhs.pan
    }
    return Arrangement(
      sampleRate: sampleRate, tempoMap: tempoMap, totalSteps: step,
      totalSamples: tempoMap.sample(atStep: step), events: events,
      sectionStartSteps: sectionStarts, silentRanges: silentRanges)
  }

  /// Parses a chord symbol or throws.
  static func chord(_ symbol: String, in section: Section) throws -> Chord {
    guard let chord = Chord(symbol) else {
      throw GeneratorError.invalidSong("unknown chord \(symbol) in \(section.name)")
    }
    return chord
  }

  /// Splits a 16-step pattern into its characters, checking the length.
  static func steps(_ pattern: String, part: String, section: Section) throws -> [Character] {
    let characters = Array(pattern)
    guard characters.count == stepsPerBar else {
      throw GeneratorError.invalidSong(
        "\(part) bar \"\(pattern)\" in \(section.name) has \(characters.count) steps, not 16")
    }
    return characters
  }

  /// Splits a 16-token pattern (lead, chart) into tokens, checking the count.
  static func tokens(_ pattern: String, part: String, section: Section) throws -> [String] {
    let tokens = pattern.split(separator: " ").map(String.init)
    guard tokens.count == stepsPerBar else {
      throw GeneratorError.invalidSong(
        "\(part) bar \"\(pattern)\" in \(section.name) has \(tokens.count) tokens, not 16")
    }
    return tokens
  }
}
