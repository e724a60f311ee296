import StarlightCore
import Testing

/// The Free Play per-chart offset as it is changed: steps, typing, the limits.
@Suite struct ChartOffsetEditorTests {
  @Test("Left/Right step 1 ms, Up/Down 10 ms, within the limits")
  func steps() {
    var editor = ChartOffsetEditor(chartHash: "c", offset: .milliseconds(5))
    editor.step(by: 1, coarse: false)
    #expect(editor.milliseconds == 6)
    editor.step(by: -2, coarse: true)
    #expect(editor.milliseconds == -14)
    editor.step(by: 500, coarse: true)
    #expect(editor.offset == ChartOffsetEditor.limit)
  }

  @Test("a typed value is taken on Enter; one beyond the limits is refused with them")
  func typing() {
    var editor = ChartOffsetEditor(chartHash: "c", offset: 0)
    editor.type("-2x3")
    #expect(editor.typed == "-23")
    let taken1 = editor.confirm()
    #expect(taken1)
    #expect(editor.offset == .milliseconds(-23))
    editor.type("1500")
    let taken2 = editor.confirm()
    #expect(!taken2)
    #expect(editor.offset == .milliseconds(-23))
    #expect(editor.refusal == "1500 ms refused: -1000 to 1000 ms only")
    editor.type("7")
    editor.deleteBackward()
    editor.type("9")
    let taken3 = editor.confirm()
    #expect(taken3)
    #expect(editor.milliseconds == 9)
    #expect(ChartOffsetEditor.label(.milliseconds(9)) == "+9 ms")
  }
}
