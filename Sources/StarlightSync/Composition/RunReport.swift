import Foundation
import StarlightCore

/// The JSON printed by `replay --headless --json`.
struct RunReport: Encodable {
  struct Hit: Encodable {
    let lane: Int
    let noteTimeMs: Double
    let offsetMs: Double?
    let judgement: String
    /// A hold note's tail; all three null for a tap note.
    let endTimeMs: Double?
    let tailOffsetMs: Double?
    let tailJudgement: String?

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(lane, forKey: .lane)
      try container.encode(noteTimeMs, forKey: .noteTimeMs)
      // Explicit null rather than an absent key for a missed note.
      try container.encode(offsetMs, forKey: .offsetMs)
      try container.encode(judgement, forKey: .judgement)
      try container.encode(endTimeMs, forKey: .endTimeMs)
      try container.encode(tailOffsetMs, forKey: .tailOffsetMs)
      try container.encode(tailJudgement, forKey: .tailJudgement)
    }

    private enum CodingKeys: String, CodingKey {
      case lane, noteTimeMs, offsetMs, judgement, endTimeMs, tailOffsetMs, tailJudgement
    }
  }

  /// Hold notes: how many, how many held to the tail, how many dropped.
  struct Holds: Encodable {
    let count: Int
    let completed: Int
    let dropped: Int
  }

  let outcome: String
  let score: Int
  let maxCombo: Int
  let accuracy: Double
  let accuracyPercent: Double
  /// Heads and tails together; `tailJudgements` has the tails alone.
  let judgements: [String: Int]
  let tailJudgements: [String: Int]
  let holds: Holds
  let meanOffsetMs: Double?
  let offsetStandardDeviationMs: Double?
  let autoAssist: Bool
  let beatMap: String
  let hits: [Hit]

  init(summary: RunSummary, replay: Replay) {
    outcome = summary.outcome.rawValue
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
    meanOffsetMs = summary.meanOffset
    offsetStandardDeviationMs = summary.offsetStandardDeviation
    autoAssist = replay.autoAssist
    beatMap = replay.beatMapTitle
    hits = summary.hits.map {
      Hit(
        lane: $0.lane, noteTimeMs: $0.noteTime.milliseconds, offsetMs: $0.offset?.milliseconds,
        judgement: $0.judgement, endTimeMs: $0.endTime?.milliseconds,
        tailOffsetMs: $0.tailOffset?.milliseconds, tailJudgement: $0.tailJudgement)
    }
  }

  func json() -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? String(decoding: encoder.encode(self), as: UTF8.self)) ?? "{}"
  }
}
