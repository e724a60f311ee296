import Foundation
import StarlightCore
import StarlightSupport

/// Named tuning profiles: `tuning-profiles/NAME.json` in the XDG config directory, each in
/// the tuning file's format (any subset of `Tuning`'s keys, laid over the defaults), so a
/// profile can be written by the dev overlay or by hand. Names are letters, digits, '-' and
/// '_' only, so a name is always one plain file in that directory.
///
/// A file that cannot be used is refused with its name and the problem, and left exactly
/// as it is: a profile is the player's own file, often hand-edited, and a fix is theirs to
/// make.
public struct TuningProfiles: Sendable {
  /// A profile refused: the file (or name) and what is wrong, as one line.
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let message: String

    public var description: String { "\(file): \(message)" }
  }

  public static let directoryName = "tuning-profiles"
  public static let fileExtension = "json"
  /// Longer names are refused, so every name fits a file name and a menu row.
  public static let maximumNameLength = 64

  public let directory: String

  /// Removes what interrupted writes left in `directory` (the profiles' temporary files).
  public init(directory: String) {
    self.directory = directory
    AtomicFile.removeLeftovers(in: directory)
  }

  /// The profiles of the player's XDG config directory.
  public init(directories: UserDirectories) {
    self.init(directory: "\(directories.config)/\(Self.directoryName)")
  }

  /// Whether `name` may name a profile: 1 to 64 ASCII letters, digits, '-' or '_'.
  public static func isValidName(_ name: String) -> Bool {
    !name.isEmpty && name.count <= maximumNameLength
      && name.unicodeScalars.allSatisfy {
        $0.isASCII
          && (CharacterSet.alphanumerics.contains($0) || $0 == "-" || $0 == "_")
      }
  }

  /// Where the profile `name` lives (whether or not it exists).
  public func path(for name: String) -> String {
    "\(directory)/\(name).\(Self.fileExtension)"
  }

  /// The profiles there are, sorted; files whose names are not profile names are left out.
  public func names() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    let suffix = ".\(Self.fileExtension)"
    return files.filter { $0.hasSuffix(suffix) }.map { String($0.dropLast(suffix.count)) }
      .filter(Self.isValidName).sorted()
  }

  /// Saves `tuning` as the profile `name`, atomically. Refused: a bad name, unsound values,
  /// or an existing file of that name that cannot be read (it may hold hand edits).
  public func save(_ tuning: Tuning, as name: String) throws(Problem) {
    guard Self.isValidName(name) else { throw Self.badName(name) }
    let file = path(for: name)
    if let broken = TuningFile.problems(in: tuning).first {
      throw Problem(file: file, message: "not saved: \(broken)")
    }
    if FileManager.default.fileExists(atPath: file) {
      do {
        _ = try read(file)
      } catch {
        throw Problem(
          file: file,
          message: "not replaced, it cannot be read (\(error.message)); fix or delete it first")
      }
    }
    do {
      try AtomicFile.write(TuningFile.encode(tuning), to: file)
    } catch {
      throw Problem(file: file, message: "could not be written (\(error.plainReason))")
    }
  }

  /// The tuning of a profile: a NAME from this directory, or a path to a .json file (any
  /// argument with a '/' or ending in ".json" is a path).
  public func load(_ nameOrPath: String) throws(Problem) -> Tuning {
    let isPath = nameOrPath.contains("/") || nameOrPath.hasSuffix(".\(Self.fileExtension)")
    if isPath { return try read(nameOrPath) }
    guard Self.isValidName(nameOrPath) else { throw Self.badName(nameOrPath) }
    let file = path(for: nameOrPath)
    guard FileManager.default.fileExists(atPath: file) else {
      let known = names()
      let list = known.isEmpty ? "there are none" : "there are: \(known.joined(separator: ", "))"
      throw Problem(file: file, message: "no tuning profile '\(nameOrPath)' (\(list))")
    }
    return try read(file)
  }

  private func read(_ file: String) throws(Problem) -> Tuning {
    // The shared edge: a FIFO named as a profile is refused at once instead of blocking.
    let data: [UInt8]
    switch BoundedFileReader.read(path: file, limit: TuningStore.maxFileBytes) {
    case .success(let read): data = read
    case .failure(.notFound): throw Problem(file: file, message: "no such file")
    case .failure(let failure): throw Problem(file: file, message: "\(failure)")
    }
    do {
      return try TuningFile.decode(data)
    } catch {
      throw Problem(file: file, message: error.message)
    }
  }

  private static func badName(_ name: String) -> Problem {
    Problem(
      file: name,
      message:
        "not a profile name (1 to \(maximumNameLength) letters, digits, '-' or '_'), nor a path to a .json file"
    )
  }
}
