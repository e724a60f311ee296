import Foundation

/// The XDG base directories for this game: settings under config, progress, replays and
/// screenshots under data, the log of a run started with no terminal under state.
public struct UserDirectories: Sendable {
  public static let applicationName = "starlight-sync"

  public let config: String
  public let data: String
  public let state: String
  /// Where replays are exported: in sight, not under the hidden data folder.
  public let exportsDirectory: String

  public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let home = environment["HOME"] ?? NSHomeDirectory()
    config = Self.resolve(environment["XDG_CONFIG_HOME"], fallback: "\(home)/.config")
    data = Self.resolve(environment["XDG_DATA_HOME"], fallback: "\(home)/.local/share")
    state = Self.resolve(environment["XDG_STATE_HOME"], fallback: "\(home)/.local/state")
    exportsDirectory = "\(home)/StarlightSync/Exports"
  }

  public var settingsFile: String { "\(config)/settings.json" }
  public var tuningFile: String { "\(config)/tuning.json" }
  /// Where a run with no terminal (started from the application menu) logs.
  public var logFile: String { "\(state)/starlight-sync.log" }
  public var replaysDirectory: String { "\(data)/replays" }
  public var screenshotsDirectory: String { "\(data)/screenshots" }
  /// Chapters reached and cleared, best results, failures: the story's save.
  public var progressFile: String { "\(data)/progress.json" }

  /// The XDG spec says relative paths are invalid and must be ignored.
  private static func resolve(_ value: String?, fallback: String) -> String {
    let base = (value?.hasPrefix("/") == true ? value : nil) ?? fallback
    return "\(base)/\(applicationName)"
  }
}
