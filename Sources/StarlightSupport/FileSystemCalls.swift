import Foundation

/// The system calls an atomic write makes, behind a protocol so that a test can record them
/// (and see the flushes that no test could otherwise observe: a power cut is not
/// something a test can make). Each returns nil on success, else the errno.
public protocol FileSystemCalls: Sendable {
  /// mkstemp(3): makes and opens a new file from `template` (ending in XXXXXX); returns
  /// the descriptor and the name made, or the errno.
  func makeTemporary(_ template: String) -> Result<(descriptor: Int32, path: String), Errno>
  /// write(2) of every byte, retrying short writes and interruptions.
  func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Errno?
  func setMode(_ mode: mode_t, of descriptor: Int32) -> Errno?
  /// fsync(2): the file's data and metadata on the disk before this returns.
  func flush(_ descriptor: Int32) -> Errno?
  func close(_ descriptor: Int32)
  func rename(_ from: String, to: String) -> Errno?
  func unlink(_ path: String)
  /// open(2) of a folder, read-only, so that it can be flushed (its entries: a rename).
  func openFolder(_ path: String) -> Result<Int32, Errno>
}

/// An errno value, so that `Result` can carry it.
public struct Errno: Error, Sendable, Equatable {
  public let code: Int32

  public init(_ code: Int32) {
    self.code = code
  }
}

/// The real calls.
public struct POSIXFileSystem: FileSystemCalls {
  public init() {}

  public func makeTemporary(_ template: String) -> Result<(descriptor: Int32, path: String), Errno>
  {
    var bytes = Array(template.utf8CString)
    let descriptor = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
      guard let base = buffer.baseAddress else { return -1 }
      return mkstemp(base)
    }
    guard descriptor >= 0 else { return .failure(Errno(errno)) }
    let path = String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return .success((descriptor, path))
  }

  public func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Errno? {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        guard let base = buffer.baseAddress else { return Errno(EFAULT) }
        let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return Errno(errno)
        }
        offset += written
      }
      return nil
    }
  }

  public func setMode(_ mode: mode_t, of descriptor: Int32) -> Errno? {
    fchmod(descriptor, mode) == 0 ? nil : Errno(errno)
  }

  public func flush(_ descriptor: Int32) -> Errno? {
    fsync(descriptor) == 0 ? nil : Errno(errno)
  }

  public func close(_ descriptor: Int32) {
    _ = Foundation.close(descriptor)
  }

  public func rename(_ from: String, to: String) -> Errno? {
    Foundation.rename(from, to) == 0 ? nil : Errno(errno)
  }

  public func unlink(_ path: String) {
    _ = Foundation.unlink(path)
  }

  public func openFolder(_ path: String) -> Result<Int32, Errno> {
    let descriptor = open(path, O_RDONLY | O_DIRECTORY)
    return descriptor >= 0 ? .success(descriptor) : .failure(Errno(errno))
  }
}
