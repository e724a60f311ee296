import Foundation
import StarlightCore
import Synchronization

/// Scans the song folders on a thread of its own (at start, and when the player asks), so a
/// big library never stalls a frame: the scan hands its progress over as values, which
/// Free Play reads each frame for its bar, and its report when it ends. The composition
/// root gives the scan (the library's, as `library scan` runs it).
public final class SongScanner: Sendable {
  /// Scans the folders, calling back with progress from any thread; returns the report.
  public typealias Scan =
    @Sendable ([String], _ progress: @escaping @Sendable (SongScanProgress) -> Void) ->
    SongScanReport

  struct State {
    var progress: SongScanProgress?
    var isRunning = false
    var lastReport: SongScanReport?
    var completed = 0
  }

  private let scan: Scan
  private let state = Mutex(State())
  private let running = DispatchGroup()
  /// Called on the scanning thread when a scan ends (the game posts its headline).
  private let finished: @Sendable (SongScanReport) -> Void

  public init(
    scan: @escaping Scan, finished: @escaping @Sendable (SongScanReport) -> Void = { _ in }
  ) {
    self.scan = scan
    self.finished = finished
  }

  /// Starts scanning `folders`; false (nothing started) while a scan is running.
  @discardableResult
  public func start(_ folders: [String]) -> Bool {
    let started = state.withLock { state in
      guard !state.isRunning else { return false }
      state.isRunning = true
      state.progress = SongScanProgress(
        filesDone: 0, filesTotal: 0, packsDone: 0, packCount: 0, current: "")
      return true
    }
    guard started else { return false }
    running.enter()
    let thread = Thread { [self] in
      let report = scan(folders) { [self] progress in
        state.withLock { $0.progress = progress }
      }
      state.withLock { state in
        state.isRunning = false
        state.progress = nil
        state.lastReport = report
        state.completed += 1
      }
      finished(report)
      running.leave()
    }
    thread.name = "starlight.scan"
    thread.start()
    return true
  }

  /// Where the running scan is; nil when none runs.
  public var progress: SongScanProgress? { state.withLock { $0.progress } }
  public var isRunning: Bool { state.withLock { $0.isRunning } }
  /// How many scans have ended: a change means the library may hold new charts.
  public var completedCount: Int { state.withLock { $0.completed } }
  /// The report of the last scan that ended.
  public var lastReport: SongScanReport? { state.withLock { $0.lastReport } }

  /// Waits for the running scan to end (tests, and quitting).
  public func waitUntilIdle() {
    running.wait()
  }
}
