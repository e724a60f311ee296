import Testing

@testable import StarlightCore

/// The BPM the song list shows: `#DISPLAYBPM` as stated, else the tempos really heard
/// (warps written as huge BPMs and stops as tiny or negative ones left out), with osu!'s
/// most common BPM beside a range.
@Suite("Display BPM")
struct DisplayBPMTests {
  static func tempo(_ points: [(Double, Double)]) -> [TempoPoint] {
    points.map { TempoPoint(beat: $0.0, bpm: $0.1) }
  }

  @Test(
    "#DISPLAYBPM as stated: one value, a range, a random one",
    arguments: [("150", "150"), ("120:180", "120-180"), ("180:120", "120-180"), ("*", "???")])
  func stated(tag: String, shown: String) {
    let heard = DisplayBPM.heard(Self.tempo([(0, 100)]), lastBeat: 64)
    #expect(DisplayBPM.text(tag: tag, heard: heard, showsCommon: false) == shown)
  }

  @Test("a warp written as a huge BPM and a stop as a negative one are not heard")
  func warpsIgnored() {
    // Backbeat Maniac's kind: 140 throughout, a 0.01-beat jump at 275855 BPM, a negative
    // BPM for half a beat, and a tiny one for a hundredth of a beat.
    let tempo = Self.tempo([
      (0, 140), (32, 275_855), (32.01, 140), (48, -140), (48.5, 140), (64, 0.001), (64.01, 140),
    ])
    let heard = DisplayBPM.heard(tempo, lastBeat: 128)
    #expect(heard?.range == 140...140)
    #expect(DisplayBPM.text(tag: "", heard: heard, showsCommon: false) == "140")
  }

  @Test("a real tempo change shows as a range; osu! adds the BPM heard longest")
  func rangeAndCommon() {
    // 4 s at 120, 16 s at 150, 5.3 s at 180.
    let heard = DisplayBPM.heard(Self.tempo([(0, 120), (8, 150), (48, 180)]), lastBeat: 64)
    #expect(heard?.range == 120...180)
    #expect(heard?.common == 150)
    #expect(DisplayBPM.text(tag: "", heard: heard, showsCommon: false) == "120-180")
    #expect(DisplayBPM.text(tag: "", heard: heard, showsCommon: true) == "120-180 (150)")
    let steady = DisplayBPM.heard(Self.tempo([(0, 150)]), lastBeat: 64)
    #expect(DisplayBPM.text(tag: "", heard: steady, showsCommon: true) == "150")
  }

  @Test("a stated value that is not a number falls back to the tempos heard")
  func badTag() {
    let heard = DisplayBPM.heard(Self.tempo([(0, 128)]), lastBeat: 16)
    #expect(DisplayBPM.text(tag: "fast", heard: heard, showsCommon: false) == "128")
    #expect(DisplayBPM.text(tag: "", heard: nil, showsCommon: false) == "?")
  }
}
