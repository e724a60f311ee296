import Foundation
import StarlightSupport

/// A process's use of the library folder, held for as long as it may write there. The
/// first process to come removes what killed ones left (temporary files of an interrupted
/// import: whole chart copies, half-copied audio), but only while no other process uses
/// the library: a temporary file of a running import is not a leftover.
///
/// The rule is an flock(2) on `library/lock`: every user holds it shared; the cleaner
/// takes it exclusive without waiting, and cleans only when it got it. The kernel drops a
/// killed process's lock, so a crash never keeps the next run from cleaning.
public final class LibraryUse: Sendable {
  public static let lockName = "lock"

  private let descriptor: Int32
  /// The leftovers removed on the way in.
  public let removed: [String]

  /// Takes the library's lock (removing leftovers first when no one else holds it). A
  /// library whose folder cannot be written is used as it is: nothing can be removed.
  public init(layout: LibraryLayout) {
    let path = layout.path(Self.lockName)
    var descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    if descriptor < 0 { descriptor = open(path, O_RDONLY | O_CLOEXEC) }
    self.descriptor = descriptor
    guard descriptor >= 0 else {
      removed = []
      return
    }
    if flock(descriptor, LOCK_EX | LOCK_NB) == 0 {
      removed = Self.removeLeftovers(layout)
    } else {
      removed = []
    }
    // Shared from here: other users may come; a cleaner waits for none, and cleans not.
    _ = flock(descriptor, LOCK_SH)
  }

  deinit {
    if descriptor >= 0 { close(descriptor) }
  }

  /// Every temporary file under `songs/` (any depth: audio keeps its sub-folders), and
  /// beside the index.
  static func removeLeftovers(_ layout: LibraryLayout) -> [String] {
    var removed = AtomicFile.removeLeftovers(in: layout.root)
    // Archives a killed import was unpacking.
    let unpacking = layout.path(ChartArchives.unpackingFolder)
    if (try? FileManager.default.removeItem(atPath: unpacking)) != nil { removed.append(unpacking) }
    let songs = layout.songsPath
    guard let walk = FileManager.default.enumerator(atPath: songs) else { return removed }
    for case let relative as String in walk
    where AtomicFile.isLeftover((relative as NSString).lastPathComponent) {
      let path = "\(songs)/\(relative)"
      if unlink(path) == 0 { removed.append(path) }
    }
    return removed
  }
}
