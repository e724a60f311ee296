/// A sentence cut into lines that fit a width on screen by `TextFitting`'s rule, measured
/// by character count (`StoryStyle`'s ratio, a little wide for safety), for the places that
/// lay text out without the text renderer at hand.
enum TextWrap {
  /// A bold character's advance as a fraction of the size, rounded up from the average so
  /// that a line of wide letters still fits.
  static let widthRatio = 0.66

  /// Characters of size `size` that fit in `width` pixels.
  static func characters(size: Int, width: Int) -> Int {
    max(8, Int(Double(width) / (Double(size) * widthRatio)))
  }

  /// `text` in lines of at most `characters(size:width:)`; at most `maxLines`, the last
  /// ending in "..." when there was more.
  static func lines(_ text: String, size: Int, width: Int, maxLines: Int = 3) -> [String] {
    let limit = characters(size: size, width: width)
    return TextFitting.wrap([text], maxLines: maxLines) { $0.count <= limit }
  }
}
