/// A decoded sound: interleaved float samples in the mixer's format, and the asset id it
/// came from (so a cross-fade back to a track still sounding can pick that voice up).
///
/// The samples are an array, so copying a clip into a voice on the audio thread only
/// retains the storage; the owner (the platform's asset cache) keeps the last reference,
/// so nothing is freed on the audio thread.
public struct PCMClip: Sendable, Equatable {
  public let id: String
  public let samples: [Float]
  public let channels: Int

  public init(id: String, samples: [Float], channels: Int = AudioFormat.standard.channels) {
    self.id = id
    self.channels = max(1, channels)
    // Drop a trailing partial frame rather than read past the end later.
    let whole = samples.count - samples.count % self.channels
    self.samples = whole == samples.count ? samples : Array(samples.prefix(whole))
  }

  public var frameCount: Int { samples.count / channels }
  public var isEmpty: Bool { samples.isEmpty }

  /// Bytes of PCM held, for the memory figure of the preload log.
  public var byteCount: Int { samples.count * MemoryLayout<Float>.stride }

  public static func == (lhs: PCMClip, rhs: PCMClip) -> Bool {
    lhs.id == rhs.id && lhs.channels == rhs.channels && lhs.samples == rhs.samples
  }
}
