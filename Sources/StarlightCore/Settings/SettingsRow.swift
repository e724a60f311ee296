/// One row of a settings page: its title, what it is for in one line (shown under the rows
/// while it is selected), its value as shown, what Left/Right and Enter do with it (its
/// kind), and when a change takes effect, which the row says.
public struct SettingsRow: Sendable, Equatable {
  public enum Kind: Sendable, Equatable {
    /// A level in 0...1 drawn as a bar (volumes); Left/Right step it.
    case level(Double)
    /// On or off; Left/Right and Enter flip it.
    case toggle(Bool)
    /// One of a list; Left/Right step through it; Enter types a number when it takes one.
    case choice(SettingsChoice)
    /// A number; Left/Right step it, Enter opens typing.
    case number(SettingsNumber)
    /// Enter does something (opens a screen, resets); no value to change.
    case action
    /// Shown, not changed (the refresh rate, frames per second).
    case info
  }

  /// When a change is in force: the row's short tag, and the sentence under a selected row.
  public enum Applies: String, Sendable, Equatable {
    case atOnce = "at once"
    case nextFrame = "next frame"
    case nextAttempt = "next attempt"
    case nextStart = "next start"

    public var sentence: String {
      switch self {
      case .atOnce: "A change applies at once."
      case .nextFrame: "A change applies from the next frame."
      case .nextAttempt: "A change applies from the next attempt."
      case .nextStart: "A change applies from the next start of the game."
      }
    }
  }

  public let key: SettingsRowKey
  public let title: String
  /// What the row is for, in plain words: one sentence of at most `descriptionLimit`
  /// characters, so that it wraps to two lines under the rows at most.
  public let description: String
  public let kind: Kind
  /// The value as shown ("80 %", "C700", "On").
  public let value: String
  public let applies: Applies?
  /// A line shown under the row while it is selected.
  public let note: String?

  /// The longest description: two lines of the rows' panel at the note's size.
  public static let descriptionLimit = 120

  public init(
    key: SettingsRowKey, title: String, description: String, kind: Kind, value: String,
    applies: Applies? = nil, note: String? = nil
  ) {
    self.key = key
    self.title = title
    self.description = description
    self.kind = kind
    self.value = value
    self.applies = applies
    self.note = note
  }

  /// A level row ("70 %").
  public static func level(
    _ key: SettingsRowKey, _ title: String, _ level: Double, applies: Applies? = .atOnce,
    description: String
  ) -> SettingsRow {
    SettingsRow(
      key: key, title: title, description: description, kind: .level(level),
      value: MenuSettings.percent(level), applies: applies)
  }

  /// An on/off row.
  public static func toggle(
    _ key: SettingsRowKey, _ title: String, _ isOn: Bool, applies: Applies?, note: String? = nil,
    description: String
  ) -> SettingsRow {
    SettingsRow(
      key: key, title: title, description: description, kind: .toggle(isOn),
      value: isOn ? "On" : "Off", applies: applies, note: note)
  }

  /// A number row, shown with its unit.
  public static func number(
    _ key: SettingsRowKey, _ title: String, _ number: SettingsNumber, applies: Applies?,
    note: String? = nil, description: String
  ) -> SettingsRow {
    SettingsRow(
      key: key, title: title, description: description, kind: .number(number),
      value: number.shown, applies: applies, note: note)
  }

  /// A choice row, shown as its option (or `value` when given, for a typed number).
  public static func choice(
    _ key: SettingsRowKey, _ title: String, _ choice: SettingsChoice, value: String? = nil,
    applies: Applies?, note: String? = nil, description: String
  ) -> SettingsRow {
    SettingsRow(
      key: key, title: title, description: description, kind: .choice(choice),
      value: value ?? choice.shown, applies: applies, note: note)
  }

  /// Whether Enter types a value into this row.
  public var typedNumber: SettingsNumber? {
    switch kind {
    case .number(let number): number
    case .choice(let choice): choice.typed
    case .level, .toggle, .action, .info: nil
    }
  }
}

/// The options of a choice row and which is chosen (nil: a typed value none of them is).
public struct SettingsChoice: Sendable, Equatable {
  public let options: [String]
  public let index: Int?
  /// A number Enter may type instead of an option (the frame cap's 30 to 1000).
  public let typed: SettingsNumber?

  public init(options: [String], index: Int?, typed: SettingsNumber? = nil) {
    self.options = options
    self.index = index
    self.typed = typed
  }

  public var shown: String {
    guard let index, options.indices.contains(index) else { return typed?.shown ?? "" }
    return options[index]
  }

  /// The index `steps` along from the chosen one, wrapping (from none: the first or last).
  public func index(steppedBy steps: Int) -> Int {
    guard !options.isEmpty else { return 0 }
    guard let index else { return steps > 0 ? 0 : options.count - 1 }
    let count = options.count
    return ((index + steps) % count + count) % count
  }
}
