/// Where a run of the Firewall rules stands.
public enum FirewallOutcome: String, Sendable, Equatable, Codable {
  case playing
  case cleared
  case failed
}
