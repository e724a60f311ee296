import StarlightCore

/// What Free Play's Song folders screen needs: the player's folders and the other games'
/// folders found, as closures the composition root fills from the settings and the
/// library's finder, and the scanner that imports them.
public struct SongFolders {
  /// The player's song folders.
  public var stored: () -> [String]
  /// Other games' Songs folders found and not yet answered.
  public var offers: () -> [FoundSongFolder]
  /// Adds a folder (as typed, or an offer's); why not, in one line naming it.
  public var add: (String) -> String?
  /// Takes a folder off the list; its files and the charts imported from it stay.
  public var remove: (String) -> Void
  /// Says no to a found folder, for good.
  public var decline: (String) -> Void
  public let scanner: SongScanner

  public init(
    stored: @escaping () -> [String], offers: @escaping () -> [FoundSongFolder],
    add: @escaping (String) -> String?, remove: @escaping (String) -> Void,
    decline: @escaping (String) -> Void, scanner: SongScanner
  ) {
    self.stored = stored
    self.offers = offers
    self.add = add
    self.remove = remove
    self.decline = decline
    self.scanner = scanner
  }

  /// Scans the player's folders now; false when a scan is already running.
  @discardableResult
  public func scan() -> Bool {
    scanner.start(stored())
  }
}
