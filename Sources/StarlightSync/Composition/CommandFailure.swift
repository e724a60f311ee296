import ArgumentParser
import Foundation
import StarlightCore

/// Reports a user-facing failure as clear lines on stderr and a non-zero exit, never
/// a stack trace: at most `MessageLimit.maxLines` lines ("and N more"), each printable.
enum CommandFailure {
  static let exitCode = ExitCode(1)

  static func report(_ lines: [String]) -> ExitCode {
    for line in MessageLimit.bounded(lines) {
      FileHandle.standardError.write(Data("starlight-sync: \(line)\n".utf8))
    }
    return exitCode
  }
}
