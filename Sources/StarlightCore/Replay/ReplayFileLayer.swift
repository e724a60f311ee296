/// A replay file's layout: written from a replay, read back into one.
protocol ReplayFileLayout: Codable {
  init(_ replay: Replay)
  func replay() throws(ReplayCodec.DecodeError) -> Replay
}

/// The keys one version adds to the version before it. All optional: a file without them
/// reads as the older version, and they are written only when they say something.
protocol ReplayFileKeys: Codable {
  associatedtype Older: ReplayFileLayout
  init(_ replay: Replay)
  /// The replay `older` holds with these keys applied (each version checks its keys before
  /// or after the older ones, as it always has, so a file with two problems names the same).
  func replay(over older: Older) throws(ReplayCodec.DecodeError) -> Replay
}

/// Versions 4 to 6: the older layout's keys and `Keys` side by side in one flat JSON object,
/// so that every version reads exactly as the one before it plus its own keys.
struct ReplayFileLayer<Keys: ReplayFileKeys>: ReplayFileLayout {
  var older: Keys.Older
  var keys: Keys

  init(_ replay: Replay) {
    older = Keys.Older(replay)
    keys = Keys(replay)
  }

  init(from decoder: any Decoder) throws {
    older = try Keys.Older(from: decoder)
    keys = try Keys(from: decoder)
  }

  func encode(to encoder: any Encoder) throws {
    try older.encode(to: encoder)
    try keys.encode(to: encoder)
  }

  func replay() throws(ReplayCodec.DecodeError) -> Replay {
    try keys.replay(over: older)
  }
}
