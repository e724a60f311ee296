/// Every tuning value of the game, as one injected value: the chapters and the story flow
/// read it, `GameConstants` hold the defaults, a tuning file overrides them (`TuningFile`),
/// and a replay records the part that affects its chapter's judgement. The game-wide groups
/// are fields; each chapter's own group comes from the chapter catalog (`ChapterTuning`).
public struct Tuning: Sendable, Equatable, Codable {
  public var story: StoryTuning
  /// The rhythm chapter's: every chart's windows and feel, in the story and outside it.
  public var firewall: FirewallTuning
  public var calibration: CalibrationTuning
  /// The chapters' own groups by key; a group not set here has its defaults.
  private var chapterGroups: [String: any ChapterTuning] = [:]

  public static let defaults = Tuning(story: .defaults, firewall: .defaults, calibration: .defaults)

  public init(story: StoryTuning, firewall: FirewallTuning, calibration: CalibrationTuning) {
    self.story = story
    self.firewall = firewall
    self.calibration = calibration
  }

  /// A chapter's own group (`tuning[group: HeartsTuning.self]`, which its folder names
  /// `tuning.hearts`).
  public subscript<Group: ChapterTuning>(group group: Group.Type) -> Group {
    get { chapterGroups[Group.key] as? Group ?? Group.defaults }
    set { chapterGroups[Group.key] = newValue }
  }

  public static func == (lhs: Tuning, rhs: Tuning) -> Bool {
    lhs.story == rhs.story && lhs.firewall == rhs.firewall && lhs.calibration == rhs.calibration
      && ChapterCatalog.tuningGroups.allSatisfy { $0.sameValues(lhs, rhs) }
  }

  /// A group's key in the JSON: the game-wide groups' names and the chapters' `key`s.
  public struct GroupKey: CodingKey {
    public let stringValue: String
    public var intValue: Int? { nil }
    public init(_ name: String) { stringValue = name }
    public init?(stringValue: String) { self.init(stringValue) }
    public init?(intValue: Int) { nil }
  }

  /// A group missing from the JSON takes its defaults: a replay saved before a chapter
  /// existed carries no tuning for it, and needs none, since it never plays that chapter.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: GroupKey.self)
    story = try container.decodeIfPresent(StoryTuning.self, forKey: GroupKey("story")) ?? .defaults
    firewall =
      try container.decodeIfPresent(FirewallTuning.self, forKey: GroupKey("firewall")) ?? .defaults
    calibration =
      try container.decodeIfPresent(CalibrationTuning.self, forKey: GroupKey("calibration"))
      ?? .defaults
    for group in ChapterCatalog.tuningGroups {
      try group.decode(from: container, into: &self)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: GroupKey.self)
    try container.encode(story, forKey: GroupKey("story"))
    try container.encode(firewall, forKey: GroupKey("firewall"))
    try container.encode(calibration, forKey: GroupKey("calibration"))
    for group in ChapterCatalog.tuningGroups {
      try group.encode(self, into: &container)
    }
  }
}
