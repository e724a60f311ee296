import Foundation

/// A practice run's figures as every results surface shows them: one line per pass.
public enum PracticeSummary {
  public static func summary(of results: [PracticePassResult], rate: PlaybackRate)
    -> ChapterSummary
  {
    let best = results.map(\.accuracy).max() ?? 0
    let headline =
      results.isEmpty
      ? "practice at \(rate): no pass played"
      : String(
        format: "practice at %@: %d pass%@, best %.2f %%", rate.description, results.count,
        results.count == 1 ? "" : "es", best * 100)
    return ChapterSummary(
      chapter: .firewall, outcome: .playing, score: Int((best * 10_000).rounded()),
      headline: headline,
      details: results.map { ChapterSummary.Detail("Pass \($0.number)", percent($0.accuracy)) })
  }

  public static func percent(_ accuracy: Double) -> String {
    String(format: "%.2f %%", accuracy * 100)
  }
}
