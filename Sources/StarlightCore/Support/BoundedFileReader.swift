import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The one way the game reads a file the user gave it: only a regular file, never more than
/// a limit. A FIFO, device, socket or directory is refused at once (opening a FIFO for
/// reading would block until a writer came, for ever), and a huge file is refused from its
/// size before anything is read, so memory stays bounded by the limit.
public enum BoundedFileReader {
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case notFound
    case isDirectory
    /// A FIFO, a device or a socket: named by kind.
    case notRegularFile(String)
    case unreadable(String)
    case tooLarge(limit: Int)

    public var description: String {
      switch self {
      case .notFound: "not found"
      case .isDirectory: "is a directory, not a file"
      case .notRegularFile(let kind): "is \(kind), not a regular file"
      case .unreadable(let reason): "cannot be read (\(reason))"
      case .tooLarge(let limit): "is larger than \(limit) bytes, the most this game reads"
      }
    }
  }

  /// Bytes asked of the system per read call.
  private static let chunkBytes = 1 << 20

  public static func read(path: String, limit: Int) -> Result<[UInt8], Failure> {
    // Non-blocking, so that even a FIFO swapped in after a check cannot hang the open.
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(openFailure(path: path, code: errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(.unreadable(String(cString: strerror(errno))))
    }
    if let failure = typeFailure(mode: status.st_mode) { return .failure(failure) }
    guard Int(status.st_size) <= limit else { return .failure(.tooLarge(limit: limit)) }
    // The size is checked again while reading: a file that grows meanwhile is still capped.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(status.st_size))
    var chunk = [UInt8](repeating: 0, count: min(chunkBytes, limit + 1))
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(.unreadable(String(cString: strerror(errno))))
      }
      if count == 0 { return .success(bytes) }
      bytes.append(contentsOf: chunk[0..<count])
      if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
    }
  }

  /// A file's first and last `edge` bytes and its size, with the same checks as `read`; a
  /// file of at most twice `edge` comes whole in `head`, with `tail` nil.
  public static func readEnds(path: String, limit: Int, edge: Int)
    -> Result<(head: [UInt8], tail: [UInt8]?, size: Int), Failure>
  {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(openFailure(path: path, code: errno)) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      return .failure(.unreadable(String(cString: strerror(errno))))
    }
    if let failure = typeFailure(mode: status.st_mode) { return .failure(failure) }
    let size = Int(status.st_size)
    guard size > 2 * edge else {
      return read(path: path, limit: limit).map { (head: $0, tail: nil, size: $0.count) }
    }
    guard size <= limit else { return .failure(.tooLarge(limit: limit)) }
    guard let head = readFully(descriptor, count: edge, at: 0),
      let tail = readFully(descriptor, count: edge, at: size - edge)
    else { return .failure(.unreadable(String(cString: strerror(errno)))) }
    return .success((head: head, tail: tail, size: size))
  }

  /// `count` bytes at `offset` (fewer at the end of the file), or nil on an error.
  private static func readFully(_ descriptor: Int32, count: Int, at offset: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var filled = 0
    while filled < count {
      let got = bytes.withUnsafeMutableBytes {
        pread(
          descriptor, $0.baseAddress.map { $0 + filled }, count - filled, off_t(offset + filled))
      }
      if got < 0 && errno == EINTR { continue }
      guard got >= 0 else { return nil }
      if got == 0 { break }
      filled += got
    }
    return Array(bytes.prefix(filled))
  }

  /// Whether `path` names a regular file, without opening it (for paths only checked, such
  /// as an output's place); nil when it is one or does not exist.
  public static func specialFileKind(atPath path: String) -> Failure? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return typeFailure(mode: status.st_mode)
  }

  private static func typeFailure(mode: mode_t) -> Failure? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: .isDirectory
    case S_IFIFO: .notRegularFile("a FIFO (named pipe)")
    case S_IFCHR, S_IFBLK: .notRegularFile("a device")
    case S_IFSOCK: .notRegularFile("a socket")
    default: .notRegularFile("a special file")
    }
  }

  private static func openFailure(path: String, code: Int32) -> Failure {
    switch code {
    case ENOENT, ENOTDIR: .notFound
    case EISDIR: .isDirectory
    case ENXIO: .notRegularFile("a FIFO (named pipe) or socket")
    default: .unreadable(String(cString: strerror(code)))
    }
  }
}
