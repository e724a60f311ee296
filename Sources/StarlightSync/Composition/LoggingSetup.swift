import Foundation
import Logging
import Synchronization

/// Sends swift-log output to stderr: warnings by default, everything with --verbose.
enum LoggingSetup {
  private static let done = Mutex(false)

  static func bootstrap(verbose: Bool) {
    let first = done.withLock { done in
      defer { done = true }
      return !done
    }
    guard first else { return }
    let level: Logger.Level = verbose ? .info : .warning
    LoggingSystem.bootstrap { label in
      var handler = StreamLogHandler.standardError(label: label)
      handler.logLevel = level
      return handler
    }
  }
}
