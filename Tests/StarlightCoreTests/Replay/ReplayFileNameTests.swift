import StarlightCore
import Testing

/// A saved replay's name read back: the time it gives, and which chart's title it names;
/// and the replay list's choice kept on its file when the list is read again.
@Suite struct ReplayFileNameTests {
  let name = "20261128-031205-123-ch4-goin--over-cleared.json"

  @Test("the time in the name, shown as a date and a time; other names give none")
  func playedAt() {
    #expect(ReplayFileName.playedAt(name) == "2026-11-28 03:12:05")
    #expect(ReplayFileName.playedAt("notes.json") == nil)
    #expect(ReplayFileName.playedAt("2026112-031205-123-ch4-x-cleared.json") == nil)
  }

  @Test("a name matches its chapter and title, whatever the outcome, and nothing else")
  func matches() {
    #expect(ReplayFileName.matches(name, chapter: .firewall, title: "Goin' Over"))
    #expect(
      ReplayFileName.matches(
        "20261128-031205-123-ch4-goin--over-abandoned.json", chapter: .firewall,
        title: "Goin' Over"))
    #expect(!ReplayFileName.matches(name, chapter: .firewall, title: "Goin"))
    #expect(!ReplayFileName.matches(name, chapter: .powerUp, title: "Goin' Over"))
    #expect(ReplayFileName.isNamed(name, chapter: .firewall))
    #expect(!ReplayFileName.isNamed(name, chapter: .powerUp))
    let made = ReplayFileName.make(
      stamp: "20261128-031205-123", chapter: .firewall, title: "Goin' Over", outcome: "cleared")
    #expect(made == name)
  }

  @Test("the list read again keeps the chosen file, else the one now at its place")
  func listKeepsItsChoice() {
    let names = (1...3).map { "20261128-03120\($0)-000-ch4-x-cleared.json" }
    let replays = names.map { SavedReplay(fileName: $0, content: .damaged("test")) }
    var list = ReplayList(chartHash: "x", chartName: "X (Hard)", replays: replays)
    #expect(list.replays.map(\.fileName) == names.reversed(), "newest first")
    list.move(by: 1)
    #expect(list.selected?.fileName == names[1])
    list.replace(with: [replays[0], replays[1]])
    #expect(list.selected?.fileName == names[1], "still there: still chosen")
    list.replace(with: [replays[0]])
    #expect(list.selected?.fileName == names[0], "gone: the one now at its place")
    #expect(list.deleteQuestion(replays[0]) == "Delete replay of X (Hard) 2026-11-28 03:12:01?")
    list.move(by: -5)
    #expect(list.selection == 0)
  }
}
