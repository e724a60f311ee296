/// Names a settings row, so an edit says which value it is for. A string rather than an
/// enum: a page added elsewhere (the Audio device rows, the Input page) names its own rows
/// without touching this file.
public struct SettingsRowKey: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// Names a page of the settings screen, in the order its title is shown on its tab.
public struct SettingsPageID: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }

  public static let gameplay: SettingsPageID = "Gameplay"
  public static let display: SettingsPageID = "Display"
  public static let audio: SettingsPageID = "Audio"
  public static let input: SettingsPageID = "Input"

  public var title: String { rawValue }
}

/// One page: its rows top to bottom.
public struct SettingsPage: Sendable, Equatable {
  public let id: SettingsPageID
  public var rows: [SettingsRow]
  /// Lines under the rows (what a page cannot show as a row: a note on per-chart offsets).
  public var notes: [String]

  public init(id: SettingsPageID, rows: [SettingsRow], notes: [String] = []) {
    self.id = id
    self.rows = rows
    self.notes = notes
  }
}
