import Testing

@testable import StarlightPlatform

/// Messages on screen fit it (issue 24): wrapped at spaces, a long word cut, and "..." on the
/// last line kept when lines are left out. A character counts as one unit of width here.
@Suite struct TextFittingTests {
  private func wrap(_ lines: [String], width: Int, maxLines: Int = 10) -> [String] {
    TextFitting.wrap(lines, maxLines: maxLines) { $0.count <= width }
  }

  @Test func shortLinesStayAsTheyAre() {
    #expect(wrap(["one two", "three"], width: 20) == ["one two", "three"])
  }

  @Test func aLongLineWrapsAtSpaces() {
    #expect(
      wrap(["note past the end of its audio"], width: 12) == [
        "note past", "the end of", "its audio",
      ])
  }

  @Test func aWordTooLongForALineIsCutAfterASlash() {
    #expect(
      wrap(["/a/very/long/path/to/audio.ogg"], width: 10) == [
        "/a/very/", "long/path/", "to/", "audio.ogg",
      ])
    #expect(wrap(["abcdefghijklmnop"], width: 10) == ["abcdefghij", "klmnop"])
  }

  @Test func linesBeyondTheLimitEndInAnEllipsis() {
    let lines = wrap(["alpha beta gamma delta epsilon zeta"], width: 11, maxLines: 2)
    #expect(lines == ["alpha beta", "gamma de..."])
    #expect(lines.allSatisfy { $0.count <= 11 })
  }

  @Test func everyLineFitsWhateverTheInput() {
    let text = String(
      repeating: "notes[12] at 98765.432 ms is beyond the end of the audio ", count: 5)
    for width in [4, 9, 30, 80] {
      let lines = wrap([text], width: width, maxLines: 3)
      #expect(lines.count <= 3)
      #expect(lines.allSatisfy { $0.count <= width }, "width \(width): \(lines)")
    }
  }
}
