/// The name a saved replay is given, "20261128-031205-123-ch4-donut-hole-cleared.json": when
/// it was played (to the millisecond, so names sort in time order), the chapter, the title as
/// a slug and the outcome. Written by the replay store, read back by the replay list: the
/// time shown is the one in the name, and a file that cannot be read is tied to its chart by
/// the title in its name alone.
public enum ReplayFileName {
  /// "yyyyMMdd-HHmmss-SSS": the stamp's length.
  static let stampLength = 19

  /// The name for an attempt at `chapter` on `title` that reached `outcome`, played at
  /// `stamp` ("20261128-031205-123").
  public static func make(stamp: String, chapter: ChapterID, title: String, outcome: String)
    -> String
  {
    "\(stamp)-\(stem(chapter: chapter, title: title))-\(outcome).json"
  }

  /// "ch4-donut-hole": the chapter and the title, every character that is not a letter or a
  /// digit made a dash.
  public static func stem(chapter: ChapterID, title: String) -> String {
    "ch\(chapter.number)-"
      + String(title.lowercased().map { $0.isLetter || $0.isNumber ? $0 : "-" })
  }

  /// "2026-11-28 03:12:05" from a name the store gave; nil for any other name.
  public static func playedAt(_ name: String) -> String? {
    let digits = Array(name.prefix(stampLength))
    guard digits.count == stampLength, digits[8] == "-", digits[15] == "-",
      digits.enumerated().allSatisfy({ [8, 15].contains($0.offset) || $0.element.isASCIIDigit })
    else { return nil }
    func part(_ range: Range<Int>) -> String { String(digits[range]) }
    return
      "\(part(0..<4))-\(part(4..<6))-\(part(6..<8)) \(part(9..<11)):\(part(11..<13)):\(part(13..<15))"
  }

  /// Whether `name` is a store's name for an attempt at `chapter` (any title and outcome).
  public static func isNamed(_ name: String, chapter: ChapterID) -> Bool {
    playedAt(name) != nil && name.hasSuffix(".json")
      && name.dropFirst(stampLength + 1).hasPrefix("ch\(chapter.number)-")
  }

  /// Whether `name` is a store's name for an attempt at `chapter` on `title` (any outcome).
  public static func matches(_ name: String, chapter: ChapterID, title: String) -> Bool {
    guard playedAt(name) != nil, name.hasSuffix(".json") else { return false }
    let middle = name.dropFirst(stampLength + 1).dropLast(".json".count)
    guard let lastDash = middle.lastIndex(of: "-") else { return false }
    return middle[..<lastDash] == stem(chapter: chapter, title: title)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
