import StarlightCore
import Testing

@testable import StarlightPlatform

/// What the calibration screen reads out, and which keys do what there.
@Suite("Calibration screen text and keys")
struct CalibrationViewTextTests {
  @Test(
    "the estimate reads as signed milliseconds with its 95 % confidence",
    arguments: [
      (Nanoseconds(23_400_000), Nanoseconds(2_100_000), "+23.4 ms ±2.1 ms (95 %)"),
      (-5_049_000, 800_000, "-5.0 ms ±0.8 ms (95 %)"),
      (0, 0, "+0.0 ms ±0.0 ms (95 %)"),
    ])
  func reading(value: Nanoseconds, confidence: Nanoseconds, text: String) {
    #expect(CalibrationView.reading(value, confidence: confidence) == text)
  }

  @Test("Space and the lane keys press; Enter, Tab and Backspace stay commands even if bound")
  func controls() {
    var bindings = InputBindings.defaults
    bindings.keyboard["4"] = [["D", "Tab"], ["F"], ["J", "Return"], ["K"]]
    guard case .gameplay(let keyboard, let gamepad) = CalibrationScene.controls(bindings) else {
      Issue.record("the calibration screen reads stamped keys")
      return
    }
    #expect(keyboard.count == CalibrationScene.Control.allCases.count)
    #expect(keyboard[0] == ["Space", "D", "F", "J", "K"])
    #expect(keyboard[1] == ["Return", "Keypad Enter"])
    #expect(keyboard[2] == ["Tab"])
    #expect(keyboard[3] == ["Backspace"])
    #expect(gamepad[0] == ["a"])
  }
}
