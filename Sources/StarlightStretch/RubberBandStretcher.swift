import CRubberBand
import StarlightCore

/// Makes Rubber Band stretchers for an `AudioMixEngine`: the composition root hands this to
/// the live `AudioManager` and to the offline render alike, so both stretch the same way.
public struct RubberBandStretchers: TimeStretcherMaking {
  public init() {}

  public func makeStretcher(format: AudioFormat) -> any TimeStretching {
    RubberBandStretcher(format: format)
  }
}

/// The song at a rate with its pitch kept, by Rubber Band's real-time mode (its C API).
///
/// Real-time mode is the one made for a callback: it takes input in small blocks, never
/// looks ahead at the whole track, and its cost per block is bounded. The faster R2 engine,
/// because the finer R3 costs three times the CPU per buffer (p99 44 % of a 256-frame
/// buffer's period against 15 %, AudioBenchmarks) and its priming at every start and loop
/// seam (8 to 14 ms) is longer than a buffer, a dropout; R2 primes in 1 to 2 ms. R3 placed
/// abrupt onsets closer (17 frames against 110 at 1.5x), well inside a buffer either way.
/// Threading is off because the mix runs on the audio thread and must not wait on another.
/// Channels are processed together so the stereo image stays put.
///
/// Unchecked Sendable: Rubber Band's state is not thread-safe, and it need not be. A
/// stretcher belongs to one `AudioMixEngine`, which is only ever used by one thread at a
/// time (behind the live mixer's mutex, or on the thread rendering offline).
public final class RubberBandStretcher: TimeStretching, @unchecked Sendable {
  /// The most frames passed to Rubber Band at once (a few buffers' worth).
  public static let maximumBlockFrames = 1024

  public let channels: Int
  public let maximumBlock = RubberBandStretcher.maximumBlockFrames
  private let state: RubberBandState
  /// One planar buffer per channel for input and output, and one interleaved for output:
  /// all allocated here, none while mixing.
  private let planarInput: UnsafeMutablePointer<Float>
  private let planarOutput: UnsafeMutablePointer<Float>
  private let interleaved: UnsafeMutablePointer<Float>
  private let inputChannels: UnsafeMutablePointer<UnsafePointer<Float>?>
  private let outputChannels: UnsafeMutablePointer<UnsafeMutablePointer<Float>?>

  public init(format: AudioFormat) {
    channels = format.channels
    let options =
      RubberBandOptionProcessRealTime.rawValue | RubberBandOptionEngineFaster.rawValue
      | RubberBandOptionThreadingNever.rawValue | RubberBandOptionChannelsTogether.rawValue
    state = rubberband_new(
      UInt32(format.sampleRate), UInt32(format.channels), RubberBandOptions(options), 1, 1)
    rubberband_set_max_process_size(state, UInt32(maximumBlock))
    let size = maximumBlock * channels
    planarInput = .allocate(capacity: size)
    planarInput.initialize(repeating: 0, count: size)
    planarOutput = .allocate(capacity: size)
    planarOutput.initialize(repeating: 0, count: size)
    interleaved = .allocate(capacity: size)
    interleaved.initialize(repeating: 0, count: size)
    inputChannels = .allocate(capacity: channels)
    outputChannels = .allocate(capacity: channels)
    for channel in 0..<channels {
      inputChannels[channel] = UnsafePointer(planarInput + channel * maximumBlock)
      outputChannels[channel] = planarOutput + channel * maximumBlock
    }
  }

  deinit {
    rubberband_delete(state)
    planarInput.deallocate()
    planarOutput.deallocate()
    interleaved.deallocate()
    inputChannels.deallocate()
    outputChannels.deallocate()
  }

  /// Rubber Band's time ratio is output length over input length: 1 / rate.
  public func reset(rate: PlaybackRate) {
    rubberband_reset(state)
    rubberband_set_time_ratio(state, 100 / Double(rate.hundredths))
  }

  public var startPad: Int { Int(rubberband_get_preferred_start_pad(state)) }
  public var startDelay: Int { Int(rubberband_get_start_delay(state)) }
  /// Rubber Band's own latency figure (output frames between input and its output).
  public var latency: Int { Int(rubberband_get_latency(state)) }
  public var framesRequired: Int { Int(rubberband_get_samples_required(state)) }
  public var framesAvailable: Int { max(0, Int(rubberband_available(state))) }

  public func process(_ samples: UnsafePointer<Float>?, frames: Int) {
    let count = min(max(0, frames), maximumBlock)
    guard count > 0 else { return }
    for channel in 0..<channels {
      let target = planarInput + channel * maximumBlock
      if let samples {
        for frame in 0..<count { target[frame] = samples[frame * channels + channel] }
      } else {
        target.update(repeating: 0, count: count)
      }
    }
    rubberband_process(state, inputChannels, UInt32(count), 0)
  }

  public func retrieve(frames: Int) -> UnsafeBufferPointer<Float> {
    let wanted = min(max(0, frames), maximumBlock)
    let count = Int(rubberband_retrieve(state, outputChannels, UInt32(wanted)))
    for channel in 0..<channels {
      let source = planarOutput + channel * maximumBlock
      for frame in 0..<count { interleaved[frame * channels + channel] = source[frame] }
    }
    return UnsafeBufferPointer(start: interleaved, count: count * channels)
  }
}
