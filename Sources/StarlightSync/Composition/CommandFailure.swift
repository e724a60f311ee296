import ArgumentParser
import Foundation

/// Reports a user-facing failure as clear lines on stderr and a non-zero exit, never
/// a stack trace.
enum CommandFailure {
  static let exitCode = ExitCode(1)

  static func report(_ lines: [String]) -> ExitCode {
    for line in lines {
      FileHandle.standardError.write(Data("starlight-sync: \(line)\n".utf8))
    }
    return exitCode
  }
}
