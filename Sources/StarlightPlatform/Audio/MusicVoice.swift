/// One background-music voice as the audio thread sees it: decoded PCM, a play position
/// in frames (negative means "start after that many frames of silence"), and a gain.
/// Mixed by us rather than by SDL_mixer so it starts and stops on an exact sample.
struct MusicVoice: Sendable {
  var samples: [Float] = []
  var channels = 2
  var position = 0
  var isPlaying = false
  var loops = false
  var gain: Float = 1

  var frameCount: Int { channels > 0 ? samples.count / channels : 0 }

  /// Adds this voice into `output` (interleaved, `channels` wide) and advances.
  mutating func mix(into output: UnsafeMutableBufferPointer<Float>) {
    guard isPlaying, frameCount > 0 else { return }
    let frames = output.count / channels
    for frame in 0..<frames {
      if position >= frameCount {
        guard loops else {
          isPlaying = false
          return
        }
        position = 0
      }
      if position >= 0 {
        let source = position * channels
        for channel in 0..<channels {
          output[frame * channels + channel] += samples[source + channel] * gain
        }
      }
      position += 1
    }
  }
}
