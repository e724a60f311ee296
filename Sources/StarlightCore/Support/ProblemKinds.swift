/// Groups a file's problems by kind: lines with the same words and other numbers (a line
/// number, a note's time, a chart's index) are one kind, said once with how many more there
/// are and the first and last line they were found on.
public enum ProblemKinds {
  public static func grouped(_ lines: [String]) -> [String] {
    var seen = Set<String>()
    var order: [String] = []
    var groups: [String: [String]] = [:]
    for line in lines where seen.insert(line).inserted {
      let kind = kind(of: line)
      if groups[kind] == nil { order.append(kind) }
      groups[kind, default: []].append(line)
    }
    return order.compactMap { kind in
      guard let members = groups[kind], let first = members.first else { return nil }
      guard members.count > 1 else { return first }
      let lineNumbers = members.compactMap(lineNumber)
      let span =
        if let low = lineNumbers.min(), let high = lineNumbers.max(), low != high {
          ", lines \(low) to \(high)"
        } else { "" }
      return "\(first) (and \(members.count - 1) more like it\(span))"
    }
  }

  /// The line with every number (digits, with a sign or decimals) as `#`.
  public static func kind(of line: String) -> String {
    var kind = ""
    var inNumber = false
    for character in line {
      let isNumberPart =
        character.isASCII && (character.isNumber || (inNumber && character == "."))
      if isNumberPart {
        if !inNumber {
          if kind.last == "-" { kind.removeLast() }
          kind.append("#")
        }
        inNumber = true
      } else {
        inNumber = false
        kind.append(character)
      }
    }
    return kind
  }

  /// The file line a problem names ("line 12: ..."), when it names one.
  static func lineNumber(_ line: String) -> Int? {
    guard let range = line.range(of: "line ") else { return nil }
    return Int(line[range.upperBound...].prefix { $0.isNumber })
  }
}
