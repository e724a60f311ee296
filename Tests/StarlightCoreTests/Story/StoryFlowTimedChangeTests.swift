import Testing

@testable import StarlightCore

/// The live game's judging thread sleeps on the story's screens until a key or the next
/// instant the flow moves on by itself: `nextTimedChange` says when, and `advance` does
/// nothing before it and moves on at it.
@Suite("Story flow: when a screen moves on by itself")
struct StoryFlowTimedChangeTests {
  @Test("the title screen waits for a key")
  func titleWaits() {
    #expect(makeFlow().nextTimedChange == nil)
  }

  @Test("a title card moves on at its end, not a nanosecond before")
  func titleCardEnds() throws {
    var flow = makeFlow(start: .chapter(.firewall), now: 1_000)
    let end = try #require(flow.nextTimedChange)
    #expect(end == 1_000 + flow.tuning.titleCardDuration)
    #expect(flow.advance(to: end - 1).isEmpty)
    #expect(!flow.advance(to: end).isEmpty)
    #expect(flow.nextTimedChange == nil, "a chapter in play: its own scene says")
  }

  @Test("a player's result waits for a key; an autoplay run's moves on after the card's time")
  func resultsWaitUnlessAutoplay() throws {
    var played = makeFlow(start: .chapter(.firewall))
    _ = played.passTitleCard()
    _ = played.attemptEnded(summary(.firewall, .cleared), now: 5_000)
    #expect(played.result != nil)
    #expect(played.nextTimedChange == nil)

    var watched = makeFlow(start: .autoplayStory)
    _ = watched.passTitleCard()
    _ = watched.attemptEnded(summary(.powerUp, .cleared), now: 5_000, byBot: true)
    #expect(watched.result != nil)
    let next = try #require(watched.nextTimedChange)
    #expect(next == 5_000 + watched.tuning.titleCardDuration)
    #expect(watched.advance(to: next - 1).isEmpty)
    #expect(!watched.advance(to: next).isEmpty)
  }
}
