/// A 1-based line and column in a UTF-8 source. Columns count Unicode scalars, not bytes, so
/// that the column matches what an editor shows for non-ASCII text in metadata strings.
struct SourceLocation: Sendable, Equatable {
  var line: Int
  var column: Int

  private static let newline = UInt8(ascii: "\n")
  private static let continuationMask: UInt8 = 0b1100_0000
  private static let continuationTag: UInt8 = 0b1000_0000

  /// Computed on demand (only when an error is reported), so parsing never pays for it.
  init(offset: Int, in bytes: [UInt8]) {
    var line = 1
    var column = 1
    let end = min(max(offset, 0), bytes.count)
    for byte in bytes[..<end] {
      if byte == Self.newline {
        line += 1
        column = 1
      } else if byte & Self.continuationMask != Self.continuationTag {
        column += 1
      }
    }
    self.line = line
    self.column = column
  }
}
