import Foundation

/// The XDG base directories for this game: settings under config, replays and
/// screenshots under data.
public struct UserDirectories: Sendable {
  public static let applicationName = "starlight-sync"

  public let config: String
  public let data: String

  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let home = environment["HOME"] ?? NSHomeDirectory()
    config = Self.resolve(environment["XDG_CONFIG_HOME"], fallback: "\(home)/.config")
    data = Self.resolve(environment["XDG_DATA_HOME"], fallback: "\(home)/.local/share")
  }

  public var settingsFile: String { "\(config)/settings.json" }
  public var tuningFile: String { "\(config)/tuning.json" }
  public var progressFile: String { "\(data)/progress.json" }
  public var replaysDirectory: String { "\(data)/replays" }
  public var screenshotsDirectory: String { "\(data)/screenshots" }

  /// The XDG spec says relative paths are invalid and must be ignored.
  private static func resolve(_ value: String?, fallback: String) -> String {
    let base = (value?.hasPrefix("/") == true ? value : nil) ?? fallback
    return "\(base)/\(applicationName)"
  }
}
