import Foundation

extension SettingsDecoding {
  /// `bindings` part by part (`keyboard`, `gamepad`, `menuKeyboard`, `menuGamepad`): a part
  /// written wrong costs only itself, so a mistyped menu key never takes the player's lanes
  /// with it (the next save would have written the defaults over them). A menu action the
  /// game does not know is named and dropped.
  static func readBindings(_ reader: inout KeyReader) -> InputBindings {
    let defaults = InputBindings.defaults
    guard let object = reader.object["bindings"] as? [String: Any] else {
      // Absent, or not an object at all: the whole-value read says which.
      return reader.value("bindings", default: defaults)
    }
    var parts = KeyReader(object: object)
    var bindings = InputBindings(
      keyboard: parts.value("keyboard", default: defaults.keyboard),
      gamepad: parts.value("gamepad", default: defaults.gamepad),
      menuKeyboard: parts.value("menuKeyboard", default: defaults.menuKeyboard),
      menuGamepad: parts.value("menuGamepad", default: defaults.menuGamepad))
    for (part, actions) in [
      ("menuKeyboard", \InputBindings.menuKeyboard), ("menuGamepad", \InputBindings.menuGamepad),
    ] {
      for name in bindings[keyPath: actions].keys.sorted() where MenuAction(rawValue: name) == nil {
        parts.problems.append("\(part): '\(name)' is no action; ignored")
        bindings[keyPath: actions][name] = nil
      }
    }
    reader.problems += parts.problems.map { "bindings." + $0 }
    return bindings
  }
}
