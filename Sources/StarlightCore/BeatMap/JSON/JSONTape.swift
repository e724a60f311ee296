/// A JSON text parsed into one flat array of 12-byte tokens that point back into the text
/// (a "tape", as simdjson calls it). Beat maps are read through it instead of
/// `JSONSerialization`, whose tree of boxed dictionaries, strings and numbers cost about a
/// hundred bytes per byte of text (798 MB for a 7.4 MB map at the note cap); the tape costs
/// about two. Strings and numbers are decoded only when a reader asks for them.
///
/// It accepts what Foundation's reader accepted here, so no map that loaded stops loading:
/// a UTF-8 byte-order mark and a trailing comma before `]` or `}`.
public final class JSONTape: Sendable {
  enum Kind: UInt8 { case object, array, string, escapedString, number, bool, null }

  /// One value (or object key). Scalars keep their bytes' range; containers keep their
  /// member count and the index of the token after their last descendant, so a reader
  /// skips a whole value in one step.
  struct Token {
    private let kindAndStart: UInt32
    /// Scalars: the end of their bytes. Containers: the token index after them.
    let end: UInt32
    /// Containers: their element (or member) count. Booleans: 1 for true.
    let count: UInt32

    static let startBits: UInt32 = 28
    static let startMask: UInt32 = (1 << startBits) - 1

    init(kind: Kind, start: Int, end: Int, count: Int) {
      kindAndStart = UInt32(kind.rawValue) << Self.startBits | UInt32(start)
      self.end = UInt32(end)
      self.count = UInt32(count)
    }

    var kind: Kind { Kind(rawValue: UInt8(kindAndStart >> Self.startBits)) ?? .null }
    var start: Int { Int(kindAndStart & Self.startMask) }
  }

  /// Texts up to this size fit a token's offsets.
  public static let maxBytes = Int(Token.startMask)

  let bytes: [UInt8]
  let tokens: [Token]

  init(bytes: [UInt8], tokens: [Token]) {
    self.bytes = bytes
    self.tokens = tokens
  }

  /// Parses `bytes`, or says where and why it is not JSON.
  public static func parse(_ bytes: [UInt8]) throws(JSONTapeError) -> JSONTape {
    guard bytes.count <= maxBytes else { throw JSONTapeError("text too large", offset: 0) }
    var parser = JSONTapeParser(bytes: bytes)
    let tokens = try parser.parse()
    return JSONTape(bytes: bytes, tokens: tokens)
  }

  public var root: JSONValue { JSONValue(tape: self, index: 0) }
}
