import StarlightCore

extension Color {
  /// A judge's tier colour.
  init(_ colour: TierColour) {
    self.init(colour.red, colour.green, colour.blue)
  }
}
