/// Builds the events of one section; see `SongDefinition` for the pattern notation.
struct SectionBuilder {
  let section: Section
  let startStep: Int
  let tempoMap: TempoMap
  let seed: UInt64
  private(set) var events: [NoteEvent] = []

  private let stepsPerBar = Arranger.stepsPerBar

  // Register choices: the lowest MIDI note of the octave each part puts its chord root in.
  private static let bassRootFloor = 36  // C2
  private static let padRootFloor = 48  // C3
  private static let arpeggioRootFloor = 57  // A3
  private static let stabRootFloor = 60  // C4

  init(section: Section, startStep: Int, tempoMap: TempoMap, seed: UInt64) {
    self.section = section
    self.startStep = startStep
    self.tempoMap = tempoMap
    self.seed = seed
  }

  private var endStep: Int { startStep + section.bars * stepsPerBar }
  private var silenceStep: Int { endStep - section.silentTailSteps }

  mutating func build() throws {
    for bar in 0..<section.bars {
      let barStep = startStep + bar * stepsPerBar
      let chord = try Arranger.chord(section.chords[bar % section.chords.count], in: section)
      try addDrums(bar: bar, barStep: barStep)
      try addBass(bar: bar, barStep: barStep, chord: chord)
      try addArpeggio(bar: bar, barStep: barStep, chord: chord)
      try addStabs(bar: bar, barStep: barStep, chord: chord)
      if section.pad {
        addPad(barStep: barStep, chord: chord)
      }
    }
    try addLead()
    if section.riserBars > 0 {
      let riserStart = endStep - section.riserBars * stepsPerBar
      add(.riser, step: riserStart, gateSteps: silenceStep - riserStart, velocity: 1)
    }
    applySilentTail()
  }

  // MARK: - Parts

  private mutating func addDrums(bar: Int, barStep: Int) throws {
    if let pattern = section.kick.pattern(bar: bar, of: section.bars), !pattern.isEmpty {
      for (offset, symbol) in try Arranger.steps(pattern, part: "kick", section: section)
        .enumerated()
      {
        switch symbol {
        case "x": add(.kick, step: barStep + offset, gateSteps: 1, velocity: 1)
        case "g": add(.kick, step: barStep + offset, gateSteps: 1, velocity: 0.4)
        case ".": break
        default: throw unknown(symbol, "kick")
        }
      }
    }
    if let pattern = section.snare.pattern(bar: bar, of: section.bars), !pattern.isEmpty {
      for (offset, symbol) in try Arranger.steps(pattern, part: "snare", section: section)
        .enumerated()
      {
        switch symbol {
        case "x": add(.snare, step: barStep + offset, gateSteps: 1, velocity: 1, pan: -0.05)
        case "g": add(.snare, step: barStep + offset, gateSteps: 1, velocity: 0.35, pan: -0.05)
        case ".": break
        default: throw unknown(symbol, "snare")
        }
      }
    }
    if let pattern = section.hats.pattern(bar: bar, of: section.bars), !pattern.isEmpty {
      for (offset, symbol) in try Arranger.steps(pattern, part: "hats", section: section)
        .enumerated()
      {
        switch symbol {
        case "x": add(.closedHat, step: barStep + offset, gateSteps: 1, velocity: 1, pan: 0.25)
        case "h": add(.closedHat, step: barStep + offset, gateSteps: 1, velocity: 0.55, pan: 0.3)
        case "o": add(.openHat, step: barStep + offset, gateSteps: 1, velocity: 1, pan: 0.2)
        case ".": break
        default: throw unknown(symbol, "hats")
        }
      }
    }
  }

  private mutating func addBass(bar: Int, barStep: Int, chord: Chord) throws {
    guard let pattern = section.bass.pattern(bar: bar, of: section.bars), !pattern.isEmpty else {
      return
    }
    let root = chord.rootMidi(atOrAbove: Self.bassRootFloor)
    let symbols = try Arranger.steps(pattern, part: "bass", section: section)
    var offset = 0
    while offset < symbols.count {
      let interval: Int
      switch symbols[offset] {
      case "x": interval = 0
      case "o": interval = 12
      case "5": interval = 7
      case ".", "-":
        offset += 1
        continue
      default: throw unknown(symbols[offset], "bass")
      }
      var length = 1
      while offset + length < symbols.count, symbols[offset + length] == "-" {
        length += 1
      }
      add(
        .bass, step: barStep + offset, gateSteps: length, pitch: root + interval,
        velocity: offset % 4 == 0 ? 1 : 0.85)
      offset += length
    }
  }

  private mutating func addArpeggio(bar: Int, barStep: Int, chord: Chord) throws {
    guard let pattern = section.arpeggio.pattern(bar: bar, of: section.bars), !pattern.isEmpty
    else { return }
    let root = chord.rootMidi(atOrAbove: Self.arpeggioRootFloor)
    for (offset, symbol) in try Arranger.steps(pattern, part: "arpeggio", section: section)
      .enumerated()
    {
      if symbol == "." { continue }
      guard let index = symbol.wholeNumberValue else { throw unknown(symbol, "arpeggio") }
      add(
        .arpeggio, step: barStep + offset, gateSteps: 1, pitch: chord.tone(index, rootMidi: root),
        velocity: offset % 4 == 0 ? 1 : 0.7, pan: offset % 2 == 0 ? -0.35 : 0.35)
    }
  }

  private mutating func addStabs(bar: Int, barStep: Int, chord: Chord) throws {
    guard let pattern = section.stabs.pattern(bar: bar, of: section.bars), !pattern.isEmpty else {
      return
    }
    let root = chord.rootMidi(atOrAbove: Self.stabRootFloor)
    let symbols = try Arranger.steps(pattern, part: "stabs", section: section)
    for (offset, symbol) in symbols.enumerated() {
      switch symbol {
      case "x":
        var length = 1
        while offset + length < symbols.count, symbols[offset + length] == "-" {
          length += 1
        }
        for (voice, index) in [0, 1, 2, 3].enumerated() {
          add(
            .stab, step: barStep + offset, gateSteps: length,
            pitch: chord.tone(index, rootMidi: root), velocity: 1,
            pan: [-0.3, 0.3, -0.15, 0.15][voice])
        }
      case ".", "-": break
      default: throw unknown(symbol, "stabs")
      }
    }
  }

  private mutating func addPad(barStep: Int, chord: Chord) {
    let root = chord.rootMidi(atOrAbove: Self.padRootFloor)
    for index in 0..<4 {
      let pitch = chord.tone(index, rootMidi: root)
      add(
        .pad, step: barStep, gateSteps: stepsPerBar, pitch: pitch, cents: -7, velocity: 1, pan: -0.6
      )
      add(
        .pad, step: barStep, gateSteps: stepsPerBar, pitch: pitch, cents: 7, velocity: 1, pan: 0.6)
    }
  }

  private mutating func addLead() throws {
    var tokens: [String] = []
    for bar in 0..<section.bars {
      guard let pattern = section.lead.pattern(bar: bar, of: section.bars), !pattern.isEmpty else {
        tokens += Array(repeating: ".", count: stepsPerBar)
        continue
      }
      tokens += try Arranger.tokens(pattern, part: "lead", section: section)
    }
    var offset = 0
    while offset < tokens.count {
      let token = tokens[offset]
      if token == "." || token == "-" {
        offset += 1
        continue
      }
      guard let pitch = Pitch.midi(token) else {
        throw GeneratorError.invalidSong("unknown lead note \(token) in \(section.name)")
      }
      var length = 1
      while offset + length < tokens.count, tokens[offset + length] == "-" {
        length += 1
      }
      let step = startStep + offset
      add(.lead, step: step, gateSteps: length, pitch: pitch, velocity: 1, pan: 0.05)
      // A dotted-eighth echo, left then right, on the sixteenth grid.
      add(
        .lead, step: step + 3, gateSteps: min(length, 3), pitch: pitch, velocity: 0.3,
        pan: -0.55, isEcho: true)
      add(
        .lead, step: step + 6, gateSteps: min(length, 3), pitch: pitch, velocity: 0.14,
        pan: 0.55, isEcho: true)
      offset += length
    }
  }

  // MARK: - Helpers

  private mutating func add(
    _ instrument: Instrument, step: Int, gateSteps: Int, pitch: Int = 0, cents: Double = 0,
    velocity: Double, pan: Double = 0, isEcho: Bool = false
  ) {
    let start = tempoMap.sample(atStep: step)
    let stream =
      UInt64(step) << 24 | UInt64(Instrument.allCases.firstIndex(of: instrument) ?? 0) << 16
      | UInt64(pitch & 0xFF) << 8 | (isEcho ? 1 : 0) << 1 | (cents > 0 ? 1 : 0)
    events.append(
      NoteEvent(
        instrument: instrument, step: step, startSample: start,
        gateSamples: tempoMap.sample(atStep: step + gateSteps) - start, pitch: pitch,
        cents: cents, velocity: velocity, pan: pan, isEcho: isEcho,
        seed: SplitMix64.seed(seed, stream: stream)))
  }

  /// Drops everything starting in the silent tail and cuts held notes off where it begins.
  private mutating func applySilentTail() {
    guard section.silentTailSteps > 0 else { return }
    let silenceSample = tempoMap.sample(atStep: silenceStep)
    events = events.filter { $0.step < silenceStep }
    for index in events.indices {
      let latestGate = silenceSample - events[index].startSample
      events[index].gateSamples = min(events[index].gateSamples, latestGate)
    }
  }

  private func unknown(_ symbol: Character, _ part: String) -> GeneratorError {
    .invalidSong("unknown \(part) symbol \"\(symbol)\" in \(section.name)")
  }
}
