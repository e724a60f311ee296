import Testing

@testable import StarlightCore

@Suite("Playback rate")
struct PlaybackRateTests {
  @Test(
    "song time against real time is exact at 0.5x, 1x, 1.25x and 2x",
    arguments: [(0.5, Int64(5_000)), (1.0, 10_000), (1.25, 12_500), (2.0, 20_000)])
  func exactMapping(rate value: Double, songMs: Int64) throws {
    let rate = try PlaybackRate.parse(value)
    #expect(rate.songDuration(ofReal: ms(10_000)) == ms(songMs))
    #expect(rate.realDuration(ofSong: ms(songMs)) == ms(10_000))
  }

  @Test("a pass never ends before its last sample: real time rounds up")
  func realRoundsUp() throws {
    let rate = try PlaybackRate.parse(1.5)
    // 1 ns of song takes 2/3 ns of real time: 1 ns, not 0.
    #expect(rate.realDuration(ofSong: 1) == 1)
    #expect(rate.songDuration(ofReal: rate.realDuration(ofSong: ms(1_000))) >= ms(1_000))
  }

  @Test(
    "outside 0.50 to 2.00 or off the 0.05 grid is refused with the range",
    arguments: [0.45, 2.05, 1.23, 0, -1, Double.nan, Double.infinity])
  func refused(value: Double) {
    #expect(throws: PracticeError("rate \(value) is not one of 0.50 to 2.00 in steps of 0.05")) {
      try PlaybackRate.parse(value)
    }
  }

  @Test("steps of 0.05, kept inside the range; read as 1.25x")
  func steps() throws {
    let rate = try PlaybackRate.parse(1.95)
    #expect(rate.stepped(by: 1).description == "2.00x")
    #expect(rate.stepped(by: 3).description == "2.00x")
    #expect(try PlaybackRate.parse(0.55).stepped(by: -2).description == "0.50x")
    #expect(try PlaybackRate.parse(1.05).description == "1.05x")
    #expect(PlaybackRate.normal.stepped(by: 5).value == 1.25)
  }
}
