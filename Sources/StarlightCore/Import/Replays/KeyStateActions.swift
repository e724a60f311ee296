/// Turns key-state frames into the presses and releases our rules take: every bit that
/// changes from one frame to the next is a press or a release of that column, at the
/// frame's time (song milliseconds, shifted as the chart was), in the chart lane `lanes`
/// gives for the column pressed (the column mods undone).
enum KeyStateActions {
  /// What to do with a key bit beyond the chart's columns: osu! ignores it (a key bound
  /// to no column); Quaver has no such key, so it is a broken file.
  enum ExtraKeys {
    case ignored
    case refused
  }

  static func actions(
    _ frames: [KeyStateFrame], laneCount: Int, lanes: [Int], extraKeys: ExtraKeys,
    shiftMs: Double
  ) throws(ForeignReplayError) -> [PlayerAction] {
    let mask: UInt32 = laneCount >= 32 ? .max : (1 << UInt32(laneCount)) - 1
    var held: UInt32 = 0
    var actions: [PlayerAction] = []
    for (index, frame) in frames.enumerated() {
      if frame.keys & ~mask != 0, extraKeys == .refused {
        let column = (frame.keys & ~mask).trailingZeroBitCount + 1
        throw ForeignReplayError(
          "keys beyond the map's columns: frame \(index + 1) presses key \(column) on a \(laneCount)-column chart"
        )
      }
      let keys = frame.keys & mask
      let changed = keys ^ held
      guard changed != 0 else { continue }
      let time = time(of: frame, shiftMs: shiftMs)
      for column in 0..<laneCount where changed & (1 << UInt32(column)) != 0 {
        let lane = column < lanes.count ? lanes[column] : column
        let pressed = keys & (1 << UInt32(column)) != 0
        actions.append(PlayerAction(time: time, lane: lane, action: pressed ? .press : .release))
      }
      held = keys
    }
    return actions
  }

  /// Every frame's instant, in order: when the game read its input.
  static func samples(_ frames: [KeyStateFrame], shiftMs: Double) -> [Nanoseconds] {
    frames.map { time(of: $0, shiftMs: shiftMs) }
  }

  /// A frame's song time, rounded to the nanosecond (osu! and Quaver times are whole, or
  /// float, milliseconds).
  static func time(of frame: KeyStateFrame, shiftMs: Double) -> Nanoseconds {
    Nanoseconds(((frame.timeMs + shiftMs) * 1_000_000).rounded())
  }
}
