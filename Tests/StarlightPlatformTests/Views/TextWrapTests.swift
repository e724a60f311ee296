import Testing

@testable import StarlightPlatform

/// A message on screen fits the window: wrapped at spaces, a long path at its slashes,
/// nothing lost and no line wider than the room it has.
@Suite("TextWrap")
struct TextWrapTests {
  static let notice =
    "Replay not saved to /home/player/.local/share/starlight-sync/replays/a-very-long-folder-name-that-goes-on/: its folder cannot be made (a file stands where a folder should be)"

  @Test("every line fits, the words are all there, in order")
  func fits() {
    let width = Canvas.logicalWidth - 2 * StatusLine.sideMargin
    let lines = TextWrap.lines(Self.notice, size: 16, width: width, maxLines: 10)
    let limit = TextWrap.characters(size: 16, width: width)
    #expect(lines.count > 1)
    #expect(lines.allSatisfy { $0.count <= limit })
    #expect(lines.joined().filter { $0 != " " } == Self.notice.filter { $0 != " " })
  }

  @Test("a word longer than a line is cut after a slash")
  func longPath() {
    let path = "/" + Array(repeating: "folder", count: 12).joined(separator: "/")
    let lines = TextWrap.lines(path, size: 16, width: 200, maxLines: 10)
    #expect(lines.count > 1)
    #expect(lines.dropLast().allSatisfy { $0.hasSuffix("/") })
    #expect(lines.joined() == path)
  }

  @Test("too many lines end in an ellipsis; the status line keeps the newest at the bottom")
  func bounded() {
    let lines = TextWrap.lines(Self.notice, size: 16, width: 300, maxLines: 2)
    #expect(lines.count == 2)
    #expect(lines[1].hasSuffix("..."))
    let status = StatusLine.lines(["older notice", Self.notice])
    #expect(status.count <= StatusLine.maxLines)
    #expect(status.first?.hasSuffix("should be)") == true, "the newest notice's end is lowest")
  }
}
