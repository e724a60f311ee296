import Testing

@testable import StarlightCore

@Suite("Story flow: Free Play")
struct StoryFlowFreePlayTests {
  @Test("Free Play is always offered and asks for the song list, staying on the title")
  func freePlayOpens() {
    var flow = makeFlow()
    #expect(flow.isEnabled(.freePlay))
    #expect(flow.press(.down, .down) == [click, click])
    #expect(flow.titleSelection == .freePlay)
    #expect(flow.press(.confirm) == [click, .freePlay])
    #expect(flow.screen == .title(selection: .freePlay))
  }
}
