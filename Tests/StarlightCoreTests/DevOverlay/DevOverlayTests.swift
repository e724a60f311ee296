import Testing

@testable import StarlightCore

/// The overlay's commands: what each does to the selection, the typed text, the note and
/// the candidate tuning; and candidates put through a real session, which refuses the
/// unsound ones.
@Suite("Dev overlay")
struct DevOverlayTests {
  static let fields = TuningField.all
  static func index(_ label: String) -> Int {
    // A label, or a group and label ("Chapter 6 Finale/physics tick") where labels repeat.
    fields.firstIndex { $0.label == label || $0.id == label } ?? -1
  }

  /// An open overlay with `label` selected.
  static func overlay(at label: String) -> DevOverlay {
    var overlay = DevOverlay(visible: true)
    _ = overlay.handle(.select(index(label)), values: .defaults)
    return overlay
  }

  struct Row: Sendable, CustomTestStringConvertible {
    let command: DevOverlayCommand
    let selection: String
    let changes: (label: String, value: Double)?
    let testDescription: String

    init(_ command: DevOverlayCommand, selects: String, sets: (String, Double)? = nil) {
      self.command = command
      selection = selects
      changes = sets.map { (label: $0.0, value: $0.1) }
      testDescription = "\(command)"
    }
  }

  /// From "lead-in" (the first of Chapter 4 feel) with the defaults in force.
  @Test(
    "each command, from lead-in",
    arguments: [
      Row(.nextField, selects: "integrity max"),
      Row(.previousField, selects: "Auto-Assist outer window"),
      Row(.nextGroup, selects: "audio offset"),
      Row(.previousGroup, selects: "perfect half-width"),
      Row(.select(0), selects: "perfect half-width"),
      Row(.select(10_000), selects: "lead-in"),
      Row(.stepUp(coarse: false), selects: "lead-in", sets: ("lead-in", 2_100)),
      Row(.stepUp(coarse: true), selects: "lead-in", sets: ("lead-in", 3_000)),
      Row(.stepDown(coarse: false), selects: "lead-in", sets: ("lead-in", 1_900)),
      Row(.stepDown(coarse: true), selects: "lead-in", sets: ("lead-in", 1_000)),
      Row(.digit(7), selects: "lead-in"),
      Row(.minus, selects: "lead-in"),
      Row(.point, selects: "lead-in"),
      Row(.backspace, selects: "lead-in"),
      Row(.confirmTyped, selects: "lead-in"),
      Row(.cancelTyping, selects: "lead-in"),
      Row(.resetField, selects: "lead-in"),
      Row(.resetAll, selects: "lead-in"),
    ])
  func command(row: Row) throws {
    var overlay = Self.overlay(at: "lead-in")
    let candidate = overlay.handle(row.command, values: .defaults)
    #expect(overlay.selectedField(for: .defaults)?.label == row.selection)
    if let change = row.changes {
      let field = try #require(TuningField.all.first { $0.label == change.label })
      let tuning = try #require(candidate)
      #expect(field.value(in: tuning) == change.value)
      #expect(field.setting(field.value(in: .defaults), in: tuning) == .defaults)
    } else {
      #expect(candidate == nil)
    }
  }

  @Test("the group keys wrap around the list, and undo each other")
  func groupsWrap() {
    var overlay = Self.overlay(at: "perfect half-width")
    _ = overlay.handle(.previousGroup, values: .defaults)
    #expect(overlay.selectedField(for: .defaults)?.label == "physics tick")
    _ = overlay.handle(.nextGroup, values: .defaults)
    #expect(overlay.selection == 0)
    _ = overlay.handle(.previousField, values: .defaults)
    #expect(overlay.selection == Self.fields.count - 1)
    _ = overlay.handle(.nextField, values: .defaults)
    #expect(overlay.selection == 0)
  }

  @Test(
    "the overlay opens on the chapter's own group",
    arguments: [
      (ChapterID.powerUp, "curve exponent"), (.firewall, "perfect half-width"),
      (.finale, "physics tick"), (.hearts, "physics tick"), (.cipher, "rings"),
      (.network, "grid columns"),
    ])
  func opensOnTheChapter(chapter: ChapterID, label: String) {
    let overlay = DevOverlay(visible: true, chapter: chapter)
    #expect(overlay.selectedField(for: .defaults)?.label == label)
  }

  @Test("hidden, the overlay takes only the toggle")
  func hidden() {
    var overlay = DevOverlay()
    let stepped = overlay.handle(.stepUp(coarse: true), values: .defaults)
    #expect(stepped == nil)
    let moved = overlay.handle(.nextField, values: .defaults)
    #expect(moved == nil)
    #expect(overlay.selection == 0)
    _ = overlay.handle(.toggle, values: .defaults)
    #expect(overlay.isVisible)
    _ = overlay.handle(.toggle, values: .defaults)
    #expect(!overlay.isVisible)
  }

  @Test(
    "typed numbers: digits, minus, point and backspace build the text; Enter sets it",
    arguments: [
      ([DevOverlayCommand.digit(1), .digit(4), .digit(0), .digit(0)], "1400", 1_400.0),
      ([.digit(1), .digit(2), .point, .digit(5)], "12.5", 12.5),
      ([.point, .digit(5)], "0.5", 0.5),
      ([.digit(9), .digit(9), .backspace, .digit(0)], "90", 90.0),
      ([.minus, .digit(3), .minus], "-3", -3.0),
      ([.digit(1), .point, .point, .digit(2)], "1.2", 1.2),
    ])
  func typing(keys: [DevOverlayCommand], text: String, value: Double) throws {
    var overlay = Self.overlay(at: "lead-in")
    for key in keys {
      let result = overlay.handle(key, values: .defaults)
      #expect(result == nil)
    }
    #expect(overlay.typed == text)
    let proposed = overlay.handle(.confirmTyped, values: .defaults)
    let candidate = try #require(proposed)
    #expect(overlay.typed == nil)
    #expect(candidate.tuning.firewall.leadIn == .fromMilliseconds(value))
  }

  @Test("moving to another field or cancelling drops the typed text")
  func typingIsDropped() {
    var overlay = Self.overlay(at: "lead-in")
    _ = overlay.handle(.digit(5), values: .defaults)
    _ = overlay.handle(.nextField, values: .defaults)
    #expect(overlay.typed == nil)
    _ = overlay.handle(.digit(5), values: .defaults)
    _ = overlay.handle(.cancelTyping, values: .defaults)
    #expect(overlay.typed == nil)
    let result = overlay.handle(.confirmTyped, values: .defaults)
    #expect(result == nil)
  }

  @Test("a lone minus is not a number: refused with a note")
  func notANumber() {
    var overlay = Self.overlay(at: "lead-in")
    _ = overlay.handle(.minus, values: .defaults)
    let result = overlay.handle(.confirmTyped, values: .defaults)
    #expect(result == nil)
    #expect(overlay.note?.isRefusal == true)
  }

  @Test("an accepted edit notes the value before and after")
  func noteOfAChange() throws {
    var overlay = Self.overlay(at: "lead-in")
    let proposed = overlay.handle(.stepDown(coarse: true), values: .defaults)
    #expect(proposed != nil)
    #expect(
      overlay.note == DevOverlay.Note(text: "lead-in 2000 -> 1000 ms", isRefusal: false))
  }

  @Test("reset puts back the default of one field, or of every tuning value (not the offsets)")
  func reset() throws {
    var values = OverlayValues(tuning: .defaults, offsets: PlayerOffsets(audio: ms(30)))
    values.tuning.firewall.leadIn = ms(900)
    values.tuning.firewall.missIntegrityDrain = 3
    var overlay = Self.overlay(at: "lead-in")
    let proposed = overlay.handle(.resetField, values: values)
    let one = try #require(proposed)
    #expect(one.tuning.firewall.leadIn == Tuning.defaults.firewall.leadIn)
    #expect(one.tuning.firewall.missIntegrityDrain == 3)
    let result = overlay.handle(.resetAll, values: values)
    #expect(result == OverlayValues(tuning: .defaults, offsets: values.offsets))
    var offsetOverlay = Self.overlay(at: "audio offset")
    let zeroed = offsetOverlay.handle(.resetField, values: values)
    #expect(zeroed?.offsets == PlayerOffsets())
    #expect(zeroed?.tuning == values.tuning)
  }

  // MARK: Through a real session

  static let map = makeBeatMap(notes: [
    BeatMapNote(beat: 2, lane: 0), BeatMapNote(beat: 4, lane: 1),
  ])
  static let start = Nanoseconds.seconds(100)

  static func session() throws -> ChapterSession {
    try ChapterSession(
      chapter: .firewall, context: ChapterContext(beatMap: map), inputSource: .player, now: start)
  }

  /// The overlay's way: a candidate to the session, a refusal back to the overlay.
  static func apply(
    _ commands: [DevOverlayCommand], overlay: inout DevOverlay, session: inout ChapterSession,
    now: Nanoseconds
  ) {
    for command in commands {
      guard let candidate = overlay.handle(command, values: OverlayValues(tuning: session.tuning))
      else { continue }
      let problems = session.retune(candidate.tuning, now: now)
      if !problems.isEmpty { overlay.refused(problems) }
    }
  }

  @Test(
    "every invariant is refused through the session: note set, tuning unchanged",
    arguments: [
      // The perfect tier typed wider than great: the tiers no longer widen.
      ("perfect half-width", [DevOverlayCommand.digit(9), .digit(0), .confirmTyped], "strictly"),
      // The outer tier beyond the Auto-Assist window.
      ("good half-width", [.digit(4), .digit(0), .digit(0), .confirmTyped], "Auto-Assist"),
      // The Auto-Assist window pulled inside the outer tier.
      (
        "Auto-Assist outer window", [.digit(1), .digit(0), .digit(0), .confirmTyped], "Auto-Assist"
      ),
      // A negative width.
      ("perfect half-width", [.minus, .digit(5), .confirmTyped], "above 0"),
      // A negative lead-in.
      ("lead-in", [.minus, .digit(5), .confirmTyped], "leadIn"),
      ("integrity max", [.digit(0), .confirmTyped], "integrity"),
      ("count-in", [.minus, .digit(1), .confirmTyped], "story"),
      ("band high", [.digit(1), .digit(0), .confirmTyped], "band"),
      ("Chapter 6 Finale/physics tick", [.digit(0), .confirmTyped], "Finale physics tick"),
      ("hits before a suggestion", [.digit(0), .confirmTyped], "suggestionMinimumHits"),
    ])
  func refusedThroughTheSession(label: String, commands: [DevOverlayCommand], reason: String)
    throws
  {
    var session = try Self.session()
    _ = session.update(now: Self.start + ms(500))
    var overlay = Self.overlay(at: label)
    let before = session.tuning
    Self.apply(commands, overlay: &overlay, session: &session, now: Self.start + ms(600))
    let note = try #require(overlay.note)
    #expect(note.isRefusal)
    #expect(note.text.hasPrefix("refused: "))
    #expect(note.text.contains(reason), "\(note.text)")
    #expect(session.tuning == before)
    #expect(session.currentReplay.tuningChanges.isEmpty)
  }

  @Test("an accepted edit is in force and in the replay, from the instant it was made")
  func acceptedThroughTheSession() throws {
    var session = try Self.session()
    _ = session.update(now: Self.start + ms(500))
    var overlay = Self.overlay(at: "perfect half-width")
    Self.apply(
      [.stepDown(coarse: true)], overlay: &overlay, session: &session, now: Self.start + ms(700))
    #expect(session.tuning.firewall.windows.tiers[0].halfWidth == ms(30))
    let changes = session.currentReplay.tuningChanges
    #expect(changes.count == 1)
    #expect(changes.first?.time == ms(700) - GameConstants.leadIn)
    #expect(overlay.note?.isRefusal == false)
  }
}
