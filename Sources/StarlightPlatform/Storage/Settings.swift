/// What the player set, stored as JSON in the XDG config directory.
public struct Settings: Sendable, Equatable, Codable {
  /// Output latency compensation: positive when sound reaches the ears later.
  public var audioOffsetMs: Double
  public var muted: Bool
  public var audioBufferFrames: Int
  public var bindings: InputBindings

  public init(
    audioOffsetMs: Double = 0, muted: Bool = false,
    audioBufferFrames: Int = AudioSettings.defaultBufferFrames, bindings: InputBindings = .defaults
  ) {
    self.audioOffsetMs = audioOffsetMs
    self.muted = muted
    self.audioBufferFrames = audioBufferFrames
    self.bindings = bindings
  }

  private enum CodingKeys: String, CodingKey {
    case audioOffsetMs, muted, audioBufferFrames, bindings
  }

  /// Missing keys take defaults, so an older settings file keeps working.
  public init(from decoder: any Decoder) throws {
    let defaults = Settings()
    let container = try decoder.container(keyedBy: CodingKeys.self)
    audioOffsetMs =
      try container.decodeIfPresent(Double.self, forKey: .audioOffsetMs) ?? defaults.audioOffsetMs
    muted = try container.decodeIfPresent(Bool.self, forKey: .muted) ?? defaults.muted
    audioBufferFrames =
      try container.decodeIfPresent(Int.self, forKey: .audioBufferFrames)
      ?? defaults.audioBufferFrames
    bindings =
      try container.decodeIfPresent(InputBindings.self, forKey: .bindings) ?? defaults.bindings
  }
}
