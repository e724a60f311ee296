/// How a song chapter's attempt plays its song: at which rate, whether the pitch follows
/// it, and in practice which section of the map is played (its notes alone are judged).
public struct ChapterPlayback: Sendable, Equatable {
  public var rate: PlaybackRate
  public var pitch: PlaybackRate.Pitch
  /// The part of the map a practice pass plays; nil for the whole map.
  public var section: PracticeSection?

  public init(
    rate: PlaybackRate = .normal, pitch: PlaybackRate.Pitch = .kept,
    section: PracticeSection? = nil
  ) {
    self.rate = rate
    self.pitch = pitch
    self.section = section
  }

  public static let normal = ChapterPlayback()
}

extension FirewallConfiguration {
  /// The configuration judged in song time at `rate`: the windows (like the scroll speed, `ScrollModel.rate`) stay
  /// the same in real (player) time, as Etterna does, so a 1.5x run asks for the same
  /// accuracy of the hands: a window of w ms real is w x rate ms of song.
  public func atRate(_ rate: PlaybackRate) -> FirewallConfiguration {
    guard rate != .normal else { return self }
    var scaled = self
    scaled.windows = HitWindows(
      tiers: windows.tiers.map {
        JudgementTier(
          name: $0.name, halfWidth: rate.songDuration(ofReal: $0.halfWidth), points: $0.points)
      })
    // A mine's window and a roll's re-tap limit are the hands' too.
    scaled.mineWindow = rate.songDuration(ofReal: mineWindow)
    scaled.rollRetapLimit = rate.songDuration(ofReal: rollRetapLimit)
    scaled.rate = rate
    return scaled
  }
}
