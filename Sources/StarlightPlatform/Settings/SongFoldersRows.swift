import StarlightCore

/// The Gameplay page's song folders as the settings file has them: where the game looks
/// for new charts at start, listed here and changed on Free Play's Song folders screen
/// (F8), which finds other games' Songs folders and scans with a progress bar.
final class SongFoldersRows: SettingsPageSource {
  private let folders: [String]

  init(folders: [String]) { self.folders = folders }

  static let description =
    "Scanned for new charts at start; F8 on Free Play's song list adds, removes and scans them."

  func pages() -> [SettingsPage] {
    let heading = SettingsRow(
      key: SettingsRowKey(rawValue: "songFolders"), title: "Song folders",
      description: Self.description, kind: .info,
      value: folders.isEmpty ? "none yet" : "\(folders.count)")
    let lines = folders.enumerated().map { index, folder in
      SettingsRow(
        key: SettingsRowKey(rawValue: "songFolder\(index)"), title: "  \(folder)",
        description: Self.description, kind: .info, value: "")
    }
    return [SettingsPage(id: .gameplay, rows: [heading] + lines)]
  }

  func handle(_ edit: SettingsEdit, now: Nanoseconds) -> Bool { false }
}
