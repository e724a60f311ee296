import CEvdev

/// A keyboard's evdev key codes as SDL's key names (lowercased), the names the keyboard
/// bindings in the settings use: the keys a lane can be bound to.
enum EvdevKeyNames {
  static let names: [UInt16: String] = {
    var table: [UInt16: String] = [:]
    let letters: [(Int32, String)] = [
      (KEY_A, "a"), (KEY_B, "b"), (KEY_C, "c"), (KEY_D, "d"), (KEY_E, "e"), (KEY_F, "f"),
      (KEY_G, "g"), (KEY_H, "h"), (KEY_I, "i"), (KEY_J, "j"), (KEY_K, "k"), (KEY_L, "l"),
      (KEY_M, "m"), (KEY_N, "n"), (KEY_O, "o"), (KEY_P, "p"), (KEY_Q, "q"), (KEY_R, "r"),
      (KEY_S, "s"), (KEY_T, "t"), (KEY_U, "u"), (KEY_V, "v"), (KEY_W, "w"), (KEY_X, "x"),
      (KEY_Y, "y"), (KEY_Z, "z"),
    ]
    let others: [(Int32, String)] = [
      (KEY_1, "1"), (KEY_2, "2"), (KEY_3, "3"), (KEY_4, "4"), (KEY_5, "5"), (KEY_6, "6"),
      (KEY_7, "7"), (KEY_8, "8"), (KEY_9, "9"), (KEY_0, "0"), (KEY_SPACE, "space"),
      (KEY_LEFT, "left"), (KEY_RIGHT, "right"), (KEY_UP, "up"), (KEY_DOWN, "down"),
      (KEY_SEMICOLON, ";"), (KEY_COMMA, ","), (KEY_DOT, "."), (KEY_SLASH, "/"),
      (KEY_APOSTROPHE, "'"), (KEY_LEFTBRACE, "["), (KEY_RIGHTBRACE, "]"),
      (KEY_ENTER, "return"), (KEY_TAB, "tab"), (KEY_LEFTSHIFT, "left shift"),
      (KEY_RIGHTSHIFT, "right shift"), (KEY_LEFTCTRL, "left ctrl"), (KEY_RIGHTCTRL, "right ctrl"),
      (KEY_LEFTALT, "left alt"), (KEY_RIGHTALT, "right alt"),
    ]
    for (code, name) in letters + others { table[UInt16(code)] = name }
    return table
  }()
}
