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

/// One simfile whose 16 notes come before its audio is one line with a count, not 16 lines
/// (issue 35's "20 near-identical lines plus and 35 more").
@Suite struct ProblemKindsTests {
  @Test func problemsOfOneKindAreOneLineWithACount() {
    let lines = [12, 13, 14, 58, 59].map { line in
      "neg.sm: line \(line): note at -\(4000 - line) ms is before the start of the audio"
    }
    let grouped = MessageLimit.grouped(["neg.sm: audio: audio file 'neg.ogg' not found"] + lines)
    #expect(
      grouped == [
        "neg.sm: audio: audio file 'neg.ogg' not found",
        "neg.sm: line 12: note at -3988 ms is before the start of the audio (and 4 more like it, lines 12 to 59)",
      ])
  }

  @Test func problemsOfOtherKindsStayApartAndRepeatsAreSaidOnce() {
    let lines = ["a.sm: line 3: bad BPM", "a.sm: line 9: unknown tag", "a.sm: line 3: bad BPM"]
    #expect(MessageLimit.grouped(lines) == ["a.sm: line 3: bad BPM", "a.sm: line 9: unknown tag"])
  }
}
