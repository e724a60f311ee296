/// The Free Play song list's per-chart offset, while it is being changed (issue 22): the
/// value in whole milliseconds, stepped with Left/Right (1 ms) and Up/Down (10 ms), or
/// typed (digits and a minus, Backspace), then kept with Enter or dropped with Esc. The
/// offset is added to the global audio offset when the chart is played, so a chart whose
/// file is a few milliseconds out of time with its audio is fixed for that chart alone.
public struct ChartOffsetEditor: Sendable, Equatable {
  /// The largest offset either way: beyond it a chart is out of time with its audio by more
  /// than any judge's window, and the chart itself needs fixing.
  public static let limit = Nanoseconds.milliseconds(1_000)
  public static let fineStepMs = 1
  public static let coarseStepMs = 10
  /// Digits a typed value may have (the limit has four).
  static let maxDigits = 4

  /// What is said when a value beyond the limit is typed or stored.
  public static var outOfRange: String {
    let ms = limit / Nanoseconds.perMillisecond
    return "a chart offset must be within -\(ms)...\(ms) ms"
  }

  public let chartHash: String
  /// The value shown, in ms, kept within the limit.
  public private(set) var milliseconds: Int
  /// The digits being typed (nil: not typing); a leading "-" for a negative value.
  public private(set) var typed: String?
  /// Why the last typed value was refused, for the line under it.
  public private(set) var refusal: String?

  public init(chartHash: String, offset: Nanoseconds) {
    self.chartHash = chartHash
    milliseconds = Self.clamped(Int(offset / Nanoseconds.perMillisecond))
  }

  public var offset: Nanoseconds { Nanoseconds.milliseconds(Int64(milliseconds)) }

  private static var limitMs: Int { Int(limit / Nanoseconds.perMillisecond) }

  static func clamped(_ ms: Int) -> Int { min(max(ms, -limitMs), limitMs) }

  /// Left/Right (fine) or Up/Down (coarse), by `steps` of it; typing stops.
  public mutating func step(by steps: Int, coarse: Bool) {
    typed = nil
    refusal = nil
    milliseconds = Self.clamped(
      milliseconds + steps * (coarse ? Self.coarseStepMs : Self.fineStepMs))
  }

  /// Typed text: digits and a leading minus are taken, anything else is ignored.
  public mutating func type(_ text: String) {
    for character in text {
      var current = typed ?? ""
      if character == "-", current.isEmpty {
        current = "-"
      } else if character.isASCII, character.isNumber,
        current.filter(\.isNumber).count < Self.maxDigits
      {
        current.append(character)
      } else {
        continue
      }
      typed = current
      refusal = nil
    }
  }

  public mutating func deleteBackward() {
    guard var current = typed else { return }
    current.removeLast()
    typed = current.isEmpty ? nil : current
  }

  /// Enter: the typed value taken (or refused with the limits, the old one kept); true when
  /// the value in force is final and can be saved.
  public mutating func confirm() -> Bool {
    guard let text = typed else { return true }
    typed = nil
    guard let value = Int(text) else {
      refusal = "type a number of ms"
      return false
    }
    guard abs(value) <= Self.limitMs else {
      refusal = "\(value) ms refused: -\(Self.limitMs) to \(Self.limitMs) ms only"
      return false
    }
    refusal = nil
    milliseconds = value
    return true
  }

  /// The value as the song list shows it ("+12 ms").
  public static func label(_ offset: Nanoseconds) -> String {
    let ms = Int(offset / Nanoseconds.perMillisecond)
    return ms > 0 ? "+\(ms) ms" : "\(ms) ms"
  }
}
