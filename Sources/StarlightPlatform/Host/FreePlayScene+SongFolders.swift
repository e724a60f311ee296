import Foundation
import StarlightCore

/// Free Play's part of the song folders (issue 35): F8 opens the Song folders screen over
/// the list; a scan's bar shows while it runs (the list stays usable), its summary when it
/// ends; and the list is read again whenever an import ends (a scan, a dropped file), with
/// the search, order and selection kept.
struct SongFoldersState {
  var screen: SongFoldersScreen?
  /// A finished scan's summary, up until Enter or Esc.
  var summary: SongScanReport?
  /// What the screen's last action did.
  var message: (text: String, isProblem: Bool)?
  /// The library's import count and the scans ended when last looked at (nil: not yet).
  var seenChanges: Int?
  var seenScans: Int?

  var isShowing: Bool { screen != nil || summary != nil }
}

extension FreePlayScene {
  /// A menu key while the screen or a summary is up; false when neither is.
  func handleSongFolders(_ command: MenuCommand, now: Nanoseconds) -> Bool {
    if songFolders.summary != nil {
      if command == .confirm || command == .back || command == .pause {
        songFolders.summary = nil
        click(now: now)
      }
      return true
    }
    guard var screen = songFolders.screen else { return false }
    var action: SongFoldersScreen.Action?
    switch command {
    case .up, .down: screen.move(by: command == .up ? -1 : 1)
    case .left, .right: return true
    case .confirm: action = screen.confirm()
    case .back, .pause:
      if screen.back() {
        songFolders.screen = nil
        click(now: now)
        return true
      }
    }
    songFolders.screen = screen
    click(now: now)
    if let action { perform(action) }
    return true
  }

  /// Typing while the screen is up: a path, Backspace, F8 (closes it).
  func editSongFolders(_ edit: TextEdit, now: Nanoseconds) {
    guard var screen = songFolders.screen else { return }
    var action: SongFoldersScreen.Action?
    switch edit {
    case .insert(let text): screen.type(text)
    case .deleteBackward: action = screen.deleteBackward()
    case .songFolders:
      songFolders.screen = nil
      return click(now: now)
    case .nextJudge, .nextStepsType, .chartOffset, .openSettings, .replays: return
    }
    songFolders.screen = screen
    if let action {
      click(now: now)
      perform(action)
    }
  }

  /// A folder dropped while the Song folders screen is up is added as a song folder (and
  /// scanned); anything else dropped is imported as ever.
  func takeDrop(_ path: String, now: Nanoseconds) -> Bool {
    guard songFolders.screen != nil, chapter == nil, library.songFolders != nil else {
      return false
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return false }
    perform(.add(path))
    click(now: now)
    return true
  }

  func openSongFolders(now: Nanoseconds) {
    guard let folders = library.songFolders else {
      message = (["There are no song folders without a chart library."], true)
      return
    }
    songFolders.screen = SongFoldersScreen(folders: folders.stored(), offers: folders.offers())
    songFolders.message = nil
    click(now: now)
  }

  private func perform(_ action: SongFoldersScreen.Action) {
    guard let folders = library.songFolders else { return }
    switch action {
    case .add(let path): add(path, to: folders)
    case .accept(let found): add(found.path, to: folders)
    case .remove(let path):
      folders.remove(path)
      songFolders.message = (
        "\(path) is off the list; its files and the charts imported from it stay.", false
      )
    case .decline(let found):
      folders.decline(found.path)
      songFolders.message = ("\(found.path) will not be offered again.", false)
    case .scan:
      songFolders.message =
        folders.scan()
        ? ("Scanning every song folder.", false) : ("A scan is already running.", true)
    }
    songFolders.screen?.update(folders: folders.stored(), offers: folders.offers())
  }

  private func add(_ path: String, to folders: SongFolders) {
    if let problem = folders.add(path) {
      songFolders.message = (problem, true)
    } else {
      folders.scan()
      // The folder as kept (a typed `~` expanded).
      songFolders.message = ("Added \(folders.stored().last ?? path); scanning it now.", false)
    }
  }

  /// Every update off play: the list read again after an import ended, and a scan's summary
  /// shown when one ended (not over a run's result; it waits for that to close).
  func followImports(now: Nanoseconds) {
    guard chapter == nil else { return }
    if songFolders.seenChanges == nil, message == nil,
      let offer = library.songFolders?.offers().first
    {
      // Found, and offered: nothing is added until the player says so on the screen.
      message = (["Found \(offer.game)'s Songs at \(offer.path): F8 to add it (or say no)."], false)
    }
    let changes = library.changes()
    if let seen = songFolders.seenChanges, seen != changes {
      let entries = library.entries()
      list.replaceEntries(entries)
      for entry in entries where entry.offset != 0 { chartOffsets[entry.chartHash] = entry.offset }
      schedulePreview(now: now)
    }
    songFolders.seenChanges = changes
    guard result == nil, let scanner = library.songFolders?.scanner else { return }
    let scans = scanner.completedCount
    if let seen = songFolders.seenScans, seen != scans { songFolders.summary = scanner.lastReport }
    songFolders.seenScans = scans
  }

  /// Over the song list: the summary, else the screen, else a running scan's bar.
  func drawSongFolders(now: Nanoseconds, on canvas: Canvas) {
    let progress = library.songFolders?.scanner.progress
    if let summary = songFolders.summary {
      ScanSummaryView.draw(summary, on: canvas)
    } else if let screen = songFolders.screen {
      SongFoldersView.draw(
        screen, message: songFolders.message, progress: progress,
        lastScan: library.songFolders?.scanner.lastReport, time: now, on: canvas)
    } else if let progress {
      ScanProgressView.drawAlone(progress, on: canvas)
    }
  }
}
