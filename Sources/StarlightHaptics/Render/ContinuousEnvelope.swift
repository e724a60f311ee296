/// The strength of one continuous event over time, as a fraction (0...1) of its intensity,
/// following Core Haptics' envelope:
///
/// - Attack: from the start, a linear ramp from 0 up to 1 over the attack time.
/// - Sustained (the default): holds 1 until the event's end; decay time has no effect, as in
///   Core Haptics, where decay only applies to unsustained events.
/// - Not sustained: after the attack, a linear fall to 0 over the decay time, or, when the
///   decay time is 0, over the rest of the event's duration ("decays away within the event").
/// - Release: from the end, a linear fall from wherever the level was to 0 over the release
///   time. A release therefore lengthens the event; an attack longer than the event is cut
///   off at the end and released from there.
///
/// Linear ramps stand in for Core Haptics' own curves, which Apple does not document; a rumble
/// motor's spin-up smooths the corners anyway.
struct ContinuousEnvelope: Sendable {
  var durationMicroseconds: Int
  var attackMicroseconds: Int
  var decayMicroseconds: Int
  var releaseMicroseconds: Int
  var isSustained: Bool

  /// `offset` is measured from the event's start.
  func level(atOffsetMicroseconds offset: Int) -> Double {
    guard offset >= 0 else {
      return 0
    }
    if offset < durationMicroseconds {
      return bodyLevel(atOffsetMicroseconds: offset)
    }
    let sinceEnd = offset - durationMicroseconds
    guard sinceEnd < releaseMicroseconds else {
      return 0
    }
    let remaining = 1 - Double(sinceEnd) / Double(releaseMicroseconds)
    return bodyLevel(atOffsetMicroseconds: durationMicroseconds) * remaining
  }

  /// The level before the release begins (attack, then hold or decay).
  private func bodyLevel(atOffsetMicroseconds offset: Int) -> Double {
    if offset < attackMicroseconds {
      return Double(offset) / Double(attackMicroseconds)
    }
    if isSustained {
      return 1
    }
    let decayLength =
      decayMicroseconds > 0 ? decayMicroseconds : durationMicroseconds - attackMicroseconds
    guard decayLength > 0 else {
      return 0
    }
    let sinceAttack = offset - attackMicroseconds
    return max(0, 1 - Double(sinceAttack) / Double(decayLength))
  }
}
