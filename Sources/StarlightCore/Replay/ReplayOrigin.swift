/// Where an imported replay came from (replay format version 6): the game that recorded
/// it, who played, the chart's and replay's MD5 as that game keys them, the mods by the
/// game's names, the window mod our judge must apply, and the game's own figures.
public struct ReplayOrigin: Sendable, Equatable, Codable {
  public var game: ForeignReplay.Game
  public var gameVersion: String
  public var player: String
  public var beatmapMD5: String
  public var replayMD5: String
  public var mods: [String]
  public var windowMod: ForeignReplay.WindowMod?
  public var score: Int64
  public var maxCombo: Int
  /// Quaver's stored accuracy in percent; nil for osu!, which stores none.
  public var accuracy: Double?
  /// Seconds since 1970.
  public var playedAt: Int64
  /// The instants (song time) the recording game read its input, in order: every frame of
  /// an osu! replay, whether or not a key changed. osu! stable credits a hold's combo ticks
  /// on them (`OsuStableHoldWindows`); nil for other games.
  public var inputSamples: [Nanoseconds]?

  public init(_ foreign: ForeignReplay) {
    game = foreign.game
    gameVersion = foreign.gameVersion
    player = foreign.player
    beatmapMD5 = foreign.beatmapMD5
    replayMD5 = foreign.replayMD5
    mods = foreign.modNames
    windowMod = foreign.windowMod
    score = foreign.score
    maxCombo = foreign.maxCombo
    accuracy = foreign.storedAccuracy
    playedAt = foreign.playedAt
  }

  /// The same origin with the recording's input samples.
  public func sampled(_ samples: [Nanoseconds]?) -> ReplayOrigin {
    var copy = self
    copy.inputSamples = samples
    return copy
  }

  /// The judge that judges as the recording game did.
  public var judgeName: String { game.judgeName }
}
