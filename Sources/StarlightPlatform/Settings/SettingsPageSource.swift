import StarlightCore

/// Rows a part of the platform adds to the settings pages and makes the changes of: the
/// Audio page's device rows, the Input page's bindings. Its pages are appended to the
/// built-in page of the same id (or shown after them, a page of their own); an edit of one
/// of its rows comes to `handle`, and the pages are built anew from `pages()` afterwards.
protocol SettingsPageSource: AnyObject {
  func pages() -> [SettingsPage]
  /// Makes the edit when the row is this source's; returns whether it was.
  func handle(_ edit: SettingsEdit, now: Nanoseconds) -> Bool
}

/// The Input page's bindings as the settings file has them, listed (not changed here).
final class BindingsList: SettingsPageSource {
  private let lines: [String]

  init(lines: [String]) { self.lines = lines }

  func pages() -> [SettingsPage] {
    [
      SettingsPage(
        id: .input,
        rows: lines.enumerated().map { index, line in
          SettingsRow(
            key: SettingsRowKey(rawValue: "bindingLine\(index)"), title: line,
            description: "A binding as the settings file has it.", kind: .info, value: "")
        })
    ]
  }

  func handle(_ edit: SettingsEdit, now: Nanoseconds) -> Bool { false }
}
