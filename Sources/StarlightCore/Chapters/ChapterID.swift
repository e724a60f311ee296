/// A chapter of the story, by its number (its place in story order, and what replays, the
/// story's progress and `--chapter` store). Each chapter's folder declares its own
/// (`static let firewall = ChapterID(registering: 4)`); only numbers registered in
/// `ChapterCatalog.all` are chapters, so a replay or a progress file naming another is refused.
public struct ChapterID: RawRepresentable, Hashable, Sendable, Codable, Comparable, CaseIterable {
  public let rawValue: Int

  /// The registered chapter with this number, or nil.
  public init?(rawValue: Int) {
    guard ChapterCatalog.all.contains(where: { $0.id.rawValue == rawValue }) else { return nil }
    self.rawValue = rawValue
  }

  /// A chapter's own id, declared in its folder; `ChapterCatalog.all` makes it playable.
  init(registering number: Int) {
    rawValue = number
  }

  /// Every registered chapter, in story order.
  public static var allCases: [ChapterID] { ChapterCatalog.available }

  public var number: Int { rawValue }

  /// The chapter's name ("Firewall"), from its catalog entry.
  public var title: String { ChapterCatalog.chapter(self)?.title ?? "Chapter \(number)" }

  /// The line on the chapter's title card: what the player does.
  public var tagline: String { ChapterCatalog.chapter(self)?.tagline ?? "" }

  /// Whether it plays charts (`Chapter.Abilities.playsChart`).
  public var playsChart: Bool { ChapterCatalog.chapter(self)?.playsChart ?? false }

  public static func < (lhs: ChapterID, rhs: ChapterID) -> Bool { lhs.rawValue < rhs.rawValue }
}
