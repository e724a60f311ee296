/// How the player wants the lanes drawn: purely visual, so judging never reads it. A replay
/// records it so that watching shows what the player saw; re-simulation and rescoring ignore
/// it. Ranges are the documented limits (Docs/Settings.md); `clamped()` keeps a value
/// read from a file inside them.
public struct ViewPreferences: Sendable, Equatable, Hashable, Codable {
  /// Which way notes travel to the judgement line.
  public enum Direction: String, Sendable, CaseIterable, Codable {
    /// Notes fall to a line near the bottom (the game's original look).
    case down
    /// Notes rise to a line near the top.
    case up
  }

  /// What decides a note's colour.
  public enum NoteColours: String, Sendable, CaseIterable, Codable {
    /// Each lane its own colour (the game's original look).
    case lane
    /// StepMania's quantisation: the note's snap in the beat (`NoteSnap`).
    case snap
  }

  /// A cover over part of the lanes, StepMania's Sudden (notes appear late, cover at the far
  /// end) and Hidden (notes vanish early, cover near the line).
  public enum LaneCover: String, Sendable, CaseIterable, Codable {
    case off
    case sudden
    case hidden
  }

  public var scrollSpeed: ScrollSpeed
  public var direction: Direction
  /// The judgement line's distance from the lanes' end it sits at (the bottom in
  /// downscroll, the top in upscroll), in percent of the canvas height.
  public var judgementLinePercent: Int
  public var noteColours: NoteColours
  public var laneCover: LaneCover
  /// How much of the lanes the cover hides, in percent of their visible length.
  public var laneCoverPercent: Int
  /// Lane width in percent of the game's own (120 logical pixels while they fit).
  public var laneWidthPercent: Int
  /// Where the combo and the judgement text sit, in percent of the way from the judgement
  /// line to the lanes' far end.
  public var comboPercent: Int
  public var judgementTextPercent: Int

  public static let judgementLineRange = 5...50
  public static let laneCoverRange = 0...90
  public static let laneWidthRange = 50...150
  public static let textPositionRange = 0...90
  /// How far one press of `[` or `]` in play moves the lane cover, in percent.
  public static let laneCoverStep = 5

  public static let defaults = ViewPreferences()

  public init(
    scrollSpeed: ScrollSpeed = .constant(visible: GameConstants.approachTime),
    direction: Direction = .down, judgementLinePercent: Int = 17,
    noteColours: NoteColours = .lane, laneCover: LaneCover = .off, laneCoverPercent: Int = 30,
    laneWidthPercent: Int = 100, comboPercent: Int = 40, judgementTextPercent: Int = 25
  ) {
    self.scrollSpeed = scrollSpeed
    self.direction = direction
    self.judgementLinePercent = judgementLinePercent
    self.noteColours = noteColours
    self.laneCover = laneCover
    self.laneCoverPercent = laneCoverPercent
    self.laneWidthPercent = laneWidthPercent
    self.comboPercent = comboPercent
    self.judgementTextPercent = judgementTextPercent
  }

  /// These preferences with every value inside its range (a scroll speed out of range
  /// takes the default).
  public func clamped() -> ViewPreferences {
    var kept = self
    if scrollSpeed.problem != nil { kept.scrollSpeed = Self.defaults.scrollSpeed }
    kept.judgementLinePercent = Self.judgementLineRange.clamp(judgementLinePercent)
    kept.laneCoverPercent = Self.laneCoverRange.clamp(laneCoverPercent)
    kept.laneWidthPercent = Self.laneWidthRange.clamp(laneWidthPercent)
    kept.comboPercent = Self.textPositionRange.clamp(comboPercent)
    kept.judgementTextPercent = Self.textPositionRange.clamp(judgementTextPercent)
    return kept
  }

  private enum CodingKeys: String, CodingKey {
    case scrollSpeed, direction, judgementLinePercent, noteColours, laneCover, laneCoverPercent
    case laneWidthPercent, comboPercent, judgementTextPercent
  }

  /// Missing keys take defaults (a replay or file from before a key existed).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let defaults = Self.defaults
    let speedText = try container.decodeIfPresent(String.self, forKey: .scrollSpeed)
    scrollSpeed = speedText.flatMap(ScrollSpeed.init(text:)) ?? defaults.scrollSpeed
    direction = try container.decodeIfPresent(Direction.self, forKey: .direction) ?? .down
    judgementLinePercent =
      try container.decodeIfPresent(Int.self, forKey: .judgementLinePercent)
      ?? defaults.judgementLinePercent
    noteColours =
      try container.decodeIfPresent(NoteColours.self, forKey: .noteColours) ?? .lane
    laneCover = try container.decodeIfPresent(LaneCover.self, forKey: .laneCover) ?? .off
    laneCoverPercent =
      try container.decodeIfPresent(Int.self, forKey: .laneCoverPercent)
      ?? defaults.laneCoverPercent
    laneWidthPercent =
      try container.decodeIfPresent(Int.self, forKey: .laneWidthPercent)
      ?? defaults.laneWidthPercent
    comboPercent =
      try container.decodeIfPresent(Int.self, forKey: .comboPercent) ?? defaults.comboPercent
    judgementTextPercent =
      try container.decodeIfPresent(Int.self, forKey: .judgementTextPercent)
      ?? defaults.judgementTextPercent
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(scrollSpeed.text, forKey: .scrollSpeed)
    try container.encode(direction, forKey: .direction)
    try container.encode(judgementLinePercent, forKey: .judgementLinePercent)
    try container.encode(noteColours, forKey: .noteColours)
    try container.encode(laneCover, forKey: .laneCover)
    try container.encode(laneCoverPercent, forKey: .laneCoverPercent)
    try container.encode(laneWidthPercent, forKey: .laneWidthPercent)
    try container.encode(comboPercent, forKey: .comboPercent)
    try container.encode(judgementTextPercent, forKey: .judgementTextPercent)
  }
}

extension ClosedRange where Bound: Comparable {
  /// `value` moved inside the range.
  public func clamp(_ value: Bound) -> Bound { Swift.min(upperBound, Swift.max(lowerBound, value)) }
}
