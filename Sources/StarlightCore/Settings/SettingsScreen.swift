/// The settings pages over the values they change: input goes to the pages' navigation,
/// each edit of a built-in row changes the values, and the change leaves as an effect
/// (save it at once, apply it); an edit of a row added by the platform (`extra`) leaves as
/// `.edit` for that row's owner. The pages are rebuilt after every change, so every row
/// shows the value in force.
public struct SettingsScreen: Sendable, Equatable {
  public private(set) var values: SettingsValues
  public private(set) var navigation: SettingsPages
  /// What the Display page shows of the machine (set by the platform as it changes).
  public private(set) var status: DisplayStatus
  /// Rows (or whole pages) the platform adds: the Audio page's devices, the Input page's
  /// bindings.
  public private(set) var extra: [SettingsPage]

  public init(
    values: SettingsValues, status: DisplayStatus = DisplayStatus(), extra: [SettingsPage] = [],
    page: SettingsPageID? = nil
  ) {
    self.values = values
    self.status = status
    self.extra = extra
    navigation = SettingsPages(pages: values.pages(status, adding: extra), page: page)
  }

  public var isTyping: Bool { navigation.isTyping }

  public mutating func handle(_ input: SettingsInput) -> SettingsScreenOutput {
    var output = SettingsScreenOutput()
    for step in navigation.handle(input) {
      switch step {
      case .click: output.effects.append(.sound(.click))
      case .refused: output.effects.append(.sound(.error))
      case .close: output.closed = true
      case .edit(.activate(.calibrate)): output.effects += [.sound(.click), .calibrate]
      case .edit(let edit):
        // A change clicks; a value already at its limit stays silent.
        if let area = values.apply(edit, status: status) {
          output.effects += [.sound(.click), .changed(values, area)]
        } else if values.pages(status).allSatisfy({ page in
          !page.rows.contains { $0.key == edit.key }
        }) {
          output.effects += [.sound(.click), .edit(edit)]
        }
      }
    }
    rebuild()
    return output
  }

  /// New machine facts (a display plugged in, the frames measured).
  public mutating func update(status: DisplayStatus) {
    guard status != self.status else { return }
    self.status = status
    rebuild()
  }

  /// The platform's rows, built anew after their owner changed them.
  public mutating func update(extra: [SettingsPage]) {
    self.extra = extra
    rebuild()
  }

  /// Values changed elsewhere (the calibration saved an offset).
  public mutating func update(values: SettingsValues) {
    self.values = values
    rebuild()
  }

  private mutating func rebuild() {
    navigation.refresh(values.pages(status, adding: extra))
  }
}

/// What one input did: effects in order, and whether the screen was left.
public struct SettingsScreenOutput: Sendable, Equatable {
  public var effects: [SettingsEffect] = []
  public var closed = false

  public init(effects: [SettingsEffect] = [], closed: Bool = false) {
    self.effects = effects
    self.closed = closed
  }
}
