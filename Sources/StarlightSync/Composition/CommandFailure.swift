import ArgumentParser
import Foundation
import StarlightCore

/// Reports a user-facing failure as clear lines on stderr (each once) and a non-zero exit,
/// never a stack trace: at most `MessageLimit.maxLines` lines ("and N more"), each printable.
enum CommandFailure {
  static let exitCode = ExitCode(1)

  static func report(_ lines: [String]) -> ExitCode {
    for line in printed(lines) {
      FileHandle.standardError.write(Data("starlight-sync: \(line)\n".utf8))
    }
    return exitCode
  }

  /// The lines as printed: the same problem found by several charts of one file (each
  /// missing the same audio) said once, problems of one kind grouped, and at most
  /// `MessageLimit.maxLines`.
  static func printed(_ lines: [String]) -> [String] {
    MessageLimit.grouped(lines)
  }
}
