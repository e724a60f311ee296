import Testing

@testable import StarlightCore

/// Cross-fades measured in rendered samples: voice A sounds on the left channel only and
/// voice B on the right, so each channel is that voice's gain times a known level.
@Suite struct CrossFadeTests {
  typealias S = AudioTestSignals
  static let level: Float = 0.5
  static let fadeStart = 48_000
  static let fadeFrames = 24_000  // 500 ms
  static let full = level * AudioTuning.bgmVolume

  static func crossFadeScore() -> AudioScore {
    var score = AudioScore()
    let a = S.dc("a", level: level, channel: 0, frames: 480_000)
    let b = S.dc("b", level: level, channel: 1, frames: 480_000)
    score.add(.playMusic(a, .loop, fromSongFrame: 0), atFrame: 0)
    score.add(
      .crossFade(b, .loop, duration: AudioTuning.crossFadeDuration), atFrame: Int64(fadeStart))
    return score
  }

  @Test func gainsFollowTheLinearRampAtTenPoints() {
    let out = S.render(Self.crossFadeScore(), frames: 96_000)
    for point in 0..<10 {
      let frame = Self.fadeStart + point * Self.fadeFrames / 10 + Self.fadeFrames / 20
      let progress = Float(frame - Self.fadeStart) / Float(Self.fadeFrames)
      let outgoing = S.left(out, frame) / Self.full
      let incoming = S.right(out, frame) / Self.full
      #expect(abs(outgoing - (1 - progress)) <= 0.01, "A at \(frame): \(outgoing)")
      #expect(abs(incoming - progress) <= 0.01, "B at \(frame): \(incoming)")
    }
    #expect(S.left(out, Self.fadeStart - 1) == Self.full)
    #expect(S.right(out, Self.fadeStart + Self.fadeFrames) == Self.full)
    #expect(S.left(out, Self.fadeStart + Self.fadeFrames) == 0)
  }

  @Test func bothVoicesSoundFor500MillisecondsWithinOneBuffer() {
    let bufferFrames = 256
    let out = S.render(Self.crossFadeScore(), frames: 96_000, bufferFrames: bufferFrames)
    let overlap = (0..<96_000).count { S.left(out, $0) > 0 && S.right(out, $0) > 0 }
    #expect(abs(overlap - Self.fadeFrames) <= bufferFrames)
  }

  @Test func aCrossFadeDuringOneStartsFromThatMomentsGains() {
    var score = Self.crossFadeScore()
    let a = S.dc("a", level: Self.level, channel: 0, frames: 480_000)
    let halfway = Self.fadeStart + Self.fadeFrames / 2
    score.add(
      .crossFade(a, .loop, duration: AudioTuning.crossFadeDuration), atFrame: Int64(halfway))
    let out = S.render(score, frames: 144_000)
    // No jump anywhere: a step would be a click.
    let perSampleRamp = Self.full / Float(Self.fadeFrames)
    #expect(S.largestStep(out, channel: 0, in: 1..<144_000) <= perSampleRamp * 1.01)
    #expect(S.largestStep(out, channel: 1, in: 1..<144_000) <= perSampleRamp * 1.01)
    // A went from 0.5 back up to 1 over 500 ms: three quarters of the way there half-way.
    let quarter = halfway + Self.fadeFrames / 2
    #expect(abs(S.left(out, quarter) / Self.full - 0.75) <= 0.01)
    #expect(abs(S.right(out, quarter) / Self.full - 0.25) <= 0.01)
    #expect(S.left(out, halfway + Self.fadeFrames + 10) == Self.full)
    #expect(S.right(out, halfway + Self.fadeFrames + 10) == 0)
  }

  @Test func aThirdTrackMidFadeFadesBothOthersFromWhereTheyAre() {
    var score = Self.crossFadeScore()
    let c = S.flat("c", level: 0.1, frames: 480_000)
    let third = Self.fadeStart + Self.fadeFrames / 4
    score.add(.crossFade(c, .loop, duration: AudioTuning.crossFadeDuration), atFrame: Int64(third))
    let out = S.render(score, frames: 144_000)
    let perSampleRamp = Self.full / Float(Self.fadeFrames) * 1.5
    #expect(S.largestStep(out, channel: 0, in: 1..<144_000) <= perSampleRamp)
    #expect(S.largestStep(out, channel: 1, in: 1..<144_000) <= perSampleRamp)
    let settled = third + Self.fadeFrames + 1
    #expect(abs(S.left(out, settled) - 0.1 * AudioTuning.bgmVolume) < 1e-6)
    #expect(abs(S.right(out, settled) - 0.1 * AudioTuning.bgmVolume) < 1e-6)
  }

  @Test func engineReportsBothGainsDuringAFade() {
    var engine = AudioMixEngine()
    engine.playMusic(S.flat("a", level: 0.1, frames: 96_000), ending: .loop, fromSongFrame: 0)
    engine.crossFade(to: S.flat("b", level: 0.1, frames: 96_000), ending: .loop)
    var buffer = [Float](repeating: 0, count: 12_000 * 2)
    buffer.withUnsafeMutableBufferPointer { engine.mix(into: $0) }
    let gains = Dictionary(uniqueKeysWithValues: engine.musicGains.map { ($0.id, $0.gain) })
    #expect(gains["a"].map { abs($0 - 0.5) < 1e-6 } == true)
    #expect(gains["b"].map { abs($0 - 0.5) < 1e-6 } == true)
    #expect(engine.activeMusicVoices == 2)
  }
}
