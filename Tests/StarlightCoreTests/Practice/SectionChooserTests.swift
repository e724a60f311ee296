import Testing

@testable import StarlightCore

/// The section chooser's rows: steps by measure or beat, a drag snapped outward, limits
/// refused with the limit named, and the plan it makes.
@Suite("Section chooser")
struct SectionChooserTests {
  /// 120 BPM, notes on beats 0..<32, a 21 s song (beat 42 is the last whole one inside).
  static let map = makeBeatMap(notes: (0..<32).map { BeatMapNote(beat: Double($0), lane: 0) })

  @Test("starts on the first four measures with notes; steps a measure, or a beat")
  func steps() throws {
    var chooser = SectionChooser(map: Self.map)
    #expect(chooser.startBeat == 0 && chooser.endBeat == 16)
    chooser.adjust(by: 1)
    // An end on beat 28 reads as `--to m7` names it.
    #expect(chooser.describe(beat: 28, asEnd: true) == "end of measure 7 (beat 28)")
    #expect(chooser.value(of: .start) == "measure 2 (beat 4)")
    chooser.move(by: 2)
    #expect(chooser.selection == .step)
    chooser.adjust(by: 1)
    chooser.move(by: -2)
    chooser.adjust(by: 1)
    #expect(chooser.value(of: .start) == "beat 5")
    let plan = try chooser.plan()
    #expect(plan.section.start == ms(2_500) && plan.section.end == ms(8_000))
  }

  @Test("a drag snaps outward to whole measures, in either direction")
  func drag() {
    var chooser = SectionChooser(map: Self.map)
    let length = Double(Self.map.audioDuration)
    // 3.2 s (beat 6.4) back to 1.1 s (beat 2.2): measures 1 to 2, beats 0 to 8.
    chooser.drag(from: Double(ms(3_200)) / length, to: Double(ms(1_100)) / length)
    #expect(chooser.startBeat == 0 && chooser.endBeat == 8)
  }

  @Test("limits are refused with the limit named, and the last good value stays")
  func limits() {
    var chooser = SectionChooser(map: Self.map)
    chooser.adjust(by: -1)
    #expect(chooser.notice == "the section starts at beat 0 at the earliest")
    #expect(chooser.startBeat == 0)
    chooser.move(by: 3)  // rate
    for _ in 0..<40 { chooser.adjust(by: 1) }
    #expect(chooser.rate == PlaybackRate.fastestRate)
    #expect(chooser.notice?.contains("2.00x") == true)
    chooser.move(by: 2)  // loops: forever, then 1
    #expect(chooser.value(of: .loops) == "forever")
    chooser.adjust(by: -1)
    #expect(chooser.notice == "loops are 1 to 999, or forever")
    chooser.adjust(by: 1)
    #expect(chooser.value(of: .loops) == "1")
    chooser.move(by: 1)  // gap
    chooser.adjust(by: -3)
    #expect(chooser.notice == "the gap is 0 to 60 s")
  }

  @Test("a section with no notes is refused when the plan is made; a drag past the song is refused")
  func emptySection() {
    var chooser = SectionChooser(map: Self.map)
    chooser.move(by: 2)
    chooser.adjust(by: 1)  // step by beats
    chooser.drag(from: 0.9, to: 0.95)  // beats 36 to 39: after the last note
    #expect(chooser.startBeat == 36 && chooser.endBeat == 39)
    #expect(throws: PracticeError.self) { try chooser.plan() }
    chooser.adjust(by: 1)  // back to measures: the drag's end would round past the song
    chooser.drag(from: 0.95, to: 1)
    #expect(chooser.notice?.hasPrefix("the song ends at beat") == true)
  }
}
