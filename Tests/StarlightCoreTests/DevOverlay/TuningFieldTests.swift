import Testing

@testable import StarlightCore

/// The overlay's list of fields: every value that affects judgement or feel, read and
/// written through the tuning, stepped fine and coarse, shown in its unit.
@Suite("Tuning fields")
struct TuningFieldTests {
  static func field(_ label: String) -> TuningField? {
    TuningField.all.first { $0.label == label }
  }

  @Test(
    "the list covers each tier, Auto-Assist, lead-in, integrity and every group (no approach time: the scroll speed is a preference)"
  )
  func coverage() {
    let labels = Set(TuningField.all.map(\.label))
    for expected in [
      "perfect half-width", "great half-width", "good half-width", "Auto-Assist outer window",
      "lead-in", "integrity max", "integrity drain per miss",
      "integrity restore per block", "title card", "outro", "count-in", "cross-fade",
      "hits before a suggestion", "meter tick lifetime", "first charge", "band low",
      "physics tick", "time limit", "audio offset", "visual offset", "life drain per miss",
    ] {
      #expect(labels.contains(expected), "\(expected)")
    }
    #expect(!labels.contains("approach time"))
    let groups = TuningField.all.map(\.group).reduce(into: [String]()) {
      if $0.last != $1 { $0.append($1) }
    }
    // The game-wide groups, then each chapter's own in story order (from the catalog, so a
    // new chapter's group follows without this list learning it).
    #expect(
      groups == [
        "Chapter 4 windows", "Chapter 4 feel", "Offsets", "Life bar (outside the story)", "Story",
        "Calibration",
      ] + ChapterCatalog.tuningGroups.map { $0.overlayGroup })
    let today = [
      "Chapter 1 Power-up", "Chapter 2 Hearts", "Chapter 3 Cipher", "Chapter 5 Network",
      "Chapter 6 Finale",
    ]
    #expect(groups.filter(today.contains) == today)
    #expect(Set(TuningField.all.map(\.id)).count == TuningField.all.count)
  }

  @Test("every field writes back the value it reads, and the defaults are sound")
  func roundTrip() {
    for field in TuningField.all {
      let value = field.value(in: .defaults)
      #expect(field.setting(value, in: .defaults) == .defaults, "\(field.id)")
    }
  }

  @Test(
    "fine and coarse steps move the value by the field's step",
    arguments: [
      ("lead-in", 1, false, 2_100.0),
      ("lead-in", -1, true, 1_000.0),
      ("perfect half-width", 1, false, 41.0),
      ("great half-width", -1, true, 70.0),
      ("integrity max", 1, true, 110.0),
      ("band low", -1, false, 795.0),
      ("miss rumble intensity", 1, false, 0.75),
    ])
  func steps(label: String, steps: Int, coarse: Bool, expected: Double) throws {
    let field = try #require(Self.field(label))
    let stepped = field.stepping(steps, coarse: coarse, in: .defaults)
    #expect(abs(field.value(in: stepped) - expected) < 1e-9)
  }

  @Test("a tier's half-width is written through the windows, keeping name and points")
  func tierThroughWindows() throws {
    let field = try #require(Self.field("great half-width"))
    let tuning = field.setting(62.5, in: .defaults).tuning
    let tier = tuning.firewall.windows.tiers[1]
    #expect(tier.halfWidth == 62_500_000)
    #expect(tier.name == "great")
    #expect(tier.points == GameConstants.greatPoints)
    #expect(tuning.firewall.windows.tiers[0] == Tuning.defaults.firewall.windows.tiers[0])
  }

  @Test("the tiers' group follows the tiers of the tuning in force")
  func tiersFollowTheTuning() {
    var tuning = Tuning.defaults
    tuning.firewall.windows = HitWindows(tiers: [
      JudgementTier(name: "marvelous", halfWidth: ms(20), points: 400),
      JudgementTier(name: "perfect", halfWidth: ms(40), points: 300),
      JudgementTier(name: "great", halfWidth: ms(80), points: 200),
      JudgementTier(name: "good", halfWidth: ms(150), points: 100),
    ])
    let labels = TuningField.all(for: tuning).filter { $0.group == "Chapter 4 windows" }.map(
      \.label)
    #expect(labels.first == "marvelous half-width")
    #expect(labels.count == 5)
  }

  @Test(
    "values read as the overlay shows them",
    arguments: [
      (1_500.0, "1500"), (12.5, "12.5"), (0.05, "0.05"), (-12.25, "-12.25"), (-0.0001, "0"),
      (3.0, "3"),
    ])
  func format(value: Double, text: String) {
    #expect(TuningField.format(value) == text)
  }

  @Test("units follow the value: milliseconds for durations, none for counts")
  func units() throws {
    #expect(try #require(Self.field("lead-in")).textWithUnit(in: .defaults) == "2000 ms")
    #expect(try #require(Self.field("integrity max")).textWithUnit(in: .defaults) == "100")
    #expect(try #require(Self.field("band low")).textWithUnit(in: .defaults) == "800 permille")
  }
}
