/// How the audio device is opened and what the player chose.
public struct AudioSettings: Sendable, Equatable {
  public static let sampleRate: Int32 = 48_000
  public static let channelCount: Int32 = 2
  public static let defaultBufferFrames = 256

  public var bufferFrames: Int
  public var muted: Bool

  public init(bufferFrames: Int = AudioSettings.defaultBufferFrames, muted: Bool = false) {
    self.bufferFrames = bufferFrames
    self.muted = muted
  }
}
