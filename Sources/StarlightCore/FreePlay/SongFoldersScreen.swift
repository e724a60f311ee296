import Foundation

/// Free Play's Song folders screen as a value (issue 35): the player's song folders, the
/// other games' Songs folders found and not yet answered, a field to type a folder's path,
/// and "Scan now". Keys come in, what to do goes out as an `Action` for the scene to carry
/// out; the folders themselves are kept by whoever owns the settings.
public struct SongFoldersScreen: Sendable, Equatable {
  public enum Row: Sendable, Equatable {
    case folder(String)
    case offer(FoundSongFolder)
    case addFolder
    case scan
  }

  public enum Action: Sendable, Equatable {
    case add(String)
    case remove(String)
    case accept(FoundSongFolder)
    case decline(FoundSongFolder)
    case scan
  }

  /// The longest path typed.
  public static let maxTypedLength = 400

  public private(set) var folders: [String]
  public private(set) var offers: [FoundSongFolder]
  /// The folder path being typed.
  public private(set) var typed = ""
  public private(set) var selection = 0

  public init(folders: [String], offers: [FoundSongFolder]) {
    self.folders = folders
    self.offers = offers
    // An offer waiting for an answer is what the screen opens on; else the folders.
    selection = folders.count < rows.count - 2 ? folders.count : 0
  }

  public var rows: [Row] {
    folders.map(Row.folder) + offers.map(Row.offer) + [.addFolder, .scan]
  }

  public var selectedRow: Row { rows[selection] }

  /// The folders or offers changed (a folder added or removed): the selection stays in range.
  public mutating func update(folders: [String], offers: [FoundSongFolder]) {
    self.folders = folders
    self.offers = offers
    selection = min(selection, rows.count - 1)
  }

  /// Up/Down, wrapping.
  public mutating func move(by delta: Int) {
    let count = rows.count
    selection = ((selection + delta) % count + count) % count
  }

  /// Typing goes to the path field, whichever row was selected.
  public mutating func type(_ text: String) {
    let printable = text.filter { !$0.isNewline && $0 != "\t" }
    guard !printable.isEmpty else { return }
    typed = String((typed + printable).prefix(Self.maxTypedLength))
    selection = rows.firstIndex(of: .addFolder) ?? selection
  }

  /// Backspace: takes back a typed character; on a folder, removes it from the list (its
  /// files and the charts imported from it stay); on an offer, declines it for good.
  public mutating func deleteBackward() -> Action? {
    if !typed.isEmpty {
      typed.removeLast()
      return nil
    }
    switch selectedRow {
    case .folder(let path): return .remove(path)
    case .offer(let found): return .decline(found)
    case .addFolder, .scan: return nil
    }
  }

  /// Enter: adds the offer or the typed path, or starts a scan.
  public mutating func confirm() -> Action? {
    switch selectedRow {
    case .folder: return nil
    case .offer(let found): return .accept(found)
    case .addFolder:
      let path = typed.trimmingCharacters(in: .whitespaces)
      guard !path.isEmpty else { return nil }
      typed = ""
      return .add(path)
    case .scan: return .scan
    }
  }

  /// Esc: clears what is typed first; true when the screen should close.
  public mutating func back() -> Bool {
    guard typed.isEmpty else {
      typed = ""
      return false
    }
    return true
  }
}
