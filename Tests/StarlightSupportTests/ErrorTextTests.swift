import Foundation
import StarlightSupport
import Testing

@Suite("ErrorText")
struct ErrorTextTests {
  /// Every line a player may read: one line, no Foundation dump, the path at most once.
  static func isReadable(_ line: String, path: String? = nil) -> Bool {
    let once = path.map { line.components(separatedBy: $0).count == 2 } ?? true
    return !line.contains("Error Domain=") && !line.contains("\n") && !line.contains("(null)")
      && once
  }

  @Test("Foundation's file errors give the system's reason underneath")
  func foundationErrors() throws {
    let folder = try AtomicFileTests.makeFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try AtomicFile.write([0], to: "\(folder)/blocker")
    let path = "\(folder)/blocker/copy.ogg"
    var failure: (any Error)?
    do {
      try FileManager.default.copyItem(atPath: "\(folder)/blocker", toPath: path)
    } catch { failure = error }
    let error = try #require(failure)
    #expect("\(error)".contains("Error Domain=") || "\(error)".contains("Code="))
    let line = ErrorText.sentence("cannot copy the audio to", path, error)
    #expect(line == "cannot copy the audio to \(path): a file stands where a folder should be")
    #expect(Self.isReadable(line, path: path))
  }

  @Test(
    "each errno a save meets is said in plain words",
    arguments: [
      (ENOSPC, "the disk is full"), (EROFS, "the disk is read-only"),
      (EACCES, "permission denied"), (ENOTDIR, "a file stands where a folder should be"),
      (ENOENT, "no such file or folder"), (EDQUOT, "the disk quota is used up"),
      (EIO, "the disk reported an input/output error"),
    ])
  func errnos(code: Int32, words: String) {
    let error = AtomicFileError(path: "/home/p/progress.json", step: .write, code: code)
    #expect(error.description == "/home/p/progress.json cannot be written: \(words)")
    #expect(ErrorText.sentence("Progress not saved", nil, error) == "Progress not saved: \(words)")
    #expect(Self.isReadable(error.description, path: "/home/p/progress.json"))
  }

  @Test("Foundation's codes without a system error, POSIX errors, and others")
  func otherKinds() {
    let full = NSError(domain: NSCocoaErrorDomain, code: CocoaError.fileWriteOutOfSpace.rawValue)
    #expect(ErrorText.reason(full) == "the disk is full")
    let bare = NSError(domain: NSCocoaErrorDomain, code: 512)
    #expect(ErrorText.reason(bare) == "the system gave no reason")
    let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
    #expect(ErrorText.reason(posix) == "permission denied")
    #expect(ErrorText.reason(Errno(ENOSPC)) == "the disk is full")
    struct Said: Error, CustomStringConvertible {
      var description: String { "two\nlines" }
    }
    #expect(ErrorText.reason(Said()) == "two lines")
    let json = NSError(
      domain: NSCocoaErrorDomain, code: 3840,
      userInfo: [NSDebugDescriptionErrorKey: "Unexpected character 'x' at line 1"])
    #expect(ErrorText.reason(json) == "Unexpected character 'x' at line 1")
    struct Sample: Decodable { let volume: Double }
    var decoding: (any Error)?
    do {
      _ = try JSONDecoder().decode(Sample.self, from: Data(#"{"volume":"loud"}"#.utf8))
    } catch { decoding = error }
    let reason = ErrorText.reason(decoding ?? Errno(EIO))
    #expect(reason.hasPrefix("volume: "), "\(reason)")
    #expect(ErrorTextTests.isReadable(reason))
  }

  @Test("a folder in the way says so, with the file once")
  func folderStep() {
    let error = AtomicFileError(path: "/d/out.json", step: .createFolder, code: ENOTDIR)
    #expect(
      error.description
        == "/d/out.json cannot be written: its folder cannot be made (a file stands where a folder should be)"
    )
  }
}
