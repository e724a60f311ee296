import Testing

@testable import StarlightCore

/// Free Play's Song folders screen: an offer is added only when the player says so, a path
/// is typed and added, Backspace removes a folder or declines an offer, Esc clears what is
/// typed and then leaves.
@Suite("Song folders screen")
struct SongFoldersScreenTests {
  static let stepMania = FoundSongFolder(
    game: "StepMania 5.1", path: "/home/p/.stepmania-5.1/Songs")

  @Test("it opens on a found folder; Enter accepts it, Backspace declines it")
  func offers() {
    var screen = SongFoldersScreen(folders: ["/music/Packs"], offers: [Self.stepMania])
    #expect(screen.rows == [.folder("/music/Packs"), .offer(Self.stepMania), .addFolder, .scan])
    #expect(screen.selectedRow == .offer(Self.stepMania))
    var declining = screen
    #expect(declining.deleteBackward() == .decline(Self.stepMania))
    #expect(screen.confirm() == .accept(Self.stepMania))
    screen.update(folders: ["/music/Packs", Self.stepMania.path], offers: [])
    #expect(screen.rows.count == 4)
    #expect(screen.selection < screen.rows.count)
  }

  @Test("typing goes to the path field; Enter adds it; Esc clears, then leaves")
  func typedPath() {
    var screen = SongFoldersScreen(folders: [], offers: [])
    #expect(screen.selectedRow == .addFolder)
    #expect(screen.confirm() == nil, "nothing typed, nothing added")
    screen.move(by: 1)
    #expect(screen.selectedRow == .scan)
    screen.type("~/Songs")
    #expect(screen.selectedRow == .addFolder)
    #expect(screen.deleteBackward() == nil)
    #expect(screen.typed == "~/Song")
    #expect(screen.back() == false)
    #expect(screen.typed.isEmpty)
    screen.type(" ~/Packs ")
    #expect(screen.confirm() == .add("~/Packs"))
    #expect(screen.typed.isEmpty)
    #expect(screen.back() == true)
  }

  @Test("Backspace on a folder removes it; Enter on Scan now scans; moving wraps")
  func folderAndScan() {
    var screen = SongFoldersScreen(folders: ["/a", "/b"], offers: [])
    #expect(screen.selectedRow == .folder("/a"))
    screen.move(by: 1)
    #expect(screen.deleteBackward() == .remove("/b"))
    screen.move(by: -2)
    #expect(screen.selectedRow == .scan)
    #expect(screen.confirm() == .scan)
  }
}

/// The song list read again after an import: the new charts shown, the search, order,
/// steps type and selected chart kept.
@Suite("Song list refresh")
struct SongListRefreshTests {
  @Test("new charts appear; the search and the selection stay")
  func refresh() {
    var list = SongList(entries: Array(SongListTests.library.prefix(3)), sort: .title)
    list.cycleSort()
    let sort = list.sort
    list.type("e")
    list.select(chartHash: "Zephyr-Hard")
    list.replaceEntries(SongListTests.library)
    #expect(list.totalCount == SongListTests.library.count)
    #expect(list.query == "e")
    #expect(list.sort == sort)
    #expect(list.selected?.chartHash == "Zephyr-Hard")
    #expect(list.visible.contains { $0.title == "Beyoncé Beat" })
  }
}
