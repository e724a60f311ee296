/// The dev overlay's state: whether it shows, which field is selected, the number being
/// typed, and the last note. Commands in, candidate values out; the session decides whether
/// a candidate goes in force (`ChapterSession.retune`, `setAudioOffset`), and a refusal
/// comes back through `refused(_:)`.
public struct DevOverlay: Sendable, Equatable {
  /// The line under the fields: what the last edit did, or why it was refused.
  public struct Note: Sendable, Equatable {
    public let text: String
    public let isRefusal: Bool
  }

  public var isVisible: Bool
  /// Index of the selected field in `fields(for:)`.
  public private(set) var selection = 0
  /// The number being typed, nil when not typing.
  public private(set) var typed: String?
  public private(set) var note: Note?
  /// What "reset" goes back to (the offsets' default is none).
  public let defaults: Tuning

  /// The longest number that can be typed, so the text stays in its row.
  static let longestTyped = 16

  /// Opens on the first field of `chapter`'s group when it has one, so the values of the
  /// chapter being played are at hand.
  public init(visible: Bool = false, defaults: Tuning = .defaults, chapter: ChapterID? = nil) {
    isVisible = visible
    self.defaults = defaults
    if let chapter, let group = ChapterCatalog.chapter(chapter)?.overlayGroup {
      selection = TuningField.all(for: defaults).firstIndex { $0.group == group } ?? 0
    }
  }

  public func fields(for tuning: Tuning) -> [TuningField] { TuningField.all(for: tuning) }

  public func selectedField(for tuning: Tuning) -> TuningField? {
    let fields = fields(for: tuning)
    return fields.indices.contains(selection) ? fields[selection] : nil
  }

  /// Applies `command` to the overlay; returns the values to put in force, or nil when the
  /// command changes no value. Hidden, the overlay takes only `.toggle`.
  public mutating func handle(_ command: DevOverlayCommand, values: OverlayValues)
    -> OverlayValues?
  {
    if command == .toggle {
      isVisible.toggle()
      typed = nil
      return nil
    }
    guard isVisible else { return nil }
    let fields = fields(for: values.tuning)
    guard !fields.isEmpty else { return nil }
    selection = min(selection, fields.count - 1)
    let field = fields[selection]
    switch command {
    case .toggle:
      return nil
    case .previousField, .nextField:
      typed = nil
      selection = (selection + (command == .nextField ? 1 : -1) + fields.count) % fields.count
    case .previousGroup, .nextGroup:
      typed = nil
      selection = Self.groupStart(
        in: fields, from: selection, forward: command == .nextGroup)
    case .select(let index):
      typed = nil
      if fields.indices.contains(index) { selection = index }
    case .stepUp(let coarse), .stepDown(let coarse):
      typed = nil
      let steps = { if case .stepUp = command { 1 } else { -1 } }()
      return propose(field.stepping(steps, coarse: coarse, in: values), field: field, from: values)
    case .digit(let digit):
      guard (0...9).contains(digit) else { return nil }
      type("\(digit)")
    case .minus:
      // A minus only leads a number.
      if (typed ?? "").isEmpty { typed = "-" }
    case .point:
      if !(typed ?? "").contains(".") { type((typed ?? "").isEmpty ? "0." : ".") }
    case .backspace:
      if var text = typed, !text.isEmpty {
        text.removeLast()
        typed = text
      }
    case .cancelTyping:
      typed = nil
    case .confirmTyped:
      guard let text = typed else { return nil }
      typed = nil
      guard let value = Double(text), value.isFinite else {
        note = Note(text: "refused: \"\(text)\" is not a number", isRefusal: true)
        return nil
      }
      return propose(field.setting(value, in: values), field: field, from: values)
    case .resetField:
      typed = nil
      let value = field.value(in: OverlayValues(tuning: defaults))
      return propose(field.setting(value, in: values), field: field, from: values)
    case .resetAll:
      // The tuning only: the offsets are the player's, measured for their own devices.
      typed = nil
      guard defaults != values.tuning else { return nil }
      note = Note(text: "every tuning value back to its default", isRefusal: false)
      return OverlayValues(tuning: defaults, offsets: values.offsets)
    }
    return nil
  }

  /// The session refused the last candidate: say why; nothing changed.
  public mutating func refused(_ problems: [String]) {
    note = Note(text: "refused: " + problems.joined(separator: "; "), isRefusal: true)
  }

  /// The suggested audio offset was put in force (from the next judgement) and saved.
  public mutating func audioOffsetApplied(from old: Nanoseconds, to new: Nanoseconds) {
    note = Note(
      text:
        "suggested audio offset \(TuningField.format(old.milliseconds)) -> \(TuningField.format(new.milliseconds)) ms",
      isRefusal: false)
  }

  /// Something the overlay did outside the tuning itself (a profile saved or loaded).
  public mutating func inform(_ text: String) {
    note = Note(text: text, isRefusal: false)
  }

  /// The run judged again under the values in force, shown in the note.
  public mutating func showWhatIf(_ comparison: WhatIfComparison) {
    note = Note(text: comparison.text, isRefusal: false)
  }

  private mutating func type(_ characters: String) {
    let text = (typed ?? "") + characters
    guard text.count <= Self.longestTyped else { return }
    typed = text
  }

  private mutating func propose(
    _ candidate: OverlayValues, field: TuningField, from values: OverlayValues
  ) -> OverlayValues? {
    guard candidate != values else { return nil }
    let unit = field.unit == .count || field.unit == .ratio ? "" : " \(field.unit.rawValue)"
    note = Note(
      text: "\(field.label) \(field.text(in: values)) -> \(field.text(in: candidate))\(unit)",
      isRefusal: false)
    return candidate
  }

  /// The first field of the next (or this or the previous) group, wrapping around.
  static func groupStart(in fields: [TuningField], from index: Int, forward: Bool) -> Int {
    var starts: [Int] = []
    for position in fields.indices
    where position == 0 || fields[position - 1].group != fields[position].group {
      starts.append(position)
    }
    let current = starts.last { $0 <= index } ?? 0
    guard let position = starts.firstIndex(of: current) else { return 0 }
    if forward { return starts[(position + 1) % starts.count] }
    // Back always lands on the previous group's start, so the two keys undo each other.
    return starts[(position - 1 + starts.count) % starts.count]
  }
}
