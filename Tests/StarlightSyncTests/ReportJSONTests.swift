import Foundation
import Testing

@testable import StarlightSync

/// The printed JSON names every key of a report in every line: what a run lacks (a missed
/// note's offset, an unreadable replay's figures) is null, never left out.
@Suite struct ReportJSONTests {
  @Test func aMissedTapNoteNamesItsOffsetAndTailAsNull() {
    let hit = RunReport.Hit(
      lane: 2, noteTimeMs: 1_500, offsetMs: nil, judgement: "miss", endTimeMs: nil,
      tailOffsetMs: nil, tailJudgement: nil)
    #expect(
      JSONOutput.line(hit)
        == #"{"endTimeMs":null,"judgement":"miss","lane":2,"noteTimeMs":1500,"offsetMs":null,"tailJudgement":null,"tailOffsetMs":null}"#
    )
    let held = RunReport.Hit(
      lane: 0, noteTimeMs: 10, offsetMs: -4.5, judgement: "perfect", endTimeMs: 900,
      tailOffsetMs: 3, tailJudgement: "perfect")
    #expect(
      JSONOutput.line(held)
        == #"{"endTimeMs":900,"judgement":"perfect","lane":0,"noteTimeMs":10,"offsetMs":-4.5,"tailJudgement":"perfect","tailOffsetMs":3}"#
    )
  }

  @Test func anUnreadableReplaysLineNamesItsFiguresAsNull() {
    let report = ReplayCheckReport(
      entries: [
        .init(path: "a.osr", status: "error", lines: ["a.osr: bad"], result: nil, error: "bad")
      ], seconds: 0)
    #expect(
      report.jsonLines() == [
        #"{"accuracy":null,"counts":null,"drift":[],"error":"bad","maxCombo":null,"movedNotes":[],"outcome":null,"path":"a.osr","score":null,"status":"error"}"#
      ])
  }
}
