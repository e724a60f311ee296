import StarlightCore
import Testing

@testable import StarlightPlatform

/// Issue 35, item 8: the hints name the keys bound now. With lane 1 (of 4) moved from D to
/// Q, the pad's one-lane button from A to Y, and the menus' confirm from Enter to E and up
/// from Up to I (mute from M to U), Chapter 6's and Chapter 1's hints and the footers name the new keys and no
/// longer the old ones; with the defaults they read as they always have.
@Suite struct HintsAfterRebindingTests {
  /// The player's rebinding, made as the Input page makes it.
  static func rebound() throws -> InputBindings {
    var bindings = InputBindings.defaults
    let changes: [(String, BindingTarget)] = [
      ("Q", .lane(BindingSlot(device: .keyboard, laneCount: 4, lane: 0))),
      ("y", .lane(BindingSlot(device: .gamepad, laneCount: 1, lane: 0))),
      ("E", .action(.confirm, .keyboard)),
      ("I", .action(.up, .keyboard)),
      ("U", .action(.mute, .keyboard)),
    ]
    for (key, target) in changes {
      guard case .bound(let next) = bindings.binding(key, to: target) else {
        Issue.record("\(key) was not bound to \(target.label)")
        return bindings
      }
      bindings = next
    }
    return bindings
  }

  /// Chapter 6's view as the game makes it from the player's setup.
  static func finaleView(_ bindings: InputBindings) throws -> FinaleView {
    let setup = ChapterSetup(
      tuning: .defaults, beatMap: nil, bindings: bindings, audioOffset: 0, bots: false)
    return try #require(setup.views(sourceLabel: nil).view(for: .finale) as? FinaleView)
  }

  static func keys(_ hints: [(key: String, action: String)]) -> [String] {
    hints.map(\.key)
  }

  @Test func chapterSixNamesTheLaneKeyBoundNow() throws {
    let view = try Self.finaleView(Self.rebound())
    #expect(view.controlsHint.hasPrefix("Tap RIGHT / Q / any lane key"))
    #expect(!view.controlsHint.contains("/ D /"))
    #expect(view.heldControlsHint.hasPrefix("Hold RIGHT / Q / any lane key"))
    #expect(!view.heldControlsHint.contains("/ D /"))
    #expect(view.keys.playHelp.contains("U: mute"))
    #expect(!view.keys.playHelp.contains("M: mute"))
  }

  @Test func chapterOneNamesThePadButtonBoundNow() throws {
    let view = PowerUpView(sourceLabel: nil, keys: KeyHints(try Self.rebound()))
    #expect(view.controlsHint.contains("/ any lane key / Y / trigger"))
    #expect(!view.controlsHint.contains("/ A /"))
  }

  @Test func footersNameTheMenuKeysBoundNow() throws {
    let keys = KeyHints(try Self.rebound())
    let result = FreePlayResultView(calibration: .defaults, keys: keys)
    #expect(Self.keys(result.hints(leavesGame: false)) == ["I/Down", "E", "Esc"])
    #expect(Self.keys(keys.menuFooter()) == ["I/Down", "E", "Esc"])
    let settings = Self.keys(SettingsPagesView.hints(typing: false, keys: keys))
    #expect(settings.contains("E"))
    #expect(settings.contains("I/Down"))
    #expect(!settings.contains("Enter"))
    #expect(!settings.contains("Up/Down"))
  }

  @Test func theDefaultsReadAsBefore() throws {
    let view = try Self.finaleView(.defaults)
    #expect(
      view.controlsHint
        == "Tap RIGHT / D / any lane key as the ring closes: each heartbeat is a push")
    #expect(
      view.heldControlsHint == "Hold RIGHT / D / any lane key, or tilt the stick / squeeze RT")
    #expect(
      PowerUpView(sourceLabel: nil).controlsHint
        == "Hold SPACE / any lane key / A / trigger - release in the band")
    let result = FreePlayResultView(calibration: .defaults)
    #expect(Self.keys(result.hints(leavesGame: false)) == ["Up/Down", "Enter", "Esc"])
    #expect(result.hints(leavesGame: true).map(\.action) == ["Select", "Confirm", "Quit"])
    #expect(KeyHints.defaults.playHelp == "Esc: pause   F12: screenshot   M: mute")
    #expect(
      Self.keys(SettingsPagesView.hints(typing: false, keys: .defaults)).prefix(4)
        == ["Tab/LB/RB", "Up/Down", "Left/Right", "Enter"])
  }
}
