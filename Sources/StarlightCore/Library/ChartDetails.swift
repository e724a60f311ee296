/// What the song list shows of a chart beyond the index's columns: the song's names in
/// their transliteration, its art, its pack, its steps type, the BPM to show, whether its
/// notes outlast its audio, and its star rating. Kept as one JSON column so that adding a fact never costs
/// the player's bests (the index is not remade for it).
public struct ChartDetails: Sendable, Equatable, Codable {
  /// Bumped when the importer learns a fact older entries lack: importing the folder again
  /// reads such charts again instead of skipping them as unchanged.
  public static let currentVersion = 3

  public var version: Int
  /// `#TITLETRANSLIT`, osu!'s romanised `Title`: drawn when the title's own script cannot be.
  public var titleTranslit: String
  public var artistTranslit: String
  /// "dance-single", "dance-double", "osu!mania 7K", "Quaver 4K", "StarlightSync 4K".
  public var stepsType: String
  /// The BPM as the song list says it: "150", "120-180", "120-180 (150)", "???".
  public var displayBPM: String
  /// The pack folder the chart came from (StepMania's `Songs/Pack/Song/`), nil for none.
  public var pack: String?
  /// The audio and art as the chart names them, relative to the chart: what importing the
  /// folder again looks for beside it.
  public var audioName: String
  public var artNames: [String]
  /// The song's banner and background (`#JACKET` too, osu!'s background event) in the
  /// library, relative to the library folder; nil when the chart names none or it was
  /// missing at import.
  public var banner: String?
  public var background: String?
  /// SHA-256 of what is played (lanes, times, kinds): the same chart in an `.sm` and its
  /// `.ssc`, or in two copies of a pack, is listed once.
  public var playHash: String
  /// How far the last note runs past the end of the audio, when it does: said at import and
  /// in the chart's details; the chart plays on in silence to its last note.
  public var audioOverrun: Nanoseconds?
  /// osu!mania's star rating of the chart at rate 1 (`StarRating`), worked out once when it
  /// is imported; nil for a chart imported before ratings were kept (version 2 and older).
  public var starRating: Double?

  public init(
    version: Int = currentVersion, titleTranslit: String = "", artistTranslit: String = "",
    stepsType: String = "", displayBPM: String = "", pack: String? = nil, audioName: String = "",
    artNames: [String] = [], banner: String? = nil, background: String? = nil,
    playHash: String = "", audioOverrun: Nanoseconds? = nil, starRating: Double? = nil
  ) {
    self.version = version
    self.titleTranslit = titleTranslit
    self.artistTranslit = artistTranslit
    self.stepsType = stepsType
    self.displayBPM = displayBPM
    self.pack = pack
    self.audioName = audioName
    self.artNames = artNames
    self.banner = banner
    self.background = background
    self.playHash = playHash
    self.audioOverrun = audioOverrun
    self.starRating = starRating
  }

  /// Details of an entry imported before they existed: version 0, so the next import of its
  /// folder reads the chart again.
  public static let unknown = ChartDetails(version: 0)

  /// The art the list shows for the song: the banner, else the background.
  public var art: String? { banner ?? background }
}
