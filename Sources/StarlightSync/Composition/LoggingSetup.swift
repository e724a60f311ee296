import Foundation
import Logging
import StarlightPlatform
import Synchronization

/// Sends swift-log output to stderr: warnings by default, everything with --verbose. Started
/// with no terminal (from the application menu, where stderr goes nowhere a player sees),
/// the game also logs, from info up, to `$XDG_STATE_HOME/starlight-sync/starlight-sync.log`.
enum LoggingSetup {
  private static let done = Mutex(false)

  static func bootstrap(verbose: Bool) {
    let first = done.withLock { done in
      defer { done = true }
      return !done
    }
    guard first else { return }
    let level: Logger.Level = verbose ? .info : .warning
    let file = hasTerminal ? nil : LogFileStream(path: UserDirectories().logFile)
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      guard let file else { return handler }
      var fileHandler = StreamLogHandler(label: label, stream: file)
      fileHandler.logLevel = min(level, .info)
      return MultiplexLogHandler([handler, fileHandler])
    }
  }

  /// Whether the game was started from a terminal: stdin or stderr is one.
  static var hasTerminal: Bool {
    isatty(STDIN_FILENO) == 1 || isatty(STDERR_FILENO) == 1
  }
}
