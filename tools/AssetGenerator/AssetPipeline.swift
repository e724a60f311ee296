import Foundation

/// Generates every audio asset and the Chapter 4 beat map into a repository checkout.
struct AssetPipeline {
  static let sampleRate = 48_000
  static let oggQuality = 4
  static let mainPeakDecibels = -3.0

  var repositoryRoot: URL
  var wavDirectory: URL
  var encode: Bool

  private var audioDirectory: URL { repositoryRoot.appendingPathComponent("Assets/Audio") }
  private var effectsDirectory: URL { audioDirectory.appendingPathComponent("SFX") }
  private var beatMapURL: URL {
    repositoryRoot.appendingPathComponent("BeatMaps/chapter4_firewall.json")
  }

  /// Runs the whole pipeline and returns what `--verify` should check.
  func run() throws -> [Verifier.Expectation] {
    for directory in [
      wavDirectory, effectsDirectory, repositoryRoot.appendingPathComponent("BeatMaps"),
    ] {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }
    var expectations: [Verifier.Expectation] = []
    expectations.append(try buildMainTrack())
    expectations.append(try buildFinale())
    expectations += try buildSoundEffects()
    return expectations
  }

  private func buildMainTrack() throws -> Verifier.Expectation {
    let song = FirewallSong.definition
    let arrangement = try Arranger.arrange(song, sampleRate: Self.sampleRate)
    let chart = try ChartBuilder.build(song, arrangement: arrangement, rules: .init())
    let buffer = SongRenderer.render(
      arrangement, patches: .init(), ending: .loop, peakDecibels: Self.mainPeakDecibels)
    let ogg = audioDirectory.appendingPathComponent("audio_bgm_main.ogg")
    try store(buffer, name: "audio_bgm_main", ogg: ogg, serial: 1, title: song.title)

    let json = BeatMapWriter.json(
      metadata: .init(
        title: song.title, artist: song.artist, difficulty: "Normal",
        audioFile: "../Assets/Audio/audio_bgm_main.ogg"),
      tempoMap: arrangement.tempoMap, lanes: 4, notes: chart.notes)
    try BeatMapWriter.write(json, to: beatMapURL)

    let tempo = arrangement.tempoMap.segments.map {
      "beat \(BeatMapWriter.beat($0.startStep)) @ \($0.bpm) BPM (sample "
        + "\(arrangement.tempoMap.sample(atStep: $0.startStep)))"
    }
    print("  tempo: \(tempo.joined(separator: ", "))")
    let stats = chart.statistics
    print(
      "  beat map: \(stats.noteCount) notes (\(stats.chordCount) two-note chords), "
        + "first at \(String(format: "%.3f", stats.firstNoteSeconds)) s, last at "
        + "\(String(format: "%.3f", stats.lastNoteSeconds)) s, "
        + "\(String(format: "%.2f", stats.notesPerSecond)) notes/s, lanes \(stats.laneCounts)")
    for (index, section) in song.sections.enumerated() {
      let start = arrangement.tempoMap.sample(atStep: arrangement.sectionStartSteps[index])
      print(
        "  section \(section.name): \(section.bars) bars @ \(section.bpm) BPM from beat "
          + "\(BeatMapWriter.beat(arrangement.sectionStartSteps[index])), "
          + "\(String(format: "%.3f", Double(start) / Double(Self.sampleRate))) s")
    }

    // Two kicks with silence before them: the very first one, and the one on the tempo change.
    let tempoChange = arrangement.tempoMap.segments.last?.startStep ?? 0
    return Verifier.Expectation(
      name: "audio_bgm_main", ogg: ogg, wav: wav(named: "audio_bgm_main"), frames: buffer.count,
      onsets: [0, arrangement.tempoMap.sample(atStep: tempoChange)], loops: true)
  }

  private func buildFinale() throws -> Verifier.Expectation {
    let song = FinaleSong.definition
    let arrangement = try Arranger.arrange(song, sampleRate: Self.sampleRate)
    let patches = SongRenderer.Patches(
      bass: .softBass, pad: .softPad, arpeggio: .bell, lead: .bell, stab: .bell)
    let buffer = SongRenderer.render(
      arrangement, patches: patches,
      ending: .fadeOut(
        tailSeconds: FinaleSong.tailSeconds, fadeStart: FinaleSong.fadeStartSeconds,
        fadeSeconds: FinaleSong.fadeSeconds),
      peakDecibels: -4)
    let ogg = audioDirectory.appendingPathComponent("audio_bgm_finale.ogg")
    try store(buffer, name: "audio_bgm_finale", ogg: ogg, serial: 2, title: song.title)
    return Verifier.Expectation(
      name: "audio_bgm_finale", ogg: ogg, wav: wav(named: "audio_bgm_finale"),
      frames: buffer.count, onsets: [0], loops: false)
  }

  private func buildSoundEffects() throws -> [Verifier.Expectation] {
    var expectations: [Verifier.Expectation] = []
    let effects = SoundEffects.all(
      sampleRate: Double(Self.sampleRate), seed: FirewallSong.definition.seed)
    for (index, effect) in effects.enumerated() {
      var buffer = StereoBuffer(count: effect.samples.count)
      buffer.left = effect.samples
      buffer.right = effect.samples
      let ogg = effectsDirectory.appendingPathComponent(effect.name + ".ogg")
      try store(buffer, name: effect.name, ogg: ogg, serial: 10 + index, title: effect.name)
      expectations.append(
        Verifier.Expectation(
          name: effect.name, ogg: ogg, wav: wav(named: effect.name), frames: buffer.count,
          onsets: [0], loops: false))
    }
    return expectations
  }

  private func wav(named name: String) -> URL {
    wavDirectory.appendingPathComponent(name + ".wav")
  }

  /// Writes the WAV (kept in `wavDirectory`) and encodes the Ogg next to the game's assets.
  private func store(_ buffer: StereoBuffer, name: String, ogg: URL, serial: Int, title: String)
    throws
  {
    let pcm = WAVWriter.pcm16(buffer)
    let wav = wav(named: name)
    try WAVWriter.write(interleaved: pcm, channels: 2, sampleRate: Self.sampleRate, to: wav)
    let seconds = Double(buffer.count) / Double(Self.sampleRate)
    var peak: Int16 = 0
    for sample in pcm { peak = max(peak, sample == Int16.min ? Int16.max : abs(sample)) }
    print(
      "\(name): \(buffer.count) frames, \(String(format: "%.3f", seconds)) s, PCM peak "
        + "\(String(format: "%.2f", 20 * log10(Double(peak) / 32_767))) dBFS, "
        + "PCM fingerprint \(WAVWriter.fingerprint(pcm))")
    if encode {
      try OggEncoder.encode(
        wav: wav, to: ogg, quality: Self.oggQuality, serial: serial, title: title,
        artist: "StarlightSync")
    }
  }
}
