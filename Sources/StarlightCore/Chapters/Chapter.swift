/// One chapter of the game, describing itself: its number and names, its rules, its own
/// tuning group, the controls it takes and what else it can do. Each lives in its chapter's
/// folder (`Chapters/Hearts/HeartsChapter.swift`...) and is registered by one line in
/// `ChapterCatalog.all`, which the story, the tuning file, the dev overlay, the bindings, the
/// commands' help and the platform's view catalog all read.
public struct Chapter: Sendable {
  /// What a chapter can do beyond its rules.
  public struct Abilities: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// It plays a beat map: it takes a chart, its judge, the song's rate, the lane mods, a
    /// failure rule and the player's view preferences, and its bot can be jittered.
    public static let playsChart = Abilities(rawValue: 1 << 0)
    /// A section of it can be practised from the chapter select.
    public static let practice = Abilities(rawValue: 1 << 1)
    /// A clear of it ends on its own theme, which the story must not replace with the
    /// main theme afterwards (the finale cross-fades to the finale theme).
    public static let endsOnOwnTheme = Abilities(rawValue: 1 << 2)
  }

  public let id: ChapterID
  public let title: String
  /// What the player does, as its title card says it.
  public let tagline: String
  public let rules: any ChapterRules.Type
  /// Its own group of the tuning (the tuning file's key, its invariants, its dev overlay
  /// fields); nil for a chapter whose values are the game's (Chapter 4's windows are every
  /// chart's, in `Tuning.firewall`).
  public let tuning: (any ChapterTuning.Type)?
  /// The dev overlay's group the chapter opens it on.
  public let overlayGroup: String
  public let controls: ChapterControls
  public let abilities: Abilities

  public init(
    id: ChapterID, title: String, tagline: String, rules: any ChapterRules.Type,
    tuning: (any ChapterTuning.Type)?, overlayGroup: String? = nil, controls: ChapterControls,
    abilities: Abilities = []
  ) {
    self.id = id
    self.title = title
    self.tagline = tagline
    self.rules = rules
    self.tuning = tuning
    self.overlayGroup = overlayGroup ?? tuning?.overlayGroup ?? ""
    self.controls = controls
    self.abilities = abilities
  }

  public var playsChart: Bool { abilities.contains(.playsChart) }
  public var canPractice: Bool { abilities.contains(.practice) }
}
