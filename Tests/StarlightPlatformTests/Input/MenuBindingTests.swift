import CSDL2
import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The menus' and play's actions bound like lanes (issue 22): a key two actions of one
/// screen would share, or that play reads as a lane and as pause, mute, the cover or a
/// screenshot, is a conflict; the same key as a menu move and a lane is not (one is read on
/// menus, the other in play). Confirming swaps two of a kind, takes the key otherwise, and
/// refuses to leave a lane or a menu move without a key. Esc, F1 and the pad's Start and
/// Back are never bound.
@Suite struct MenuBindingTests {
  let up = BindingTarget.action(.up, .keyboard)
  let down = BindingTarget.action(.down, .keyboard)
  let lane1of4 = BindingTarget.lane(BindingSlot(device: .keyboard, laneCount: 4, lane: 0))

  @Test("the defaults bind no key twice where it is read")
  func defaultsClashNowhere() {
    for device in BindingSlot.Device.allCases {
      for target in InputBindings.targets(on: device) {
        for name in InputBindings.defaults.names(target) {
          #expect(
            InputBindings.defaults.holders(of: name, clashingWith: target).isEmpty,
            "\(name) of \(target.label) on the \(device)")
        }
      }
    }
  }

  @Test("two menu moves on one key are a conflict; confirmed, they swap")
  func menuAgainstMenu() throws {
    #expect(InputBindings.defaults.binding("s", to: up) == .conflict(key: "s", holders: [down]))
    let swapped = try #require(BindingEditingTests.swapped("S", to: up))
    #expect(swapped.names(up) == ["S", "W"])
    #expect(swapped.names(down) == ["Down", "Up"])
  }

  @Test("a menu key may play a lane: menus and play are read apart")
  func menuBesideLane() {
    guard case .bound(let bound) = InputBindings.defaults.binding("J", to: up) else {
      Issue.record("J plays lanes only in play")
      return
    }
    #expect(bound.names(up) == ["J", "W"])
    #expect(bound.keyboardLanes(laneCount: 4)[2] == ["J", "Up"])
  }

  @Test("a lane key that play reads as mute is asked about; confirmed, mute loses it")
  func laneAgainstMute() {
    let mute = BindingTarget.action(.mute, .keyboard)
    #expect(
      InputBindings.defaults.binding("M", to: lane1of4) == .conflict(key: "M", holders: [mute]))
    guard case .taken(let taken, let from) = InputBindings.defaults.confirming("M", to: lane1of4)
    else {
      Issue.record("mute may go without a key")
      return
    }
    #expect(from == [mute])
    #expect(taken.names(lane1of4) == ["M", "Left"])
    #expect(taken.names(mute).isEmpty)
  }

  @Test(
    "pause on a key lanes of several counts play: named, then refused, as a lane would lose its only key"
  )
  func pauseAgainstLanes() {
    let pause = BindingTarget.action(.pause, .keyboard)
    guard case .conflict(_, let holders) = InputBindings.defaults.binding("D", to: pause) else {
      Issue.record("D plays lanes in play")
      return
    }
    #expect(holders.contains(lane1of4))
    #expect(holders.count == 7, "lane counts 4 to 10 play D")
    #expect(
      InputBindings.defaults.confirming("D", to: pause)
        == .refused(holder: .lane(BindingSlot(device: .keyboard, laneCount: 5, lane: 0))))
  }

  @Test("a pad action with no button cannot swap a menu move's only button away")
  func padMoveKeepsItsButton() {
    var bindings = InputBindings.defaults
    bindings.menuGamepad[MenuAction.previousPage.rawValue] = []
    let confirm = BindingTarget.action(.confirm, .gamepad)
    #expect(
      bindings.confirming("a", to: .action(.previousPage, .gamepad)) == .refused(holder: confirm))
  }

  @Test("reset puts an action's defaults back, taking them from what has them now")
  func resetAction() throws {
    let swapped = try #require(BindingEditingTests.swapped("S", to: up))
    let reset = swapped.resetting(down)
    #expect(reset.bindings.names(down) == ["Down", "S"])
    #expect(reset.takenFrom == [up])
    #expect(reset.bindings.resetting(up).bindings == .defaults)
  }

  @Test("Esc, F1 and the pad's Start and Back are refused with why; another key still binds")
  func fixedKeys() {
    var rebinder = Rebinder(bindings: .defaults)
    rebinder.begin(up)
    for fixed in [InputPress.key("F1"), .key("Escape"), .button("start"), .button("back")] {
      let changed = rebinder.press(fixed)
      #expect(!changed)
      #expect(rebinder.isCapturing)
      #expect(rebinder.message?.hasPrefix("\(fixed.name) is not bound: ") == true)
    }
    #expect(rebinder.bindings == .defaults)
    let bound = rebinder.press(.key("I"))
    #expect(bound)
    #expect(rebinder.bindings.names(up) == ["I", "W"])
    #expect(rebinder.message == "I does Menu up.")
  }

  @Test("a file from before menus were bound keeps its lanes and gets the default menu keys")
  func olderFile() throws {
    let json = #"{"keyboard": {"4": [["Q"], ["W"], ["O"], ["P"]]}, "gamepad": {}}"#
    let decoded = try JSONDecoder().decode(InputBindings.self, from: Data(json.utf8))
    #expect(decoded.keyboardLanes(laneCount: 4)[0] == ["Q"])
    #expect(decoded.names(up) == ["Up", "W"])
    #expect(decoded.menuKeyboard == InputBindings.defaultMenuKeyboard)
    var rebound = decoded
    rebound.menuKeyboard[MenuAction.pause.rawValue] = ["Pause"]
    let again = try JSONDecoder().decode(
      InputBindings.self, from: JSONEncoder().encode(rebound))
    #expect(again == rebound)
  }
}

/// SDL's events read through the bound keys: a menu move rebound is read at once, where it
/// is read (menus, not play); Esc stays back and pause; Shift with the next page's key
/// turns back; in a search field a key that types nothing does what it is bound to.
@Suite struct MenuKeyMapTests {
  static func key(_ scancode: SDL_Scancode, shift: Bool = false) -> SDL_Event {
    DevOverlayKeyMapTests.key(scancode, shift: shift)
  }

  static func rebound(_ action: MenuAction, to name: String) -> MenuKeyMap {
    var bindings = InputBindings.defaults
    bindings.menuKeyboard[action.rawValue] = [name]
    return MenuKeyMap(bindings)
  }

  @Test("the defaults read as the game always did")
  func defaults() {
    let cases: [(SDL_Scancode, Bool, PlatformEvent?)] = [
      (SDL_SCANCODE_UP, false, .menu(.up)), (SDL_SCANCODE_S, false, .menu(.down)),
      (SDL_SCANCODE_RETURN, false, .menu(.confirm)), (SDL_SCANCODE_SPACE, false, .menu(.confirm)),
      (SDL_SCANCODE_BACKSPACE, false, .menu(.back)), (SDL_SCANCODE_ESCAPE, false, .menu(.back)),
      (SDL_SCANCODE_TAB, false, .page(1)), (SDL_SCANCODE_PAGEUP, false, .page(-1)),
      (SDL_SCANCODE_M, false, .toggleMute), (SDL_SCANCODE_F12, false, .screenshot),
      (SDL_SCANCODE_P, false, nil), (SDL_SCANCODE_P, true, .menu(.pause)),
      (SDL_SCANCODE_ESCAPE, true, .menu(.pause)), (SDL_SCANCODE_UP, true, nil),
      (SDL_SCANCODE_LEFTBRACKET, true, .overlay(.laneCover(steps: -1))),
      (SDL_SCANCODE_RIGHTBRACKET, true, .overlay(.laneCover(steps: 1))),
      (SDL_SCANCODE_M, true, .toggleMute),
    ]
    for (scancode, gameplay, expected) in cases {
      #expect(
        SDLKeyMap.event(for: Self.key(scancode), gameplay: gameplay) == expected,
        "\(scancode.rawValue) in \(gameplay ? "play" : "menus")")
    }
    #expect(
      SDLKeyMap.event(for: Self.key(SDL_SCANCODE_TAB, shift: true), gameplay: false) == .page(-1))
  }

  @Test("Menu down rebound to K: K moves down on menus, not in play; S no longer does")
  func rebound() {
    let keys = Self.rebound(.down, to: "K")
    #expect(
      SDLKeyMap.event(for: Self.key(SDL_SCANCODE_K), gameplay: false, menuKeys: keys)
        == .menu(.down))
    #expect(SDLKeyMap.event(for: Self.key(SDL_SCANCODE_K), gameplay: true, menuKeys: keys) == nil)
    #expect(SDLKeyMap.event(for: Self.key(SDL_SCANCODE_S), gameplay: false, menuKeys: keys) == nil)
    let pause = Self.rebound(.pause, to: "Pause")
    #expect(
      SDLKeyMap.event(for: Self.key(SDL_SCANCODE_PAUSE), gameplay: true, menuKeys: pause)
        == .menu(.pause))
    #expect(
      SDLKeyMap.event(for: Self.key(SDL_SCANCODE_ESCAPE), gameplay: true, menuKeys: pause)
        == .menu(.pause))
  }

  @Test("pad buttons: rebound confirm, Start and Back fixed")
  func pad() {
    var bindings = InputBindings.defaults
    bindings.menuGamepad[MenuAction.confirm.rawValue] = ["x"]
    let keys = MenuKeyMap(bindings)
    #expect(keys.event(button: "x", gameplay: false) == .menu(.confirm))
    #expect(keys.event(button: "a", gameplay: false) == nil)
    #expect(keys.event(button: "start", gameplay: true) == .menu(.pause))
    #expect(keys.event(button: "back", gameplay: false) == .menu(.back))
  }

  @Test("in a search field a key that types nothing does its action; a letter only types")
  func typing() {
    let keys = Self.rebound(.confirm, to: "Insert")
    #expect(
      SDLKeyMap.typingEvent(for: Self.key(SDL_SCANCODE_INSERT), menuKeys: keys) == .menu(.confirm))
    #expect(
      SDLKeyMap.typingEvent(for: Self.key(SDL_SCANCODE_RETURN), menuKeys: keys) == .menu(.confirm))
    var letter = Self.key(SDL_SCANCODE_M)
    letter.key.keysym.sym = SDL_Keycode(Character("m").asciiValue ?? 0)
    #expect(SDLKeyMap.typingEvent(for: letter) == nil, "M types, it does not mute")
    #expect(SDLKeyMap.typingEvent(for: Self.key(SDL_SCANCODE_F12)) == .screenshot)
  }

  @Test("the capture reads F12 as a key to bind; Esc still cancels")
  func capture() {
    #expect(SDLKeyMap.captureEvent(for: Self.key(SDL_SCANCODE_F12)) == .press(.key("F12")))
    #expect(SDLKeyMap.captureEvent(for: Self.key(SDL_SCANCODE_ESCAPE)) == .menu(.back))
  }
}

/// The Input page's menu keys are more rows than the panel holds above the footer: the rows
/// shown follow the selection; a page that fits shows them all.
@Suite struct SettingsRowWindowTests {
  @Test func rowsShownFollowTheSelection() {
    let shown = SettingsStyle.visibleRows
    #expect(SettingsPagesView.visibleRows(count: shown, selected: shown - 1) == 0..<shown)
    #expect(SettingsPagesView.visibleRows(count: shown + 2, selected: 0) == 0..<shown)
    #expect(SettingsPagesView.visibleRows(count: shown + 2, selected: shown + 1) == 2..<(shown + 2))
    let middle = SettingsPagesView.visibleRows(count: 40, selected: 20)
    #expect(middle.contains(20) && middle.count == shown)
  }
}

/// `bindings` in `settings.json` read part by part: a menu part written wrong is named and
/// costs only itself; the player's lanes stay.
@Suite struct BindingsDecodingTests {
  @Test func aWrongMenuPartKeepsTheLanes() throws {
    let json = #"""
      {"bindings": {"keyboard": {"4": [["Q"], ["W"], ["O"], ["P"]]}, "gamepad": {},
        "menuKeyboard": "oops", "menuGamepad": {"jump": ["a"], "confirm": ["x"]}}}
      """#
    let decoded = try SettingsDecoding.decode(Array(json.utf8))
    let bindings = decoded.settings.bindings
    #expect(bindings.keyboardLanes(laneCount: 4)[0] == ["Q"])
    #expect(bindings.menuKeyboard == InputBindings.defaultMenuKeyboard)
    #expect(bindings.names(of: .confirm, on: .gamepad) == ["x"])
    #expect(bindings.menuGamepad["jump"] == nil)
    #expect(
      decoded.problems == [
        "bindings.menuKeyboard: \"oops\" is not a value of the right type; using the default",
        "bindings.menuGamepad: 'jump' is no action; ignored",
      ])
  }

  @Test func bindingsThatAreNoObjectAreSaidAndDefault() throws {
    let decoded = try SettingsDecoding.decode(Array(#"{"bindings": 3}"#.utf8))
    #expect(decoded.settings.bindings == .defaults)
    #expect(decoded.problems == ["bindings: 3 is not a bindings object; using the default"])
  }
}
