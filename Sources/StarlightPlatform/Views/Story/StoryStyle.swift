import StarlightCore

/// The menu screens' look in numbers: animation rates, fades and the shared layout, so no
/// view holds a bare constant of its own.
enum StoryStyle {
  // Backdrop.
  static let starCount = 180
  static let starSeed: UInt64 = 0x5354_4152_4C49_4748  // "STARLIGH"
  /// Pixels per second the nearest stars drift; farther layers drift slower.
  static let starDrift = 14.0
  static let starLayers = 3
  static let twinkleRate = 1.7
  static let nebulaPeriodSeconds = 40.0
  static let waveBars = 64
  static let waveHeight = 46.0
  /// The backdrop's wave pulses at this tempo, the main theme's.
  static let waveBeatsPerMinute = 120.0

  // Animation.
  static let selectionPulseRate = 4.0
  static let screenFadeIn = Nanoseconds.milliseconds(350)
  static let titleCardFade = Nanoseconds.milliseconds(400)
  /// Text alpha is quantized so animated text reuses a few cached textures per frame.
  static let alphaLevels = 8.0

  // Layout.
  static let width = Canvas.logicalWidth
  static let height = Canvas.logicalHeight
  static let centerX = Canvas.logicalWidth / 2
  static let footerHeight = 44
  static let menuItemHeight = 50
  static let menuBarWidth = 380

  /// Rough advance width of a character of DejaVu Sans Bold, as a fraction of the size;
  /// enough to size key caps and panels around short labels.
  static let characterWidthRatio = 0.62

  static func seconds(_ time: Nanoseconds) -> Double {
    Double(time) / Double(Nanoseconds.perSecond)
  }

  /// How far `time` is into a fade of `duration` that began at `since`, 0...1.
  static func progress(since: Nanoseconds, time: Nanoseconds, duration: Nanoseconds) -> Double {
    guard duration > 0 else { return 1 }
    return min(1, max(0, Double(time - since) / Double(duration)))
  }

  static func estimatedWidth(_ text: String, size: Int) -> Int {
    Int(Double(text.count * size) * characterWidthRatio)
  }

  /// `color` at `fraction` of its alpha, on one of a few levels.
  static func faded(_ color: Color, _ fraction: Double) -> Color {
    let level = (min(1, max(0, fraction)) * alphaLevels).rounded() / alphaLevels
    return color.withAlpha(UInt8(Double(color.alpha) * level))
  }
}
