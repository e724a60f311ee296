/// A replay recorded by another game (osu! stable or lazer, Quaver), read from its file:
/// who played which chart, the counts the game gave, the mods that change play here, and
/// the key state over time.
public struct ForeignReplay: Sendable, Equatable {
  public enum Game: String, Sendable, Equatable, Codable {
    case osuStable = "osu! stable"
    case osuLazer = "osu!lazer"
    case quaver = "Quaver"

    /// The judge that judges as the game did.
    public var judgeName: String {
      switch self {
      case .osuStable: "osu-stable"
      case .osuLazer: "osu-lazer"
      case .quaver: "quaver"
      }
    }
  }

  /// How the game's windows were changed (osu!'s HR and EZ, Quaver's Strict and Chill).
  public enum WindowMod: String, Sendable, Equatable, Codable {
    case hardRock = "HR"
    case easy = "EZ"
    case strict = "Strict"
    case chill = "Chill"
  }

  public var game: Game
  /// osu!'s version as a date number (20240101), Quaver's replay version ("0.0.1").
  public var gameVersion: String
  public var beatmapMD5: String
  public var replayMD5: String
  public var player: String
  public var counts: [TierCount]
  public var score: Int64
  public var maxCombo: Int
  /// The accuracy the game stored (Quaver, in percent); nil when it stores none (osu!).
  public var storedAccuracy: Double?
  public var modNames: [String]
  public var rate: PlaybackRate
  public var pitchFollowsRate: Bool
  /// Mirror and Random, in the order the game applied them to the chart's columns.
  public var columnMods: [ManiaColumnMod]
  public var windowMod: WindowMod?
  /// The key count a key mod asked for (osu!), if any.
  public var keyCountMod: Int?
  /// When it was played, in seconds since 1970.
  public var playedAt: Int64
  public var frames: [KeyStateFrame]
  /// osu!'s seed frame (`-12345|0|0|seed`): stable's seed for its Random mod.
  public var seed: Int32?
  /// Why the presses cannot be mapped back to the chart's lanes (stable's Random), if so.
  public var columnProblem: String? = nil
  /// Played with No Fail (osu!): the run goes on at zero life, and ScoreV1 is halved.
  public var noFail = false

  /// The judgements the game counted, all tiers together.
  public var judgementCount: Int { counts.reduce(0) { $0 + $1.count } }
}
