import Foundation
import StarlightCore
import StarlightHaptics

/// Reads an AHAP file named on the command line. Any failure becomes one line naming the file
/// and the problem, and a non-zero exit (`CommandFailure`).
enum AHAPFile {
  static func load(path: String) throws -> HapticPattern {
    switch read(path: path) {
    case .success(let pattern):
      return pattern
    case .failure(let problem):
      throw CommandFailure.report(["\(path): \(problem)"])
    }
  }

  /// The pattern, or what is wrong with the file, in words.
  static func read(path: String) -> Result<HapticPattern, AHAPFileProblem> {
    // The size cap is here, at the file's edge, so it holds whatever parser reads the text.
    let data: Data
    switch BoundedFileReader.read(path: path, limit: AHAPLimits.maxFileBytes) {
    case .success(let bytes): data = Data(bytes)
    case .failure(.notFound): return .failure(AHAPFileProblem("no such file"))
    case .failure(.isDirectory):
      return .failure(AHAPFileProblem("is a directory, not an AHAP file"))
    case .failure(let failure): return .failure(AHAPFileProblem("AHAP file \(failure)"))
    }
    do {
      return .success(try AHAPParser.parse(data))
    } catch {
      return .failure(AHAPFileProblem(error.description))
    }
  }
}

/// Why an AHAP file cannot be used: "Pattern[3].Event: missing Time (line 12, column 7)".
struct AHAPFileProblem: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) {
    self.description = description
  }
}
