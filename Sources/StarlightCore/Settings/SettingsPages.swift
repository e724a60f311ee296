/// The settings screen as a state machine over pages of rows: a page (Gameplay, Display,
/// Audio, Input) and a selected row on each; Up/Down move, Left/Right change the row,
/// Enter flips a switch, runs an action or opens the entry on a number row: the value as a
/// dial a pad sets (`SettingsDial`: Left/Right pick a digit, Up/Down turn it), or, from the
/// first typed character, typed text (digits, Backspace); Enter accepts, Esc cancels, and a
/// value outside the limits is refused with them, the same rule for both;
/// Tab, PageUp/PageDown or L1/R1 switch pages; Esc/B goes back. It does not change values
/// itself: a change leaves as an edit, and its owner hands the pages back built anew
/// (`refresh`), so pages made elsewhere work the same.
public struct SettingsPages: Sendable, Equatable {
  public private(set) var pages: [SettingsPage]
  public private(set) var pageIndex: Int
  /// The selected row's key on each page (kept by key, so a rebuilt page keeps its place).
  private var selections: [SettingsPageID: SettingsRowKey] = [:]
  /// The number being typed, if any.
  public private(set) var entry: SettingsEntry?
  /// The last refusal, shown until the next key.
  public private(set) var message: String?

  public init(pages: [SettingsPage], page: SettingsPageID? = nil) {
    self.pages = pages
    pageIndex = page.flatMap { id in pages.firstIndex { $0.id == id } } ?? 0
  }

  public var page: SettingsPage? { pages.indices.contains(pageIndex) ? pages[pageIndex] : nil }

  /// The selected row's index on the current page.
  public var selectedIndex: Int {
    guard let page, !page.rows.isEmpty else { return 0 }
    let key = selections[page.id]
    return page.rows.firstIndex { $0.key == key } ?? 0
  }

  public var selectedRow: SettingsRow? {
    guard let page, page.rows.indices.contains(selectedIndex) else { return nil }
    return page.rows[selectedIndex]
  }

  public var isTyping: Bool { entry != nil }

  /// Selects the row `key` on the page holding it.
  public mutating func select(_ key: SettingsRowKey) {
    guard let index = pages.firstIndex(where: { $0.rows.contains { $0.key == key } }) else {
      return
    }
    pageIndex = index
    selections[pages[index].id] = key
  }

  /// The pages built anew after a change; the page and each selection stay where they were.
  public mutating func refresh(_ pages: [SettingsPage]) {
    let current = page?.id
    self.pages = pages
    if let current, let index = pages.firstIndex(where: { $0.id == current }) {
      pageIndex = index
    } else {
      pageIndex = min(pageIndex, max(0, pages.count - 1))
    }
  }

  public mutating func handle(_ input: SettingsInput) -> [SettingsOutput] {
    if entry != nil { return handleTyping(input) }
    message = nil
    switch input {
    case .menu(let command): return handle(command)
    case .page(let delta): return switchPage(by: delta)
    case .text, .deleteBackward: return []
    }
  }

  private mutating func handle(_ command: MenuCommand) -> [SettingsOutput] {
    guard let page, let row = selectedRow else {
      return command == .back || command == .pause ? [.close] : []
    }
    switch command {
    case .up, .down:
      // Rows only shown (the refresh rate, a binding listed) are passed over.
      let rows = page.rows
      let step = command == .up ? -1 : 1
      var next = selectedIndex
      for _ in rows.indices {
        next = (next + step + rows.count) % rows.count
        if rows[next].kind != .info { break }
      }
      guard rows[next].kind != .info else { return [] }
      selections[page.id] = rows[next].key
      return next == selectedIndex ? [] : [.click]
    case .left, .right:
      switch row.kind {
      case .action, .info: return []
      case .level, .toggle, .choice, .number:
        return [.edit(.step(row.key, by: command == .left ? -1 : 1))]
      }
    case .confirm:
      switch row.kind {
      case .toggle: return [.edit(.step(row.key, by: 1))]
      case .action: return [.edit(.activate(row.key))]
      case .number, .choice:
        guard let number = row.typedNumber else { return [] }
        entry = SettingsEntry(key: row.key, dial: SettingsDial(number))
        return [.click]
      case .level, .info: return []
      }
    case .back, .pause:
      return [.close]
    }
  }

  private mutating func switchPage(by delta: Int) -> [SettingsOutput] {
    guard pages.count > 1 else { return [] }
    pageIndex = ((pageIndex + delta) % pages.count + pages.count) % pages.count
    return [.click]
  }

  private mutating func handleTyping(_ input: SettingsInput) -> [SettingsOutput] {
    guard var typing = entry, let number = selectedRow?.typedNumber else {
      entry = nil
      return []
    }
    switch input {
    case .text(let text):
      let taken = text.filter(number.accepts)
      // The first character typed replaces the dial's value, as in a selected field.
      let before = typing.dial == nil ? typing.text : ""
      guard !taken.isEmpty, before.count < SettingsEntry.maxLength else { return [] }
      typing.text = before + taken
      typing.dial = nil
      entry = typing
      message = nil
      return []
    case .deleteBackward:
      // On the dial it clears the field, as in a selected one.
      typing.text = typing.dial == nil ? String(typing.text.dropLast()) : ""
      typing.dial = nil
      entry = typing
      return []
    case .menu(let command) where typing.dial != nil && SettingsDial.takes(command):
      typing.dial?.apply(command)
      entry = typing
      message = nil
      return [.click]
    case .menu(.back), .menu(.pause):
      entry = nil
      message = nil
      return [.click]
    case .menu(.confirm):
      let text = typing.typed
      guard !text.isEmpty else {
        entry = nil
        return []
      }
      switch number.parse(text) {
      case .success(let value):
        entry = nil
        message = nil
        return [.edit(.set(typing.key, to: value))]
      case .failure(let refusal):
        // The entry stays, so it can be corrected; the limits are on screen.
        message = refusal.message
        return [.refused]
      }
    case .menu, .page:
      return []
    }
  }
}

/// What the settings screen reads: a menu command, a page switch (Tab, PageUp/PageDown,
/// L1/R1: -1 back, +1 on), typed text, Backspace while typing.
public enum SettingsInput: Sendable, Equatable {
  case menu(MenuCommand)
  case page(Int)
  case text(String)
  case deleteBackward
}

/// What the settings screen asks of its owner.
public enum SettingsOutput: Sendable, Equatable {
  /// A move: the click sound.
  case click
  /// A typed value refused (its limits are the page's message): the error sound.
  case refused
  /// A change asked; its owner clicks when it changes something (nothing at a limit).
  case edit(SettingsEdit)
  /// Esc/B: leave the settings.
  case close
}

/// A change asked of a row; the row's owner makes it (and saves and applies it).
public enum SettingsEdit: Sendable, Equatable {
  /// Left/Right (-1, +1), or Enter on a switch: the next value the row's kind gives.
  case step(SettingsRowKey, by: Int)
  /// A typed number, already inside the row's limits.
  case set(SettingsRowKey, to: Double)
  /// Enter on an action row.
  case activate(SettingsRowKey)

  public var key: SettingsRowKey {
    switch self {
    case .step(let key, _), .set(let key, _), .activate(let key): key
    }
  }
}

/// A number being entered into a row: on a dial (as it opens, and as a pad sets it) or as
/// typed text (from the first character typed).
public struct SettingsEntry: Sendable, Equatable {
  public static let maxLength = 8
  public let key: SettingsRowKey
  /// The typed text (empty while the dial is in use).
  public var text: String
  /// The dial, until a character is typed.
  public var dial: SettingsDial?

  public init(key: SettingsRowKey, text: String = "", dial: SettingsDial? = nil) {
    self.key = key
    self.text = text
    self.dial = dial
  }

  /// What Enter reads: the dial's number, or the typed text.
  public var typed: String { dial?.text ?? text }
}
