/// Builds the beat map's notes from the chart patterns of a song and checks them against the
/// audio events and the playability rules before anything is written.
enum ChartBuilder {
  struct Note: Equatable {
    /// Position in sixteenth-note steps from beat 0.
    var step: Int
    var lane: Int
  }

  /// Playability rules for a Normal chart.
  struct Rules {
    var lanes = 4
    var earliestSeconds = 4.0
    var quietEndSeconds = 0.5
    var minimumNotesPerSecond = 1.5
    var maximumNotesPerSecond = 3.0
    /// Minimum distance between two notes in the same lane, in steps (2 = half a beat).
    var minimumSameLaneSteps = 2
    var maximumChords = 6
  }

  struct Statistics {
    var noteCount: Int
    var chordCount: Int
    var firstNoteSeconds: Double
    var lastNoteSeconds: Double
    var notesPerSecond: Double
    var laneCounts: [Int]
  }

  static func build(_ song: SongDefinition, arrangement: Arrangement, rules: Rules) throws -> (
    notes: [Note], statistics: Statistics
  ) {
    var onsets = Set<Int>()
    for event in arrangement.events
    where event.instrument.isChartable && !event.isEcho && event.velocity >= 0.5 {
      onsets.insert(event.step)
    }

    var notes: [Note] = []
    for (index, section) in song.sections.enumerated() {
      let sectionStart = arrangement.sectionStartSteps[index]
      for bar in 0..<section.bars {
        guard let pattern = section.chart.pattern(bar: bar, of: section.bars), !pattern.isEmpty
        else { continue }
        let barStep = sectionStart + bar * Arranger.stepsPerBar
        for (offset, token) in try Arranger.tokens(pattern, part: "chart", section: section)
          .enumerated() where token != "."
        {
          let step = barStep + offset
          guard onsets.contains(step) else {
            throw GeneratorError.chartRejected(
              "\(section.name) bar \(bar + 1) step \(offset + 1): no kick, snare, lead or stab "
                + "onset there")
          }
          for symbol in token {
            guard let lane = symbol.wholeNumberValue, lane < rules.lanes else {
              throw GeneratorError.chartRejected("bad lane \"\(symbol)\" in \(section.name)")
            }
            notes.append(Note(step: step, lane: lane))
          }
        }
      }
    }
    notes.sort { ($0.step, $0.lane) < ($1.step, $1.lane) }
    let statistics = try validate(notes, arrangement: arrangement, rules: rules)
    return (notes, statistics)
  }

  private static func validate(_ notes: [Note], arrangement: Arrangement, rules: Rules) throws
    -> Statistics
  {
    guard let first = notes.first, let last = notes.last else {
      throw GeneratorError.chartRejected("the chart is empty")
    }
    let rate = Double(arrangement.sampleRate)
    func seconds(_ step: Int) -> Double {
      Double(arrangement.tempoMap.sample(atStep: step)) / rate
    }
    let songSeconds = Double(arrangement.totalSamples) / rate
    guard seconds(first.step) >= rules.earliestSeconds else {
      throw GeneratorError.chartRejected("first note at \(seconds(first.step)) s is too early")
    }
    guard seconds(last.step) <= songSeconds - rules.quietEndSeconds else {
      throw GeneratorError.chartRejected("a note falls in the last \(rules.quietEndSeconds) s")
    }

    var lastStepInLane = [Int?](repeating: nil, count: rules.lanes)
    var chordCount = 0
    var laneCounts = [Int](repeating: 0, count: rules.lanes)
    for (index, note) in notes.enumerated() {
      if index > 0, notes[index - 1] == note {
        throw GeneratorError.chartRejected("duplicate note at step \(note.step)")
      }
      if let previous = lastStepInLane[note.lane],
        note.step - previous < rules.minimumSameLaneSteps
      {
        throw GeneratorError.chartRejected(
          "lane \(note.lane) notes at steps \(previous) and \(note.step) are too close")
      }
      lastStepInLane[note.lane] = note.step
      laneCounts[note.lane] += 1
      if index > 0, notes[index - 1].step == note.step {
        chordCount += 1
      }
    }
    guard chordCount <= rules.maximumChords else {
      throw GeneratorError.chartRejected("\(chordCount) chords; at most \(rules.maximumChords)")
    }
    let playedSeconds = songSeconds - seconds(first.step)
    let density = Double(notes.count) / playedSeconds
    guard density >= rules.minimumNotesPerSecond, density <= rules.maximumNotesPerSecond else {
      throw GeneratorError.chartRejected("density \(density) notes/s is outside the Normal range")
    }
    return Statistics(
      noteCount: notes.count, chordCount: chordCount, firstNoteSeconds: seconds(first.step),
      lastNoteSeconds: seconds(last.step), notesPerSecond: density, laneCounts: laneCounts)
  }
}
