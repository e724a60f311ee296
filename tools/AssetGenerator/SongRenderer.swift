/// Renders an `Arrangement` to a stereo buffer: drums straight to the master, the tonal parts
/// through a kick-triggered ducker ("sidechain pump"), then normalized to a fixed peak.
enum SongRenderer {
  enum Ending {
    /// The buffer is exactly the song's length; tails wrap around to the start.
    case loop
    /// The buffer runs `tailSeconds` past the last bar, fading to silence from `fadeStart`
    /// seconds (a raised-cosine fade of `fadeSeconds`), with digital silence after it.
    case fadeOut(tailSeconds: Double, fadeStart: Double, fadeSeconds: Double)
  }

  struct Patches {
    var bass = SynthPatch.bass
    var pad = SynthPatch.pad
    var arpeggio = SynthPatch.arpeggio
    var lead = SynthPatch.lead
    var stab = SynthPatch.stab
  }

  static func render(
    _ arrangement: Arrangement, patches: Patches, ending: Ending, peakDecibels: Double
  ) -> StereoBuffer {
    let sampleRate = Double(arrangement.sampleRate)
    var length = arrangement.totalSamples
    var wrap = true
    if case .fadeOut(let tailSeconds, _, _) = ending {
      length += Int((tailSeconds * sampleRate).rounded())
      wrap = false
    }
    var drums = StereoBuffer(count: length)
    var music = StereoBuffer(count: length)
    var lead = StereoBuffer(count: length)

    for event in arrangement.events {
      let frequency = Pitch.frequency(midi: event.pitch, cents: event.cents)
      switch event.instrument {
      case .kick:
        let clip = KickDrum.render(velocity: event.velocity, sampleRate: sampleRate)
        drums.add(clip, at: event.startSample, gain: 0.9, pan: event.pan, wrap: wrap)
      case .snare:
        let clip = SnareDrum.render(
          velocity: event.velocity, seed: event.seed, sampleRate: sampleRate)
        drums.add(clip, at: event.startSample, gain: 0.5, pan: event.pan, wrap: wrap)
      case .closedHat, .openHat:
        let clip = HiHat.render(
          open: event.instrument == .openHat, velocity: event.velocity, seed: event.seed,
          sampleRate: sampleRate)
        drums.add(clip, at: event.startSample, gain: 0.22, pan: event.pan, wrap: wrap)
      case .riser:
        let clip = NoiseRiser.render(
          lengthSamples: event.gateSamples, seed: event.seed, sampleRate: sampleRate)
        drums.add(clip, at: event.startSample, gain: 0.35, pan: event.pan, wrap: wrap)
      case .bass, .pad, .arpeggio:
        let patch: SynthPatch
        switch event.instrument {
        case .bass: patch = patches.bass
        case .pad: patch = patches.pad
        default: patch = patches.arpeggio
        }
        let clip = SubtractiveVoice.render(
          patch, frequency: frequency, gateSamples: event.gateSamples, velocity: event.velocity,
          sampleRate: sampleRate)
        music.add(clip, at: event.startSample, gain: 1, pan: event.pan, wrap: wrap)
      case .lead, .stab:
        let clip = SubtractiveVoice.render(
          event.instrument == .lead ? patches.lead : patches.stab, frequency: frequency,
          gateSamples: event.gateSamples, velocity: event.velocity, sampleRate: sampleRate)
        lead.add(clip, at: event.startSample, gain: 1, pan: event.pan, wrap: wrap)
      }
    }

    music.apply(gainCurve: duckingCurve(arrangement, length: length, depth: 0.55, wrap: wrap))
    lead.apply(gainCurve: duckingCurve(arrangement, length: length, depth: 0.2, wrap: wrap))
    var master = drums
    master.mix(music)
    master.mix(lead)
    master.apply(
      gainCurve: silenceCurve(
        length: length, ranges: arrangement.silentRanges, fadeSamples: Int(0.02 * sampleRate)))

    if case .fadeOut(_, let fadeStart, let fadeSeconds) = ending {
      master.apply(
        gainCurve: fadeCurve(
          length: length, start: Int(fadeStart * sampleRate),
          fadeLength: Int(fadeSeconds * sampleRate)))
    }
    let peak = master.peak
    if peak > 0 {
      master.scale(by: DMath.decibels(peakDecibels) / peak)
    }
    return master
  }

  /// Gain curve that dips after every kick: a 5 ms ramp down, then a 90 ms recovery.
  private static func duckingCurve(
    _ arrangement: Arrangement, length: Int, depth: Double, wrap: Bool
  ) -> [Double] {
    let sampleRate = Double(arrangement.sampleRate)
    var curve = [Double](repeating: 1, count: length)
    let ramp = Int(0.005 * sampleRate)
    let span = Int(0.4 * sampleRate)
    let shape = (0..<span).map { n -> Double in
      if n < ramp { return 1 - depth * Double(n) / Double(ramp) }
      return 1 - depth * DMath.exp(-Double(n - ramp) / (0.09 * sampleRate))
    }
    for event in arrangement.events where event.instrument == .kick && event.velocity >= 1 {
      for (offset, gain) in shape.enumerated() {
        var index = event.startSample + offset
        if index >= length {
          guard wrap else { break }
          index %= length
        }
        curve[index] = min(curve[index], gain)
      }
    }
    return curve
  }

  /// 0 inside each range, preceded by a raised-cosine fade of `fadeSamples`, 1 elsewhere.
  private static func silenceCurve(length: Int, ranges: [Range<Int>], fadeSamples: Int)
    -> [Double]
  {
    var curve = [Double](repeating: 1, count: length)
    for range in ranges {
      let fadeStart = max(0, range.lowerBound - fadeSamples)
      for n in fadeStart..<min(range.upperBound, length) {
        let x = min(1, Double(n - fadeStart) / Double(max(1, range.lowerBound - fadeStart)))
        curve[n] = min(curve[n], 0.5 + 0.5 * DMath.cos(DMath.pi * x))
      }
    }
    return curve
  }

  /// 1 before `start`, a raised-cosine fall to 0 over `fadeLength`, then 0.
  private static func fadeCurve(length: Int, start: Int, fadeLength: Int) -> [Double] {
    (0..<length).map { n -> Double in
      if n < start { return 1 }
      if n >= start + fadeLength { return 0 }
      let x = Double(n - start) / Double(fadeLength)
      return 0.5 + 0.5 * DMath.cos(DMath.pi * x)
    }
  }
}
