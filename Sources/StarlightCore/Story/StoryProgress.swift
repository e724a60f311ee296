/// How far the player has come: chapters reached and cleared, the best result of each
/// cleared chapter, and each chapter's failures (which engage its Auto-Assist).
public struct StoryProgress: Codable, Sendable, Equatable {
  /// Chapters whose title card the player has seen: the chapter select offers these.
  public var reached: Set<ChapterID>
  public var cleared: Set<ChapterID>
  public var best: [ChapterID: BestResult]
  public var failures: [ChapterID: Int]

  public init(
    reached: Set<ChapterID> = [], cleared: Set<ChapterID> = [],
    best: [ChapterID: BestResult] = [:], failures: [ChapterID: Int] = [:]
  ) {
    self.reached = reached
    self.cleared = cleared
    self.best = best
    self.failures = failures
  }

  /// Nothing played yet: there is nothing to continue.
  public var isFresh: Bool { reached.isEmpty && cleared.isEmpty }

  public func failureCount(of chapter: ChapterID) -> Int { failures[chapter] ?? 0 }

  /// Whether `chapter` is played with Auto-Assist: after enough failures of that chapter.
  public func autoAssist(for chapter: ChapterID, tuning: StoryTuning) -> Bool {
    failureCount(of: chapter) >= tuning.failuresBeforeAutoAssist
  }

  /// The first chapter of the story not yet cleared, where Continue starts; nil once
  /// every chapter is cleared.
  public func continueChapter(in available: [ChapterID]) -> ChapterID? {
    available.first { !cleared.contains($0) }
  }

  /// The chapters the chapter select offers, in story order.
  public func reachedChapters(in available: [ChapterID]) -> [ChapterID] {
    available.filter { reached.contains($0) }
  }

  /// Marks `chapter` as reached; returns whether that changed anything.
  @discardableResult
  public mutating func reach(_ chapter: ChapterID) -> Bool {
    reached.insert(chapter).inserted
  }

  /// Records a finished attempt: a clear (and maybe a new best) or a failure. An abandoned
  /// attempt (still `.playing`) counts as neither. Returns whether anything changed.
  @discardableResult
  public mutating func record(_ summary: ChapterSummary) -> Bool {
    let chapter = summary.chapter
    switch summary.outcome {
    case .playing:
      return false
    case .failed:
      reached.insert(chapter)
      failures[chapter, default: 0] += 1
      return true
    case .cleared:
      let before = self
      reached.insert(chapter)
      cleared.insert(chapter)
      let result = BestResult(summary)
      // The story's bests are this game's judge's: another game's score is not comparable.
      let ownJudge = summary.firewall?.judgeIsTunedByPlayer ?? true
      if ownJudge, best[chapter].map({ result.isBetter(than: $0) }) ?? true {
        best[chapter] = result
      }
      return self != before
    }
  }

  // JSON objects need string keys, so chapters are written as their numbers ("4").
  private enum CodingKeys: String, CodingKey {
    case reached, cleared, best, failures
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    reached = Set(try container.decodeIfPresent([ChapterID].self, forKey: .reached) ?? [])
    cleared = Set(try container.decodeIfPresent([ChapterID].self, forKey: .cleared) ?? [])
    best = try Self.decodeChapterKeyed(
      container.decodeIfPresent([String: BestResult].self, forKey: .best) ?? [:],
      key: .best, in: container)
    failures = try Self.decodeChapterKeyed(
      container.decodeIfPresent([String: Int].self, forKey: .failures) ?? [:],
      key: .failures, in: container)
    if let negative = failures.first(where: { $0.value < 0 }) {
      throw DecodingError.dataCorruptedError(
        forKey: .failures, in: container,
        debugDescription: "chapter \(negative.key.number) has a negative failure count")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(reached.sorted(), forKey: .reached)
    try container.encode(cleared.sorted(), forKey: .cleared)
    try container.encode(
      Dictionary(uniqueKeysWithValues: best.map { (String($0.key.number), $0.value) }),
      forKey: .best)
    try container.encode(
      Dictionary(uniqueKeysWithValues: failures.map { (String($0.key.number), $0.value) }),
      forKey: .failures)
  }

  private static func decodeChapterKeyed<Value>(
    _ raw: [String: Value], key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>
  ) throws -> [ChapterID: Value] {
    var result: [ChapterID: Value] = [:]
    for (text, value) in raw {
      guard let number = Int(text), let chapter = ChapterID(rawValue: number) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: container, debugDescription: "'\(text)' is not a chapter number")
      }
      result[chapter] = value
    }
    return result
  }
}
