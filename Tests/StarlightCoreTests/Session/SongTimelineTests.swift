import Testing

@testable import StarlightCore

@Suite("Song timeline")
struct SongTimelineTests {
  @Test("song time is media time minus the anchor")
  func running() {
    let clock = ManualClock(start: .seconds(100))
    let timeline = SongTimeline(startingAt: ms(-2_000), now: clock.now())
    #expect(timeline.anchor == .seconds(102))
    #expect(!timeline.isPaused)
    #expect(timeline.songTime(at: clock.now()) == ms(-2_000))
    clock.advance(by: ms(3_250))
    #expect(timeline.songTime(at: clock.now()) == ms(1_250))
  }

  @Test("pause holds the position; resume re-anchors so start = now - savedPosition")
  func pauseAndResume() {
    var timeline = SongTimeline(startingAt: 0, now: .seconds(10))
    timeline.pause(at: .seconds(13))
    #expect(timeline.isPaused)
    #expect(timeline.pausedPosition == .seconds(3))
    #expect(timeline.songTime(at: .seconds(13)) == .seconds(3))
    #expect(timeline.songTime(at: .seconds(500)) == .seconds(3), "no time passes while paused")

    timeline.pause(at: .seconds(20))
    #expect(timeline.pausedPosition == .seconds(3), "a second pause changes nothing")

    timeline.resume(at: .seconds(77))
    #expect(!timeline.isPaused)
    #expect(timeline.anchor == .seconds(77) - .seconds(3))
    #expect(timeline.songTime(at: .seconds(77)) == .seconds(3))
    #expect(timeline.songTime(at: .seconds(78) + 1) == .seconds(4) + 1)

    let before = timeline
    timeline.resume(at: .seconds(90))
    #expect(timeline == before, "resuming while running changes nothing")
  }

  @Test("many pauses lose no time")
  func manyPauses() {
    var timeline = SongTimeline(startingAt: 0, now: 0)
    var now: Nanoseconds = 0
    for cycle in 1...100 {
      now += ms(7) + 3  // play
      timeline.pause(at: now)
      now += ms(Int64(cycle))  // paused
      timeline.resume(at: now)
    }
    #expect(timeline.songTime(at: now) == 100 * (ms(7) + 3))
  }

  @Test("seek while running and while paused")
  func seek() {
    var timeline = SongTimeline(startingAt: 0, now: .seconds(50))
    timeline.seek(to: .seconds(30), at: .seconds(60))
    #expect(!timeline.isPaused)
    #expect(timeline.songTime(at: .seconds(60)) == .seconds(30))
    #expect(timeline.songTime(at: .seconds(61)) == .seconds(31))

    timeline.pause(at: .seconds(65))
    timeline.seek(to: ms(-500), at: .seconds(70))
    #expect(timeline.isPaused)
    #expect(timeline.songTime(at: .seconds(99)) == ms(-500))
    timeline.resume(at: .seconds(100))
    #expect(timeline.songTime(at: .seconds(101)) == ms(500))
  }
}
