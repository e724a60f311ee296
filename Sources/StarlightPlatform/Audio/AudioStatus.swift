/// Whether the game is heard, for the screen and the loop.
public enum AudioStatus: Sendable, Equatable {
  case open(device: String)
  /// Our device went away; trying to reopen the default one.
  case reconnecting
  /// No device (none at launch, or none came back): the game runs silent.
  case silent(reason: String)

  /// A line for the bottom of the screen, or nil when all is well.
  public var notice: String? {
    switch self {
    case .open: return nil
    case .reconnecting: return "Audio device lost: reconnecting..."
    case .silent(let reason): return "No audio (\(reason)): playing silently."
    }
  }
}

/// What a device event or a reconnect attempt changed.
public enum AudioDeviceChange: Sendable, Equatable {
  /// Our device was removed: music and the song clock are frozen where they were.
  case lost
  /// A device is open again; music continues from the frame it stopped on.
  case restored(device: String)
  /// No device came back: the game goes on silent on the monotonic clock.
  case gaveUp
}

/// What `preloadAll` did, for the log, the tests and the benchmark.
public struct PreloadReport: Sendable, Equatable {
  public var loaded: [AudioAssetID] = []
  public var failed: [AudioAssetID: String] = [:]
  /// Assets decoded by this call (0 when everything was already loaded).
  public var decoded = 0
  public var decodedBytes = 0
  public var elapsed: Int64 = 0
  /// Assets left decoding in the background (`startPreload`).
  public var pending: [AudioAssetID] = []
}
