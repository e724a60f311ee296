import Testing

@testable import StarlightCore

/// Error output stays readable whatever the input: a bounded number of lines, each one
/// printable and short.
@Suite("Hardening: error output")
struct MessageLimitTests {
  @Test("at most 20 lines per file, then how many more")
  func bounded() {
    let lines = (0..<37_216).map { "map.json: notes[\($0)].lane: missing" }
    let shown = MessageLimit.bounded(lines)
    #expect(shown.count == 21)
    #expect(shown.last == "and 37196 more")
    #expect(MessageLimit.bounded(["one", "two"]) == ["one", "two"])
  }

  @Test("control characters are escaped and a long line is cut")
  func printable() {
    #expect(PrintableExcerpt.of("a\u{1B}[2Jb\u{7}") == "a\\u{1b}[2Jb\\u{7}")
    #expect(PrintableExcerpt.of("x\u{202E}y") == "x\\u{202e}y")
    let long = String(repeating: "x", count: 1_000_000)
    #expect(PrintableExcerpt.of(long, limit: 10) == "xxxxxxxxxx...")
    #expect(MessageLimit.bounded([long])[0].count == PrintableExcerpt.lineCharacters + 3)
  }
}

@Suite("Hardening: chart text quoted in messages")
struct QuotedInputTests {
  @Test("a long hit object line with control characters is quoted short and printable")
  func quotedShort() {
    let junk = "\u{1B}[31m" + String(repeating: "9", count: 1_000)
    let text = """
      osu file format v14

      [General]
      Mode: 3

      [Difficulty]
      CircleSize:4

      [HitObjects]
      \(junk)
      """
    let problems = ImportHarness.problems(text, file: "junk.osu")
    #expect(problems.count == 1)
    let message = problems.first ?? ""
    #expect(message.hasPrefix("line 10: hit object '\\u{1b}[31m999"))
    #expect(message.count < 200)
    #expect(!message.unicodeScalars.contains { $0.value < 0x20 })
  }
}
