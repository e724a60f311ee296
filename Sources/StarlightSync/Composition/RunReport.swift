import Foundation
import StarlightCore

/// The JSON printed by `replay --headless --json`: Chapter 4's full breakdown (its keys as
/// in version 1 of the replay format), or another chapter's figures; `chapter` says which.
struct RunReport: Encodable {
  /// A missed note's offset and a tap note's tail are null rather than left out.
  struct Hit: Encodable {
    let lane: Int
    let noteTimeMs: Double
    @AlwaysNamed var offsetMs: Double?
    let judgement: String
    /// A hold note's tail; all three null for a tap note.
    @AlwaysNamed var endTimeMs: Double?
    @AlwaysNamed var tailOffsetMs: Double?
    @AlwaysNamed var tailJudgement: String?
  }

  /// Hold notes: how many, how many held to the tail, how many dropped.
  struct Holds: Encodable {
    let count: Int
    let completed: Int
    let dropped: Int
  }

  /// Mines hit (each cost integrity) and passed; neither is in `judgements`.
  struct Mines: Encodable {
    let hit: Int
    let avoided: Int
  }

  let chapter: Int
  let chapterTitle: String
  let headline: String
  let details: [String: String]
  let outcome: String
  let score: Int
  let autoAssist: Bool
  let seed: UInt64
  /// Whether Chapter 4 was judged under windows other than the defaults (`hasCustomWindows`).
  let customWindows: Bool
  let firewall: Firewall?
  /// Chapter 4: the audio offset the dev overlay would suggest from this run (the offset
  /// in force last plus the median error, from 50 hits on; see `OffsetSuggestion` for the
  /// sign).
  let suggestedAudioOffsetMs: Double?
  /// Chapter 4: the median error and osu!'s unstable rate (10 x SD in ms) of the presses.
  let medianOffsetMs: Double?
  let unstableRate: Double?
  /// How the attempt ended, as recorded (version 4 replays; null before).
  let ending: String?
  /// The live run's hit sound latency L and its late hit sounds (null when not recorded).
  let hitSoundLatencyMs: Double?
  let lateSounds: Int?
  /// The song's rate (1 unless played faster or slower) and whether its pitch was kept.
  let rate: Double
  let pitch: String

  init(summary: ChapterSummary, replay: Replay) {
    rate = replay.playback.rate.value
    pitch = replay.playback.pitch.rawValue
    ending = replay.ending?.rawValue
    hitSoundLatencyMs = replay.audioTiming?.hitSoundLatency.milliseconds
    lateSounds = replay.audioTiming?.lateSounds
    chapter = summary.chapter.number
    chapterTitle = summary.chapter.title
    headline = summary.headline
    details = Dictionary(summary.details.map { ($0.label, $0.value) }) { first, _ in first }
    outcome = replay.reportedOutcome(summary.outcome)
    score = summary.score
    autoAssist = replay.autoAssist
    seed = replay.seed
    customWindows = replay.hasCustomWindows
    firewall = summary.firewall.map { Firewall(summary: $0, replay: replay) }
    // Each error as it reads under the last audio offset, should the overlay have changed it,
    // in the player's real time (at a rate, song-time offsets are `rate` x as large).
    let offsets = replay.audioOffsets
    let rate = replay.playback.rate
    let errors =
      summary.firewall?.hits.compactMap { hit in
        hit.offset.map {
          rate.realOffset(ofSong: offsets.errorUnderCurrent($0, judgedAt: hit.noteTime + $0))
        }
      } ?? []
    let statistics = HitErrorStatistics(errors: errors, windows: replay.windows)
    medianOffsetMs = statistics.median
    unstableRate = statistics.unstableRate
    suggestedAudioOffsetMs = OffsetSuggestion.audioOffset(
      errors: errors, current: offsets.current,
      minimumHits: replay.tuning.calibration.suggestionMinimumHits
    ).map(\.milliseconds)
  }

  func encode(to encoder: any Encoder) throws {
    // Chapter 4's keys stay at the top level, where version 1 put them.
    try firewall?.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(chapter, forKey: .chapter)
    try container.encode(chapterTitle, forKey: .chapterTitle)
    try container.encode(headline, forKey: .headline)
    try container.encode(details, forKey: .details)
    try container.encode(outcome, forKey: .outcome)
    try container.encode(score, forKey: .score)
    try container.encode(autoAssist, forKey: .autoAssist)
    try container.encode(seed, forKey: .seed)
    try container.encode(ending, forKey: .ending)
    try container.encode(hitSoundLatencyMs, forKey: .hitSoundLatencyMs)
    try container.encode(lateSounds, forKey: .lateSounds)
    try container.encode(customWindows, forKey: .customWindows)
    try container.encode(rate, forKey: .rate)
    try container.encode(pitch, forKey: .pitch)
    if firewall != nil {
      // Explicit nulls: too few hits for a suggestion is an answer, not a missing key.
      try container.encode(suggestedAudioOffsetMs, forKey: .suggestedAudioOffsetMs)
      try container.encode(medianOffsetMs, forKey: .medianOffsetMs)
      try container.encode(unstableRate, forKey: .unstableRate)
    }
  }

  private enum CodingKeys: String, CodingKey {
    case chapter, chapterTitle, headline, details, outcome, score, autoAssist, seed, customWindows
    case suggestedAudioOffsetMs, medianOffsetMs, unstableRate, ending, hitSoundLatencyMs
    case lateSounds, rate, pitch
  }

  func json() -> String { JSONOutput.line(self) }
}

extension RunReport {
  struct Firewall: Encodable {
    let outcome: String
    let score: Int
    let maxCombo: Int
    let accuracy: Double
    let accuracyPercent: Double
    /// Heads and tails together; `tailJudgements` has the tails alone.
    let judgements: [String: Int]
    let tailJudgements: [String: Int]
    let holds: Holds
    let mines: Mines
    let meanOffsetMs: Double?
    let offsetStandardDeviationMs: Double?
    let autoAssist: Bool
    let beatMap: String
    let hits: [Hit]
    /// The judge's name, its tiers in order (the miss last), its grade for the run, and
    /// ITG's EX score (0...1; null under the other judges).
    let judge: String
    let judgementOrder: [String]
    let grade: String
    let exScore: Double?
    /// The mods played under ("random 42", "mirror", "no-fail"); empty for none.
    let mods: [String]

    init(summary: RunSummary, replay: Replay) {
      judge = summary.judge
      mods = summary.mods
      judgementOrder = summary.counts.map(\.name)
      grade = summary.grade
      exScore = summary.exAccuracy
      outcome = replay.reportedOutcome(summary.outcome)
      score = summary.score
      maxCombo = summary.maxCombo
      accuracy = summary.accuracy
      accuracyPercent = (summary.accuracy * 10_000).rounded() / 100
      judgements = Dictionary(uniqueKeysWithValues: summary.counts.map { ($0.name, $0.count) })
      tailJudgements = Dictionary(
        uniqueKeysWithValues: summary.tailCounts.map { ($0.name, $0.count) })
      holds = Holds(
        count: summary.hits.count { $0.endTime != nil }, completed: summary.holdsCompleted,
        dropped: summary.holdsDropped)
      mines = Mines(hit: summary.minesHit, avoided: summary.minesAvoided)
      meanOffsetMs = summary.meanOffset
      offsetStandardDeviationMs = summary.offsetStandardDeviation
      autoAssist = replay.autoAssist
      beatMap = replay.beatMap?.title ?? ""
      hits = summary.hits.map {
        Hit(
          lane: $0.lane, noteTimeMs: $0.noteTime.milliseconds, offsetMs: $0.offset?.milliseconds,
          judgement: $0.judgement, endTimeMs: $0.endTime?.milliseconds,
          tailOffsetMs: $0.tailOffset?.milliseconds, tailJudgement: $0.tailJudgement)
      }
    }
  }
}
