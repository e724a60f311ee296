/// osu!'s replay frames, `w|x|y|z,` each: w the milliseconds since the previous frame,
/// x the mania key bits (bit i = column i), y unused in mania, z the button state. Read as
/// lazer's `LegacyScoreDecoder` reads them, which plays back as stable does:
/// - times accumulate in single precision, from every frame (the skipped ones included);
/// - the first two frames, at (256, -500), are stable's placeholders and carry no input;
/// - `-12345|0|0|seed` carries the seed of the Random mod, not a time;
/// - a negative delta opens a deficit: following frames are dropped until their deltas
///   have paid it back, so kept frames never run backwards.
enum OsuReplayFrames {
  /// lazer's `Parsing.MAX_COORDINATE_VALUE`: a larger x or y is refused.
  static let maxCoordinate: Float = 131_072
  /// No delta is a day long; the total is bounded the same way.
  static let maxMs: Float = 86_400_000
  static let seedMarker = "-12345"
  static let maxFrames = 4_000_000
  static let placeholderX: Float = 256
  static let placeholderY: Float = -500

  static func parse(_ text: [UInt8]) throws(ForeignReplayError) -> (
    frames: [KeyStateFrame], seed: Int32?
  ) {
    var frames: [KeyStateFrame] = []
    var seed: Int32?
    var time: Float = 0
    var deficit: Float = 0
    var index = 0
    for piece in text.split(separator: ASCII.comma, omittingEmptySubsequences: false) {
      defer { index += 1 }
      if piece.allSatisfy({ $0 == ASCII.space || $0 == ASCII.newline || $0 == 0x0D }) {
        continue
      }
      guard index < maxFrames else {
        throw ForeignReplayError("oversized: more than \(maxFrames) replay frames")
      }
      let fields = piece.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false).map {
        String(decoding: $0, as: UTF8.self)
      }
      guard fields.count >= 4 else {
        throw ForeignReplayError(
          "replay frame \(index + 1) '\(PrintableExcerpt.of(String(decoding: piece, as: UTF8.self)))' is not w|x|y|z"
        )
      }
      if fields[0] == seedMarker {
        guard let value = Int32(fields[3]) else {
          throw ForeignReplayError(
            "the seed frame's seed '\(PrintableExcerpt.of(fields[3]))' is not a whole number")
        }
        seed = value
        continue
      }
      guard let delta = number(fields[0]), abs(delta) <= maxMs else {
        throw ForeignReplayError(
          "replay frame \(index + 1): delta '\(PrintableExcerpt.of(fields[0]))' is not a number of milliseconds under a day"
        )
      }
      guard let x = number(fields[1]), abs(x) <= maxCoordinate,
        let y = number(fields[2]), abs(y) <= maxCoordinate
      else {
        throw ForeignReplayError(
          "replay frame \(index + 1): keys '\(PrintableExcerpt.of(fields[1]))' or y '\(PrintableExcerpt.of(fields[2]))' is not a number within ±\(Int(maxCoordinate))"
        )
      }
      guard Int32(fields[3]) != nil else {
        throw ForeignReplayError(
          "replay frame \(index + 1): buttons '\(PrintableExcerpt.of(fields[3]))' is not a whole number"
        )
      }
      time += delta
      guard abs(time) <= maxMs else {
        throw ForeignReplayError("replay frame \(index + 1) is more than a day from the start")
      }
      if index < 2, x == placeholderX, y == placeholderY { continue }
      deficit = min(0, deficit + delta)
      if deficit < 0 { continue }
      // lazer truncates x to an integer; no bit is set below 1.
      let keys = x >= 1 ? UInt32(x) : 0
      frames.append(KeyStateFrame(timeMs: Double(time), keys: keys))
    }
    return (frames, seed)
  }

  /// A decimal number as osu! writes it ("12", "-1", "256", "12.5"), invariant culture.
  private static func number(_ text: String) -> Float? {
    guard !text.isEmpty, text.utf8.count <= 32,
      text.utf8.allSatisfy({
        (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E || $0 == 0x2B || $0 == 0x45
          || $0 == 0x65
      }),
      let value = Float(text), value.isFinite
    else { return nil }
    return value
  }
}
