import CSDL2
import CSDL2Mixer

/// Opens and closes the output device for the `AudioManager`: SDL_mixer's own for the game;
/// tests inject one that refuses what a real device might (a buffer size, a device name),
/// so the refusal path runs without such a device.
public protocol AudioDeviceOpener: AnyObject {
  /// Opens the device `name` (nil: the system's default) mixing `bufferFrames` at a time;
  /// throws the device's reason when it is refused.
  func open(bufferFrames: Int, device name: String?) throws
  func close()
  /// The output devices the driver lists, by name (empty when it lists none).
  func outputDevices() -> [String]
  /// The SDL audio driver in use (pipewire, pulseaudio, alsa, dummy...).
  var driver: String { get }
}

/// The device as SDL_mixer opens it: 48 kHz stereo float, no format changes allowed, so
/// what is mixed is what is played.
public final class SDLMixerDeviceOpener: AudioDeviceOpener {
  /// SDL's AUDIO_F32LSB: 32-bit float samples, little endian (the C macro is not imported).
  static let float32Format: UInt16 = 0x8120

  public init() {}

  public func open(bufferFrames: Int, device name: String?) throws {
    try SDLCheck.status(
      Mix_OpenAudioDevice(
        AudioSettings.sampleRate, Self.float32Format, AudioSettings.channelCount,
        Int32(bufferFrames), name, 0),
      "Mix_OpenAudioDevice")
  }

  public func close() { Mix_CloseAudio() }

  public func outputDevices() -> [String] {
    let count = SDL_GetNumAudioDevices(0)
    guard count > 0 else { return [] }
    return (0..<count).compactMap { index in
      SDL_GetAudioDeviceName(index, 0).map { String(cString: $0) }
    }
  }

  public var driver: String { SDL_GetCurrentAudioDriver().map { String(cString: $0) } ?? "none" }
}
