/// Which chart of a file to import: by position (from 0, in file order) or by name (the
/// difficulty name, matched without regard to case; a StepMania chart's description or
/// chart name also matches).
public enum ChartSelector: Sendable, Equatable, CustomStringConvertible {
  case index(Int)
  case name(String)

  /// All digits means an index, anything else a name.
  public init(_ text: String) {
    if !text.isEmpty, text.allSatisfy(\.isASCII), let index = Int(text), index >= 0 {
      self = .index(index)
    } else {
      self = .name(text)
    }
  }

  public var description: String {
    switch self {
    case .index(let index): "chart \(index)"
    case .name(let name): "chart '\(name)'"
    }
  }
}
