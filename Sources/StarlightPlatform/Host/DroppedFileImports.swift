import Foundation
import Synchronization

/// Files dropped on the window (SDL_DROPFILE: a chart, a folder, an `.osz` or a pack's
/// `.zip`), imported into the chart library off the window's thread so a big pack never
/// stalls a frame. The composition root gives the import (the library's, as `beatmap import`
/// runs it, returning one line); the scene host shows each line as a notice when it ends.
public final class DroppedFileImports: Sendable {
  /// Imports one dropped path and says how it went, in one line.
  public typealias Importer = @Sendable (String) -> String

  private let importer: Importer
  private let finished = Mutex<[String]>([])
  private let running = DispatchGroup()
  private let finishedCount = Atomic<Int>(0)

  public init(importer: @escaping Importer) {
    self.importer = importer
  }

  /// Starts importing `path` on a thread of its own; its line comes from `takeFinished`.
  public func start(_ path: String) {
    running.enter()
    let thread = Thread { [self] in
      let line = importer(path)
      finished.withLock { $0.append(line) }
      finishedCount.add(1, ordering: .releasing)
      running.leave()
    }
    thread.name = "starlight.import"
    thread.start()
  }

  /// Waits for the imports started so far to end (tests; the game need not: an import cut
  /// off by quitting leaves only temporary files, which the next one removes).
  public func waitUntilIdle() {
    running.wait()
  }

  /// How many imports have ended: a change means the library may hold new charts.
  public var endedCount: Int { finishedCount.load(ordering: .acquiring) }

  /// The lines of the imports that ended since the last call.
  public func takeFinished() -> [String] {
    finished.withLock { lines in
      defer { lines = [] }
      return lines
    }
  }
}
