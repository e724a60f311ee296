import Foundation

/// One saved replay as a chart's replay list shows it, from what the file records (nothing
/// is re-simulated): when it was played, its judge, rate and mods, and the accuracy it reached
/// in its judge's own measure; or, for a file that cannot be read, its name and why.
public struct SavedReplay: Sendable, Equatable {
  /// What the file records about its attempt.
  public struct Facts: Sendable, Equatable {
    /// The chart it was played on (the hash the library keys the chart by).
    public var chartHash: String
    public var judge: JudgeChoice
    public var rate: PlaybackRate
    public var mods: PlayMods
    /// 0 to 1, under `judge`; nil when the file recorded none.
    public var accuracy: Double?
    /// "cleared", "failed", "abandoned"; nil when not recorded.
    public var outcome: String?
    public var byBot: Bool
    /// A practice run's loop (watched pass by pass, not as one attempt).
    public var isPractice: Bool

    public init(
      chartHash: String, judge: JudgeChoice, rate: PlaybackRate, mods: PlayMods,
      accuracy: Double?, outcome: String?, byBot: Bool, isPractice: Bool
    ) {
      self.chartHash = chartHash
      self.judge = judge
      self.rate = rate
      self.mods = mods
      self.accuracy = accuracy
      self.outcome = outcome
      self.byBot = byBot
      self.isPractice = isPractice
    }

    public init(_ replay: Replay, chartHash: String) {
      self.chartHash = chartHash
      judge = replay.judge
      rate = replay.playback.rate
      mods = replay.mods
      accuracy = replay.expected?.accuracy
      outcome = replay.expected?.outcome
      byBot = replay.source == .autoplay
      isPractice = replay.practice != nil
    }
  }

  public enum Content: Sendable, Equatable {
    case readable(Facts)
    /// The file cannot be read or is not a replay: why, in plain words.
    case damaged(String)
  }

  /// The file's name in the replay folder.
  public let fileName: String
  public let content: Content

  public init(fileName: String, content: Content) {
    self.fileName = fileName
    self.content = content
  }

  /// The file read from its bytes, its list keys alone (`ReplayListingFile`): a replay of a
  /// chart (`nil` for another chapter's, or one without a beat map), or damaged when it
  /// cannot be read.
  public init?(fileName: String, bytes: [UInt8]) {
    do {
      guard let facts = try ReplayListingFile.facts(bytes) else { return nil }
      self.init(fileName: fileName, content: .readable(facts))
    } catch {
      self.init(fileName: fileName, content: .damaged(error.message))
    }
  }

  /// "2026-11-28 03:12:05", from the file's name; the name itself for a name the game did
  /// not give.
  public var playedAt: String { ReplayFileName.playedAt(fileName) ?? fileName }

  public var facts: Facts? {
    if case .readable(let facts) = content { return facts }
    return nil
  }

  /// The list's first line: when it was played, or "damaged: NAME".
  public var headline: String { facts == nil ? "damaged: \(fileName)" : playedAt }

  /// "97.53 % accuracy" ("wife3", "dp": the judge's own measure), "practice" for a
  /// practice run, "-" when the file recorded none; nil for a damaged file.
  public var accuracy: String? {
    guard let facts else { return nil }
    if facts.isPractice { return "practice" }
    let measure = JudgeCatalog.rules(for: facts.judge).scoring.accuracyName.lowercased()
    return facts.accuracy.map { String(format: "%.2f %% \(measure)", $0 * 100) } ?? "-"
  }

  /// The second line: "osu-stable OD 8 HR, 1.25x, mirror, cleared (bot)", or why the file
  /// is damaged.
  public var detail: String {
    switch content {
    case .damaged(let reason):
      return reason
    case .readable(let facts):
      let mods = facts.mods.names.isEmpty ? ["no mods"] : facts.mods.names
      let outcome = facts.outcome.map { [$0] } ?? []
      return ([facts.judge.label, "\(facts.rate)"] + mods + outcome).joined(separator: ", ")
        + (facts.byBot ? " (bot)" : "")
    }
  }
}
