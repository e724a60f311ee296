import Foundation
import StarlightCore

/// Finds other rhythm games' Songs folders where those games keep them on Linux, to offer
/// them to the player (never to add them unasked). StepMania 5 and ITGmania keep theirs in
/// a dot folder of the home directory; osu! stable runs under Wine, in the Wine prefix's
/// user folder (the default prefix, and osu-wine's). osu!lazer keeps its beatmaps as files
/// named by their hashes, not as song folders, so it is not looked for.
public struct SongFolderFinder: Sendable {
  public let home: String
  /// The login name Wine names its user folder after.
  public let user: String

  public init(home: String, user: String) {
    self.home = home
    self.user = user
  }

  /// From the environment: `$HOME` and `$USER` (else the process's login name).
  public static func fromEnvironment() -> SongFolderFinder {
    let environment = ProcessInfo.processInfo.environment
    return SongFolderFinder(
      home: environment["HOME"] ?? NSHomeDirectory(),
      user: environment["USER"] ?? NSUserName())
  }

  /// Where each game keeps its Songs folder, relative to the home directory.
  var places: [(game: String, path: String)] {
    let osuStable = "drive_c/users/\(user)/AppData/Local/osu!/Songs"
    return [
      ("StepMania 5", ".stepmania-5.0/Songs"),
      ("StepMania 5.1", ".stepmania-5.1/Songs"),
      ("StepMania 5.2", ".stepmania-5.2/Songs"),
      ("ITGmania", ".itgmania/Songs"),
      ("osu! (Wine)", ".wine/\(osuStable)"),
      ("osu! (osu-wine)", ".local/share/osu-wine/osu!/Songs"),
    ]
  }

  /// The places that hold a folder now.
  public func found() -> [FoundSongFolder] {
    places.compactMap { place in
      let path = (home as NSString).appendingPathComponent(place.path)
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
        isDirectory.boolValue
      else { return nil }
      return FoundSongFolder(game: place.game, path: path)
    }
  }

  /// The folders found that the player has not answered: neither added nor declined.
  public func offers(stored: [String], declined: [String]) -> [FoundSongFolder] {
    let answered = Set((stored + declined).map { Self.normalized($0, home: home) })
    return found().filter { !answered.contains(Self.normalized($0.path, home: home)) }
  }

  /// A path as typed (`~` expanded, `..` and a trailing slash dropped), so one folder is
  /// one entry however it was written.
  public static func normalized(_ path: String, home: String? = nil) -> String {
    var expanded = path
    if let home, path == "~" || path.hasPrefix("~/") {
      expanded = home + path.dropFirst()
    } else {
      expanded = (path as NSString).expandingTildeInPath
    }
    return (expanded as NSString).standardizingPath
  }
}
