import StarlightCore

/// The selected chart's offset (F4 on the song list): Left/Right step it by 1 ms, Up/Down
/// by 10 ms, digits and a minus type it, Enter keeps it in the library, Esc drops the
/// change. It is added to the global audio offset whenever that chart is played.
extension FreePlayScene {
  /// F4: the selected chart's offset, to change.
  func openOffsetEditor(now: Nanoseconds) {
    guard let entry = list.selected else { return }
    offsetEditor = ChartOffsetEditor(
      chartHash: entry.chartHash, offset: chartOffsets[entry.chartHash] ?? 0)
    click(now: now)
  }

  func handleOffset(_ command: MenuCommand, now: Nanoseconds) {
    guard var editor = offsetEditor else { return }
    switch command {
    case .left, .right:
      editor.step(by: command == .right ? 1 : -1, coarse: false)
    case .up, .down:
      editor.step(by: command == .up ? 1 : -1, coarse: true)
    case .confirm:
      guard editor.confirm() else {
        offsetEditor = editor
        interpreter.apply(.sound(.error, at: nil), now: now)
        return
      }
      keep(editor, now: now)
      return
    case .back, .pause:
      offsetEditor = nil
      click(now: now)
      return
    }
    offsetEditor = editor
    click(now: now)
  }

  func editOffset(_ edit: TextEdit) {
    guard var editor = offsetEditor else { return }
    switch edit {
    case .insert(let text): editor.type(text)
    case .deleteBackward: editor.deleteBackward()
    case .nextJudge, .nextStepsType, .chartOffset, .openSettings, .songFolders, .replays: return
    }
    offsetEditor = editor
  }

  /// The value saved in the library and used from the chart's next run; a library that
  /// cannot keep it says why on the list (the value still applies until Free Play closes).
  private func keep(_ editor: ChartOffsetEditor, now: Nanoseconds) {
    offsetEditor = nil
    chartOffsets[editor.chartHash] = editor.offset == 0 ? nil : editor.offset
    if let reason = library.setOffset(editor.chartHash, editor.offset) {
      message = (["The chart's offset could not be saved: \(reason)."], true)
      interpreter.apply(.sound(.error, at: nil), now: now)
    } else {
      click(now: now)
    }
  }
}
