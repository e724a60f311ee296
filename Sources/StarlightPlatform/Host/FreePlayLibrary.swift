import StarlightCore

/// What Free Play needs of the chart library, as closures the composition root fills from
/// the library's store, so the platform never sees the database behind it.
public struct FreePlayLibrary {
  /// Every chart of the library.
  public var entries: () -> [LibraryEntry]
  /// A chart made ready to play, or the lines saying why it cannot be (its audio missing).
  public var load: (LibraryEntry) -> Result<FreePlayChart, FreePlayRefusal>
  /// Keeps a cleared run's result if it is the chart's best.
  public var recordBest: (BestResult, _ chartHash: String) -> BestRecord
  /// Where the library lives: the empty list's hint, and the folder a chart's
  /// `audioFile` is relative to (for the preview).
  public var location: String
  /// The judge each chart plays under: the player's pick per chart, remembered.
  public var judges: FreePlayJudges
  /// Why bests cannot be saved, when the library was opened read-only ("the disk is
  /// full"): said on the song list.
  public var readOnlyReason: String?
  /// Keeps a chart's offset (0: none) in the library; why not, in plain words, when it
  /// could not be kept.
  public var setOffset: (_ chartHash: String, Nanoseconds) -> String?
  /// The song folders and their scans (F8); nil where there are none.
  public var songFolders: SongFolders?
  /// Counts the imports that ended (drops, scans): when it changes, the list is read again.
  public var changes: () -> Int = { 0 }
  /// The saved replays each chart's replay list shows; nil: no replay list.
  public var replays: ReplayShelf?

  /// A chart's audio file as a full path.
  func audioPath(_ audioFile: String) -> String {
    audioFile.hasPrefix("/") ? audioFile : "\(location)/\(audioFile)"
  }

  public init(
    entries: @escaping () -> [LibraryEntry],
    load: @escaping (LibraryEntry) -> Result<FreePlayChart, FreePlayRefusal>,
    recordBest: @escaping (BestResult, String) -> BestRecord, location: String,
    readOnlyReason: String? = nil, judges: FreePlayJudges = FreePlayJudges(),
    setOffset: @escaping (String, Nanoseconds) -> String? = { _, _ in nil }
  ) {
    self.setOffset = setOffset
    self.judges = judges
    self.entries = entries
    self.load = load
    self.recordBest = recordBest
    self.location = location
    self.readOnlyReason = readOnlyReason
  }
}

/// What became of a cleared run's result.
public enum BestRecord: Sendable, Equatable {
  /// Kept: it is the chart's new best.
  case kept
  /// Not better than the best kept.
  case notBetter
  /// It may have been a best, but it could not be saved: why, in plain words.
  case notSaved(String)
}

/// A library chart ready to play: its map, and its audio file for the music player.
public struct FreePlayChart: Sendable {
  public let map: BeatMap
  public let audioPath: String

  public init(map: BeatMap, audioPath: String) {
    self.map = map
    self.audioPath = audioPath
  }
}

/// Why a chart cannot be played, in lines for the song list.
public struct FreePlayRefusal: Error, Sendable, Equatable {
  public let lines: [String]

  public init(lines: [String]) {
    self.lines = lines
  }
}

/// The player's judge picks, kept by the composition root (in the settings file).
public struct FreePlayJudges {
  /// The pick for a chart (by its hash), nil when it has none.
  public var pick: (String) -> JudgeID?
  public var setPick: (String, JudgeID?) -> Void
  /// The judge Settings names for charts without a pick (nil: each chart's own game's).
  public var playerDefault: () -> JudgeID?

  /// Picks kept in memory only (tests, and a library without settings).
  public init() {
    let box = PickBox()
    pick = { box.picks[$0] }
    setPick = { box.picks[$0] = $1 }
    playerDefault = { nil }
  }

  public init(
    pick: @escaping (String) -> JudgeID?, setPick: @escaping (String, JudgeID?) -> Void,
    playerDefault: @escaping () -> JudgeID?
  ) {
    self.pick = pick
    self.setPick = setPick
    self.playerDefault = playerDefault
  }

  /// The judge `entry` plays under now.
  public func judge(for entry: LibraryEntry) -> JudgeID {
    JudgeID.resolved(
      chartPick: pick(entry.chartHash), playerDefault: playerDefault(),
      origin: ChartOrigin(path: entry.sourcePath))
  }

  private final class PickBox {
    var picks: [String: JudgeID] = [:]
  }
}
