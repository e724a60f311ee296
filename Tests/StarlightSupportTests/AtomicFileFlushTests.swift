import Foundation
import StarlightSupport
import Synchronization
import Testing

/// The real calls, each recorded by name and path (descriptors mapped to the path they
/// were opened for), and optionally one made to fail.
final class RecordingFileSystem: FileSystemCalls {
  private let real = POSIXFileSystem()
  private let log = Mutex<[String]>([])
  private let names = Mutex<[Int32: String]>([:])
  private let failing: (call: String, code: Int32)?

  init(failing: (call: String, code: Int32)? = nil) {
    self.failing = failing
  }

  var calls: [String] { log.withLock { $0 } }

  private func record(_ call: String, _ subject: String) -> Errno? {
    log.withLock { $0.append("\(call) \(subject)") }
    guard let failing, failing.call == call else { return nil }
    return Errno(failing.code)
  }

  private func name(_ descriptor: Int32) -> String { names.withLock { $0[descriptor] ?? "?" } }

  func makeTemporary(_ template: String) -> Result<(descriptor: Int32, path: String), Errno> {
    let made = real.makeTemporary(template)
    if case .success(let file) = made {
      names.withLock { $0[file.descriptor] = "temporary" }
    }
    if let failure = record("mkstemp", "temporary") { return .failure(failure) }
    return made
  }

  func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Errno? {
    record("write", name(descriptor)) ?? real.writeAll(bytes, to: descriptor)
  }

  func setMode(_ mode: mode_t, of descriptor: Int32) -> Errno? {
    record("fchmod", name(descriptor)) ?? real.setMode(mode, of: descriptor)
  }

  func flush(_ descriptor: Int32) -> Errno? {
    record("fsync", name(descriptor)) ?? real.flush(descriptor)
  }

  func close(_ descriptor: Int32) {
    _ = record("close", name(descriptor))
    real.close(descriptor)
  }

  func rename(_ from: String, to: String) -> Errno? {
    record("rename", "temporary") ?? real.rename(from, to: to)
  }

  func unlink(_ path: String) {
    _ = record("unlink", "temporary")
    real.unlink(path)
  }

  func openFolder(_ path: String) -> Result<Int32, Errno> {
    let opened = real.openFolder(path)
    if case .success(let descriptor) = opened { names.withLock { $0[descriptor] = "folder" } }
    if let failure = record("open", "folder") { return .failure(failure) }
    return opened
  }
}

@Suite("AtomicFile flushes")
struct AtomicFileFlushTests {
  @Test("the file is flushed before the rename and its folder after it")
  func flushOrder() throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let system = RecordingFileSystem()
    try AtomicFile.write(Array("saved".utf8), to: "\(folder)/progress.json", using: system)
    #expect(
      system.calls == [
        "mkstemp temporary", "write temporary", "fchmod temporary", "fsync temporary",
        "close temporary", "rename temporary", "open folder", "fsync folder", "close folder",
      ])
    #expect(AtomicFileTests.contents("\(folder)/progress.json") == Array("saved".utf8))
  }

  @Test("a flush that fails (the disk is full) is a failed write: no rename, nothing left")
  func failedFlush() throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let path = "\(folder)/progress.json"
    try AtomicFile.write(Array("old".utf8), to: path)
    let system = RecordingFileSystem(failing: ("fsync", ENOSPC))
    #expect {
      try AtomicFile.write(Array("new".utf8), to: path, using: system)
    } throws: { error in
      (error as? AtomicFileError)?.description == "\(path) cannot be written: the disk is full"
    }
    #expect(!system.calls.contains("rename temporary"))
    #expect(system.calls.last == "unlink temporary")
    #expect(AtomicFileTests.files(folder) == ["progress.json"])
    #expect(AtomicFileTests.contents(path) == Array("old".utf8))
  }

  @Test("a folder that cannot be flushed on this file system (EINVAL) is no failure")
  func folderFlushUnsupported() throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // Only the folder's fsync fails: the file's comes first and passes through this layer.
    final class FolderFlushRefused: FileSystemCalls {
      let real = POSIXFileSystem()
      let folders = Mutex<Set<Int32>>([])
      func makeTemporary(_ template: String) -> Result<(descriptor: Int32, path: String), Errno> {
        real.makeTemporary(template)
      }
      func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Errno? {
        real.writeAll(bytes, to: descriptor)
      }
      func setMode(_ mode: mode_t, of descriptor: Int32) -> Errno? {
        real.setMode(mode, of: descriptor)
      }
      func flush(_ descriptor: Int32) -> Errno? {
        folders.withLock { $0.contains(descriptor) } ? Errno(EINVAL) : real.flush(descriptor)
      }
      func close(_ descriptor: Int32) { real.close(descriptor) }
      func rename(_ from: String, to: String) -> Errno? { real.rename(from, to: to) }
      func unlink(_ path: String) { real.unlink(path) }
      func openFolder(_ path: String) -> Result<Int32, Errno> {
        let opened = real.openFolder(path)
        if case .success(let descriptor) = opened { folders.withLock { _ = $0.insert(descriptor) } }
        return opened
      }
    }
    try AtomicFile.write([1], to: "\(folder)/a", using: FolderFlushRefused())
    #expect(AtomicFileTests.contents("\(folder)/a") == [1])
  }
}
