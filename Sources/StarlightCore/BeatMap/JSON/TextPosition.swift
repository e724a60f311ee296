/// A byte offset in a text as a 1-based line and column, for messages an author can follow.
struct TextPosition: Equatable {
  let line: Int
  let column: Int

  init(offset: Int, in bytes: [UInt8]) {
    let end = min(max(offset, 0), bytes.count)
    var line = 1
    var lineStart = 0
    for index in 0..<end where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
    self.line = line
    column = end - lineStart + 1
  }
}
