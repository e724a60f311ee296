/// The tag structure shared by `.sm` and `.ssc` files: `#TAG:param:param;`, `//` comments,
/// backslash escapes. A port of StepMania's `MsdFile::ReadBuf`, keeping its leniency (a
/// missing `;` ends a value at the next `#` that starts a line) and adding line numbers,
/// so a problem anywhere can name its line.
struct MSDFile {
  struct Param {
    /// Where the text is in `storage`: comments removed, escapes resolved, line breaks kept.
    let range: Range<Int>
    /// The line the text starts on (1-based).
    let line: Int
  }

  struct Value {
    /// `params[0]` is the tag name.
    let params: [Param]
    let line: Int
  }

  let values: [Value]
  /// The text of every parameter, one after another.
  let storage: [UInt8]

  init(_ input: [UInt8]) {
    var parser = Parser(input: input)
    values = parser.run()
    storage = parser.buffer
  }

  func bytes(_ param: Param) -> ArraySlice<UInt8> { storage[param.range] }

  func text(_ param: Param) -> String { String(decoding: storage[param.range], as: UTF8.self) }

  func tag(_ value: Value) -> String {
    value.params.first.map { text($0).trimmingSpaces().uppercased() } ?? ""
  }

  /// The parameter after the tag, or "" (StepMania reads missing ones as empty).
  func param(_ value: Value, _ index: Int) -> String {
    index < value.params.count ? text(value.params[index]) : ""
  }

  private struct Parser {
    let input: [UInt8]
    var values: [Value] = []
    var params: [Param] = []
    var valueLine = 1
    var readingValue = false
    /// Processed text of the current parameter, nil before the first `#` or `:`.
    var current: [UInt8]?
    var paramLine = 1
    var line = 1
    var position = 0
    /// All parameter text lives in one buffer; each `Param` is a slice of it.
    var buffer: [UInt8] = []

    init(input: [UInt8]) {
      self.input = input
      buffer.reserveCapacity(input.count)
    }

    mutating func run() -> [Value] {
      let count = input.count
      while position < count {
        let byte = input[position]
        if byte == ASCII.slash, position + 1 < count, input[position + 1] == ASCII.slash {
          // A comment runs to the end of the line; the line break itself is kept.
          while position < count, input[position] != ASCII.newline { position += 1 }
          continue
        }
        if readingValue, byte == ASCII.hash, !endValueIfHashStartsLine() {
          append(byte)
          continue
        }
        if !readingValue, byte == ASCII.hash {
          startValue()
        }
        if !readingValue {
          // Outside a value nothing is meaningful; an escape skips the next byte.
          advance(by: byte == ASCII.backslash ? 2 : 1)
          continue
        }
        if current != nil, byte == ASCII.colon || byte == ASCII.semicolon { finishParam() }
        if byte == ASCII.hash || byte == ASCII.colon {
          advance(by: 1)
          current = []
          paramLine = line
          continue
        }
        if byte == ASCII.semicolon {
          finishValue()
          advance(by: 1)
          continue
        }
        if byte == ASCII.backslash, position + 1 < count { advance(by: 1) }
        append(input[position])
      }
      if readingValue {
        if current != nil { finishParam() }
        finishValue()
      }
      return values
    }

    /// A `#` inside a value ends it only when it is the first thing on its line (StepMania's
    /// fix for files missing a `;`); the text before it loses its trailing blank lines.
    private mutating func endValueIfHashStartsLine() -> Bool {
      guard var text = current else { return false }
      var index = text.count
      while index > 0, text[index - 1] != ASCII.newline, text[index - 1] != ASCII.carriageReturn {
        guard text[index - 1] == ASCII.space || text[index - 1] == ASCII.tab else { return false }
        index -= 1
      }
      text.removeSubrange(index...)
      while let last = text.last, ASCII.isBlank(last) { text.removeLast() }
      current = text
      finishParam()
      finishValue()
      return true
    }

    private mutating func startValue() {
      readingValue = true
      params = []
      valueLine = line
      current = nil
    }

    private mutating func finishParam() {
      let start = buffer.count
      buffer.append(contentsOf: current ?? [])
      params.append(Param(range: start..<buffer.count, line: paramLine))
      current = nil
    }

    private mutating func finishValue() {
      if current != nil { finishParam() }
      values.append(Value(params: params, line: valueLine))
      params = []
      readingValue = false
    }

    private mutating func append(_ byte: UInt8) {
      current?.append(byte)
      advance(by: 1)
    }

    private mutating func advance(by steps: Int) {
      for _ in 0..<steps where position < input.count {
        if input[position] == ASCII.newline { line += 1 }
        position += 1
      }
    }
  }
}

/// Byte values the text parsers look for.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let space = UInt8(ascii: " ")
  static let tab = UInt8(ascii: "\t")
  static let hash = UInt8(ascii: "#")
  static let colon = UInt8(ascii: ":")
  static let semicolon = UInt8(ascii: ";")
  static let comma = UInt8(ascii: ",")
  static let slash = UInt8(ascii: "/")
  static let backslash = UInt8(ascii: "\\")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let openBrace = UInt8(ascii: "{")
  static let closeBrace = UInt8(ascii: "}")
  static let openAngle = UInt8(ascii: "<")
  static let closeAngle = UInt8(ascii: ">")

  static func isBlank(_ byte: UInt8) -> Bool {
    byte == space || byte == tab || byte == newline || byte == carriageReturn
  }
}
