/// A time-stretcher that keeps the pitch: the song played faster or slower without
/// sounding higher or lower (practice at a rate, DESIGN.md section 4). The core only names
/// what it needs; Rubber Band does the work in the `StarlightStretch` target, so the core
/// never imports a C library. The same stretcher runs in the live callback and in the
/// offline render, because both mix through `AudioMixEngine`.
///
/// A stretcher holds its own buffers (nothing is allocated while mixing) and is used by
/// one music voice at a time, always behind the engine's owner (the live mixer's mutex,
/// or the one thread rendering). Input and output are interleaved frames.
public protocol TimeStretching: AnyObject, Sendable {
  var channels: Int { get }
  /// The most frames `process` takes or `retrieve` gives in one call.
  var maximumBlock: Int { get }
  /// Forgets everything fed so far and stretches what comes next at `rate` (song frames
  /// per output frame).
  func reset(rate: PlaybackRate)
  /// Silent frames to feed first after a reset, and output frames to drop then, so that
  /// output frame k is input frame rate x k (Rubber Band's start pad and start delay).
  var startPad: Int { get }
  var startDelay: Int { get }
  /// Input frames wanted before more output can come.
  var framesRequired: Int { get }
  /// Feeds `frames` interleaved frames (at most `maximumBlock`); nil feeds silence.
  func process(_ samples: UnsafePointer<Float>?, frames: Int)
  var framesAvailable: Int { get }
  /// Takes up to `frames` output frames (at most `maximumBlock`), interleaved; the buffer
  /// belongs to the stretcher and is valid until its next call.
  func retrieve(frames: Int) -> UnsafeBufferPointer<Float>
}

/// Makes the engine's stretchers, one per music voice, when the engine is built (never on
/// the audio thread).
public protocol TimeStretcherMaking: Sendable {
  func makeStretcher(format: AudioFormat) -> any TimeStretching
}
