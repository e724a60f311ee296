import Foundation
import Logging
import StarlightCore
import StarlightSupport

#if canImport(Glibc)
  import Glibc
#endif

/// The saved replays as Free Play's replay list reads them: a chart's replays from the
/// replay folder, watched, deleted and exported. Each file is read once and its facts kept
/// (by name, size and date: the store never reuses a name, but `replay check --update`
/// rewrites a file), so opening a chart's list again reads only what is new. A file that
/// cannot be read is listed, as damaged, under the chart its name gives.
public final class ReplayShelf {
  public let directory: String
  /// Where an exported replay is copied.
  public let exportDirectory: String
  private let remove: (String) -> Errno?
  private var known: [String: (stamp: FileStamp, replay: SavedReplay?)] = [:]
  private let logger = Logger(label: "starlight.replays")

  /// `remove` deletes a file (unlink(2)), or says why it could not.
  public init(
    directory: String, exportDirectory: String,
    remove: @escaping (String) -> Errno? = ReplayShelf.unlinkFile
  ) {
    self.directory = directory
    self.exportDirectory = exportDirectory
    self.remove = remove
  }

  /// The replays recorded on the chart `chartHash`, and the files named for its `title`
  /// that cannot be read; newest first.
  public func replays(ofChart chartHash: String, title: String) -> [SavedReplay] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    var found: [SavedReplay] = []
    for name in names where ReplayFileName.isNamed(name, chapter: .firewall) {
      guard let saved = facts(of: name) else { continue }
      switch saved.content {
      case .readable(let facts) where facts.chartHash == chartHash:
        found.append(saved)
      case .damaged where ReplayFileName.matches(name, chapter: .firewall, title: title):
        found.append(saved)
      default:
        continue
      }
    }
    return found.sorted { $0.fileName > $1.fileName }
  }

  /// The replay in file `name`, or one line naming the file and why it cannot be watched.
  public func replay(_ name: String) -> Result<Replay, ReplayShelfFailure> {
    let path = self.path(name)
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      return .success(try ReplayCodec.decode([UInt8](data)))
    } catch {
      return .failure(ReplayShelfFailure("\(path): \(ErrorText.reason(error))"))
    }
  }

  /// Deletes file `name` (nothing else); one line naming it when it cannot.
  public func delete(_ name: String) -> ReplayShelfFailure? {
    let path = self.path(name)
    if let error = remove(path) {
      let line = "Replay not deleted: \(path): \(ErrorText.reason(errno: error.code))"
      logger.error("\(line)")
      return ReplayShelfFailure(line)
    }
    known[name] = nil
    logger.info("replay deleted: \(path)")
    return nil
  }

  /// Copies file `name` into the export folder (replacing an earlier export of it); its
  /// new path, or one line saying why not.
  public func export(_ name: String) -> Result<String, ReplayShelfFailure> {
    let source = path(name)
    let target = "\(exportDirectory)/\(name)"
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: source))
      try AtomicFile.write([UInt8](data), to: target)
    } catch {
      let line = "Replay not exported to \(target): \(ErrorText.reason(error))"
      logger.error("\(line)")
      return .failure(ReplayShelfFailure(line))
    }
    logger.info("replay exported to \(target)")
    return .success(target)
  }

  public static func unlinkFile(_ path: String) -> Errno? {
    unlink(path) == 0 ? nil : Errno(errno)
  }

  private func path(_ name: String) -> String { "\(directory)/\(name)" }

  /// The facts of file `name`, read again only when the file changed.
  private func facts(of name: String) -> SavedReplay? {
    let stamp = FileStamp(path: path(name))
    if let kept = known[name], kept.stamp == stamp { return kept.replay }
    let saved: SavedReplay?
    do {
      let data = try Data(contentsOf: URL(fileURLWithPath: path(name)))
      saved = SavedReplay(fileName: name, bytes: [UInt8](data))
    } catch {
      saved = SavedReplay(fileName: name, content: .damaged(ErrorText.reason(error)))
    }
    if case .damaged(let reason) = saved?.content {
      logger.warning("replay \(path(name)) cannot be read: \(reason)")
    }
    known[name] = (stamp, saved)
    return saved
  }

  /// What tells a file's new contents from its old: its size and modification date.
  private struct FileStamp: Equatable {
    let size: Int?
    let modified: Date?

    init(path: String) {
      let attributes = try? FileManager.default.attributesOfItem(atPath: path)
      size = (attributes?[.size] as? NSNumber)?.intValue
      modified = attributes?[.modificationDate] as? Date
    }
  }
}

/// A replay that could not be watched, deleted or exported: one line naming the file.
public struct ReplayShelfFailure: Error, Sendable, Equatable {
  public let line: String

  public init(_ line: String) {
    self.line = line
  }
}
