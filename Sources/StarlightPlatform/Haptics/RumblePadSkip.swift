/// Why a connected device is not used for rumble.
enum RumblePadSkip: Error, CustomStringConvertible {
  case notAGameController
  case cannotOpen(String)
  case noRumble(String)

  var description: String {
    switch self {
    case .notAGameController: return "not a game controller"
    case .cannotOpen(let message): return "cannot be opened: \(message)"
    case .noRumble(let name): return "\(name) has no rumble motors"
    }
  }
}
