import Foundation
import Testing

@testable import StarlightCore

@Suite("Tuning file")
struct TuningFileTests {
  @Test("the defaults survive a round trip")
  func roundTrip() throws {
    #expect(try TuningFile.decode(TuningFile.encode(.defaults)) == .defaults)
  }

  @Test("a file with only some keys changes only those")
  func partialOverride() throws {
    let text =
      #"{"firewall": {"leadIn": 900000000}, "story": {"failuresBeforeAutoAssist": 5}}"#
    let tuning = try TuningFile.decode(Array(text.utf8))
    #expect(tuning.firewall.leadIn == ms(900))
    #expect(tuning.story.failuresBeforeAutoAssist == 5)
    #expect(tuning.firewall.windows == Tuning.defaults.firewall.windows)
    #expect(tuning.story.titleCardDuration == Tuning.defaults.story.titleCardDuration)
  }

  @Test("a file from before the scroll speed, with approachTime, loads and ignores it")
  func olderApproachTimeLoads() throws {
    for value in ["900000000", "0", #""soon""#] {
      let text = #"{"firewall": {"approachTime": \#(value), "leadIn": 900000000}}"#
      let tuning = try TuningFile.decode(Array(text.utf8))
      #expect(tuning.firewall.leadIn == ms(900))
      let lenient = try TuningFile.decodeKeyByKey(Array(text.utf8))
      #expect(lenient.problems.isEmpty)
      #expect(lenient.tuning == tuning)
    }
  }

  @Test(
    "broken invariants are refused with a message",
    arguments: [
      (
        #"{"firewall": {"windows": {"tiers": [{"name": "a", "halfWidth": 80000000, "points": 1}, {"name": "b", "halfWidth": 40000000, "points": 1}]}}}"#,
        "firewall.windows: the tiers must widen strictly, innermost first"
      ),
      (
        #"{"firewall": {"autoAssistOuterWindow": 100000000}}"#,
        "firewall.windows: the outer tier lies beyond the Auto-Assist window"
      ),
      (
        #"{"firewall": {"windows": {"tiers": [{"name": "a", "halfWidth": -5, "points": 1}]}}}"#,
        "firewall.windows: every half-width must be above 0"
      ),
      (#"{"firewall": {"windows": {"tiers": []}}}"#, "firewall.windows has no tiers"),
      (#"{"story": {"titleCardDuration": "long"}}"#, "wrong type at 'story.titleCardDuration'"),
      ("[1, 2]", "the file is not a JSON object"),
      ("{oops", "the file is not valid JSON"),
    ])
  func refused(text: String, message: String) {
    #expect(throws: TuningFile.Problem(message: message)) {
      try TuningFile.decode(Array(text.utf8))
    }
  }
}
