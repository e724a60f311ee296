/// The six chapters of the story, in story order.
public enum ChapterID: Int, Sendable, Codable, CaseIterable, Comparable {
  case powerUp = 1
  case hearts = 2
  case cipher = 3
  case firewall = 4
  case network = 5
  case finale = 6

  public var number: Int { rawValue }

  public var title: String {
    switch self {
    case .powerUp: "Power-up"
    case .hearts: "Hearts"
    case .cipher: "Cipher"
    case .firewall: "Firewall"
    case .network: "Network"
    case .finale: "Finale"
    }
  }

  /// The line on the chapter's title card: what the player does.
  public var tagline: String {
    switch self {
    case .powerUp: "Hold to charge. Release when the capacitor is full."
    case .hearts: "Steer to collect the drifting hearts."
    case .cipher: "Turn the rings until the line reads the code."
    case .firewall: "Block every threat on the beat."
    case .network: "Link the nodes in the order the signal travels."
    case .finale: "Push the slider to the end against the resistance."
    }
  }

  public static func < (lhs: ChapterID, rhs: ChapterID) -> Bool { lhs.rawValue < rhs.rawValue }
}
