import Testing

@testable import StarlightSync

/// `replay check`'s text: an unreadable replay says why under its name (it printed only
/// "ERROR path", the reason left to `--json`).
@Suite struct ReplayCheckTextTests {
  @Test func anUnreadableReplaySaysWhy() {
    let path = "./play.osr"
    let reason = "the chart with MD5 80a7 is neither beside the replay nor in the library"
    let report = ReplayCheckReport(
      entries: [
        .init(
          path: path, status: "error", lines: ["\(path): \(reason)"], result: nil,
          error: "\(path): \(reason)"),
        .init(path: "./ok.json", status: "passed", lines: ["./ok.json"], result: nil, error: nil),
      ], seconds: 0.5)
    #expect(
      report.textLines() == [
        "ERROR ./play.osr", "  \(reason)",
        "2 replays: 1 passed, 0 drifted, 1 unreadable, 0 with nothing recorded, in 0.50 s",
      ])
  }
}
