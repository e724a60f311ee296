import Foundation

/// Reads a whole file, but never more than a limit: a huge file, or a device such as
/// /dev/zero, is refused after reading one byte past the limit instead of filling memory.
public enum BoundedFileReader {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case notFound
    case isDirectory
    case unreadable(String)
    case tooLarge(limit: Int)

    public var description: String {
      switch self {
      case .notFound: "not found"
      case .isDirectory: "is a directory, not a file"
      case .unreadable(let reason): "cannot be read (\(reason))"
      case .tooLarge(let limit): "is larger than \(limit) bytes, the most this game reads"
      }
    }
  }

  public static func read(path: String, limit: Int) -> Result<[UInt8], Failure> {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      return .failure(.notFound)
    }
    guard !isDirectory.boolValue else { return .failure(.isDirectory) }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      return .failure(.unreadable("permission denied or not a regular file"))
    }
    defer { try? handle.close() }
    do {
      let data = try handle.read(upToCount: limit + 1) ?? Data()
      guard data.count <= limit else { return .failure(.tooLarge(limit: limit)) }
      return .success([UInt8](data))
    } catch {
      return .failure(.unreadable(error.localizedDescription))
    }
  }
}
