/// Chapter 4's colours for the note kinds beyond taps and holds (which keep `Palette`'s
/// threat red): rolls amber and striped, mines a dark spiked grey around a red eye (a threat
/// to let through), lifts a green upward chevron (judged as the lane comes up), fakes a faint
/// outline of a threat. Also the lane cover (the lanes' own dark, opaque) and the combo
/// drawn in the lanes (the HUD's accent, see-through so notes read through it).
enum FirewallKindPalette {
  static let laneCover = Color(12, 15, 32)
  static let fieldCombo = Color(255, 210, 90, 150)
  static let roll = Color(255, 170, 60)
  static let rollCore = Color(255, 230, 180)
  static let rollBody = Color(255, 170, 60, 140)
  static let rollStripe = Color(255, 230, 180, 200)
  static let heldRollBody = Color(255, 200, 120, 220)
  static let mineSpikes = Color(150, 156, 176)
  static let mineBody = Color(40, 42, 56)
  static let mineEye = Color(255, 50, 60)
  static let lift = Color(110, 240, 150)
  static let liftCore = Color(210, 255, 225)
  static let fake = Color(255, 80, 110, 70)
  static let fakeBody = Color(255, 80, 110, 40)
}
