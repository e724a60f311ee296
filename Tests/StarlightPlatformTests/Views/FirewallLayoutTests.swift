import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Chapter 4's layout as pure sums, no window: where a note is on screen against song time
/// under each scroll model, the direction, the judgement line's height, the lane cover.
@Suite("Firewall layout")
struct FirewallLayoutTests {
  /// 120 BPM to beat 8 (4 s), 240 BPM after; a 1 s stop on beat 12 (5 s to 6 s); a warp
  /// from beat 16 (7 s) to beat 20.
  static let tempo = TempoMap(
    points: [TempoPoint(beat: 0, bpm: 120), TempoPoint(beat: 8, bpm: 240)],
    stops: [TempoPause(beat: 12, seconds: 1)], warps: [TempoWarp(beat: 16, endBeat: 20)],
    offsetNanoseconds: 0)

  static func ms(_ value: Int64) -> Nanoseconds { .milliseconds(value) }

  /// The note's y on screen at `now`.
  static func y(
    _ layout: FirewallLayout, _ speed: ScrollSpeed, beat: Double, at now: Int64
  ) -> Float {
    let scroll = ScrollModel(speed: speed, tempo: tempo)
    let note = TimedNote(index: 0, lane: 0, time: tempo.time(ofBeat: beat), beat: beat)
    return layout.y(atDistance: scroll.distance(of: note, at: ms(now)))
  }

  @Test("constant: on the line at its hit, at the far end one visible time before, linear")
  func constant() {
    let layout = FirewallLayout(laneCount: 4)
    let speed = ScrollSpeed.constant(visible: Self.ms(1_000))
    // Beat 10 is 4.5 s (240 BPM after beat 8): the tempo does not matter.
    #expect(Self.y(layout, speed, beat: 10, at: 4_500) == Float(layout.lineY))
    #expect(Self.y(layout, speed, beat: 10, at: 3_500) == Float(layout.farY))
    let half = Self.y(layout, speed, beat: 10, at: 4_000)
    #expect(abs(half - Float(layout.lineY + layout.farY) / 2) < 0.01)
    // Through the stop a constant speed keeps moving: beat 13 (6.25 s) at 5.5 s and 6 s.
    #expect(
      Self.y(layout, speed, beat: 13, at: 5_500) != Self.y(layout, speed, beat: 13, at: 6_000))
  }

  @Test("the default speed draws exactly as the old approach time did (1500 ms, 40 to the line)")
  func defaultLooksAsBefore() {
    let layout = FirewallLayout(laneCount: 4)
    let speed = ViewPreferences.defaults.scrollSpeed
    #expect(speed == .constant(visible: GameConstants.approachTime))
    for now in stride(from: Int64(0), through: 2_000, by: 250) {
      let y = Self.y(layout, speed, beat: 4, at: now)  // beat 4 is 2 s
      let progress =
        Double(Self.ms(now) - (Self.ms(2_000) - GameConstants.approachTime))
        / Double(GameConstants.approachTime)
      let old = 40 + progress * Double(layout.lineY - 40)
      #expect(abs(Double(y) - old) < 0.01, "at \(now) ms")
    }
  }

  @Test("XMod: slower at 120 BPM, standing still through the stop, jumping at the warp")
  func xMod() {
    let layout = FirewallLayout(laneCount: 4)
    let speed = ScrollSpeed.beats(multiplier: 2)
    let beatShare = Float(2 / ScrollModel.beatsInViewAt1x)
    let beatPixels = beatShare * Float(layout.lineY - layout.farY)
    // One beat before the line at 120 BPM (0.5 s) and at 240 BPM (0.25 s): the same height.
    #expect(
      abs(Self.y(layout, speed, beat: 4, at: 1_500) - (Float(layout.lineY) - beatPixels)) < 0.01)
    #expect(
      abs(Self.y(layout, speed, beat: 11, at: 4_500) - (Float(layout.lineY) - beatPixels)) < 0.01)
    // A note on beat 13 stands still while the stop (5 s to 6 s) holds beat 12.
    let still = [5_000, 5_300, 5_700, 6_000].map { Self.y(layout, speed, beat: 13, at: Int64($0)) }
    #expect(Set(still).count == 1)
    #expect(abs(still[0] - (Float(layout.lineY) - beatPixels)) < 0.01)
    // A note on beat 21 jumps the warp's four beats nearer as it passes at 7 s (from
    // 15.996, a millisecond before, to 20).
    let before = Self.y(layout, speed, beat: 21, at: 6_999)
    let after = Self.y(layout, speed, beat: 21, at: 7_000)
    let skipped = Float(20 - Self.tempo.beat(atTime: Self.ms(6_999)))
    #expect(abs((after - before) - skipped * beatPixels) < 0.01)
    #expect(skipped > 4 && skipped < 4.01)
    // Beyond the far end it is not drawn.
    #expect(
      !layout.isVisible(
        atDistance: ScrollModel(speed: speed, tempo: Self.tempo).distance(
          noteTime: Self.tempo.time(ofBeat: 40), noteBeat: 40, at: 0)))
  }

  @Test("MMod: the chart's top BPM (240) at the target speed, the same as the matching XMod")
  func mMod() {
    let layout = FirewallLayout(laneCount: 4)
    for now in stride(from: Int64(0), through: 8_000, by: 500) {
      for beat in [4.0, 11, 13, 21] {
        let m = Self.y(layout, .topBPM(360), beat: beat, at: now)
        let x = Self.y(layout, .beats(multiplier: 1.5), beat: beat, at: now)
        #expect(abs(m - x) < 0.001, "beat \(beat) at \(now) ms")
      }
    }
  }

  @Test("downscroll: the line near the bottom, notes from the top; upscroll mirrors it")
  func direction() {
    let down = FirewallLayout(laneCount: 4)
    #expect(down.lineY == 720 - 720 * 17 / 100)
    #expect(down.farY == 40)
    #expect(down.keyLabelY > down.lineY)
    #expect(down.y(atDistance: 0.5) < Float(down.lineY))
    var view = ViewPreferences.defaults
    view.direction = .up
    let up = FirewallLayout(laneCount: 4, view: view)
    #expect(up.lineY == 720 * 17 / 100)
    #expect(up.farY == 720 - 40)
    #expect(up.keyLabelY < up.lineY)
    #expect(up.y(atDistance: 0.5) > Float(up.lineY))
    #expect(up.y(atDistance: 0.25) == Float(720) - down.y(atDistance: 0.25))
    let lanes = (down.lanesSpan, up.lanesSpan)
    #expect(lanes.0.height == lanes.1.height)
    #expect(lanes.1.top == 720 - lanes.0.top - lanes.0.height)
  }

  @Test("the judgement line's height is its percent of the canvas from the lanes' end")
  func judgementLineHeight() {
    for percent in [5, 17, 30, 50] {
      var view = ViewPreferences.defaults
      view.judgementLinePercent = percent
      let down = FirewallLayout(laneCount: 4, view: view)
      #expect(down.lineY == 720 - 720 * percent / 100)
      view.direction = .up
      let up = FirewallLayout(laneCount: 4, view: view)
      #expect(up.lineY == 720 * percent / 100)
      // A note due now is on the line either way.
      #expect(down.y(atDistance: 0) == Float(down.lineY))
      #expect(up.y(atDistance: 0) == Float(up.lineY))
    }
  }

  @Test("Sudden covers the far end, Hidden the part by the line, each its share of the lanes")
  func cover() throws {
    var view = ViewPreferences.defaults
    view.laneCoverPercent = 30
    #expect(FirewallLayout(laneCount: 4, view: view).cover == nil)
    view.laneCover = .sudden
    let sudden = FirewallLayout(laneCount: 4, view: view)
    let suddenBand = try #require(sudden.cover)
    #expect(suddenBand.top == 0, "up to the canvas edge, over a note entering")
    #expect(suddenBand.top + suddenBand.height == Int(sudden.y(atDistance: 0.7).rounded()))
    view.laneCover = .hidden
    let hidden = FirewallLayout(laneCount: 4, view: view)
    let hiddenBand = try #require(hidden.cover)
    #expect(hiddenBand.top + hiddenBand.height == hidden.lineY)
    #expect(hiddenBand.top == Int(hidden.y(atDistance: 0.3).rounded()))
    view.direction = .up
    let hiddenUp = try #require(FirewallLayout(laneCount: 4, view: view).cover)
    #expect(hiddenUp.top == FirewallLayout(laneCount: 4, view: view).lineY)
  }

  @Test("lane width follows its percent while the lanes fit between the HUD columns")
  func laneWidth() {
    for (percent, lanes, width) in [(100, 4, 120), (50, 4, 60), (150, 4, 170), (150, 2, 180)] {
      var view = ViewPreferences.defaults
      view.laneWidthPercent = percent
      let layout = FirewallLayout(laneCount: lanes, view: view)
      #expect(layout.laneWidth == width, "\(percent) % of \(lanes) lanes")
      #expect(layout.lanesWidth <= FirewallLayout.maxLanesWidth)
    }
  }

  @Test("combo and judgement text sit their percent of the way from the line to the far end")
  func textPositions() {
    var view = ViewPreferences.defaults
    view.direction = .up
    let layout = FirewallLayout(laneCount: 4, view: view)
    #expect(layout.y(atPercent: 0) == layout.lineY)
    #expect(abs(layout.y(atPercent: 50) - (layout.lineY + layout.farY) / 2) <= 1)
  }
}

/// Snap colours, read from each note's own beat in an imported StepMania chart with every
/// snap from 4ths to 192nds (`Tests/Fixtures/Scroll/snaps-and-stop.sm`, with a BPM change
/// and a stop, which must not change a note's snap).
@Suite("Firewall snap colours")
struct FirewallSnapColourTests {
  static func chart() throws -> BeatMap {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Scroll/snaps-and-stop.sm")
    let data = try [UInt8](Data(contentsOf: url))
    let imported = try BeatMapImporter.importChart(
      data: data, fileName: url.lastPathComponent, format: .stepMania, chart: nil)
    return try BeatMapLoader.assemble(imported, audioDuration: nil)
  }

  @Test("each note takes its snap's colour; by lane every tap is the threat red")
  func everySnap() throws {
    let map = try Self.chart()
    var expected: [NoteSnap] = [.quarter, .quarter, .quarter, .quarter]
    for snap in [
      NoteSnap.eighth, .twelfth, .sixteenth, .twentyFourth, .thirtySecond, .fortyEighth,
      .sixtyFourth, .finer,
    ] {
      expected += [.quarter, snap, snap]
    }
    expected += [.quarter, .quarter, .quarter, .quarter]
    #expect(map.notes.count == expected.count)
    var snapView = FirewallView(
      keyLabels: [], metadata: map.metadata, sourceLabel: nil, tempo: map.tempo)
    snapView.preferences.noteColours = .snap
    let laneView = FirewallView(
      keyLabels: [], metadata: map.metadata, sourceLabel: nil, tempo: map.tempo)
    for (note, snap) in zip(map.notes, expected) {
      #expect(NoteSnap(of: note, tempo: map.tempo) == snap, "note \(note.index)")
      #expect(snapView.threatColours(note).body == FirewallSnapPalette.body(snap))
      #expect(laneView.threatColours(note).body == Palette.threat)
    }
    #expect(Set(NoteSnap.allCases.map(FirewallSnapPalette.body)).count == NoteSnap.allCases.count)
  }

  @Test("StepMania's colours: 4ths red, 8ths blue, 12ths purple, 16ths yellow")
  func convention() {
    let quarter = FirewallSnapPalette.body(.quarter)
    let eighth = FirewallSnapPalette.body(.eighth)
    let sixteenth = FirewallSnapPalette.body(.sixteenth)
    #expect(quarter.red > quarter.blue && quarter.red > quarter.green)
    #expect(eighth.blue > eighth.red && eighth.blue > eighth.green)
    #expect(sixteenth.red > sixteenth.blue && sixteenth.green > sixteenth.blue)
  }
}
