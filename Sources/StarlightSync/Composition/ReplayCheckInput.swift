import Foundation
import StarlightCore
import StarlightLibrary

/// The replays `replay check` is given: files as named, folders searched for replays
/// (`.json` files that are replays, `.osr`, `.qr`), each read and paired with its chart,
/// which is loaded once per run however many replays share it.
struct ReplayCheckInput: Sendable {
  struct Item: Sendable {
    let path: String
    let replay: Replay?
    let map: BeatMap?
    let isForeign: Bool
    /// Why it cannot be checked (unreadable, no chart...).
    let error: String?
  }

  let items: [Item]

  static func collect(_ paths: [String]) -> (files: [String], problems: [String]) {
    var files: [String] = []
    var problems: [String] = []
    for path in paths {
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        problems.append("\(path): not found")
        continue
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      let found = (FileManager.default.enumerator(atPath: path)?.allObjects as? [String]) ?? []
      for name in found.sorted() where isCandidate(name) {
        let full = (path as NSString).appendingPathComponent(name)
        if name.hasSuffix(".json"), !isReplayJSON(full) { continue }
        files.append(full)
      }
    }
    return (files, problems)
  }

  private static func isCandidate(_ name: String) -> Bool {
    let ext = (name as NSString).pathExtension.lowercased()
    return ext == "json" || ForeignReplayFile.extensions.contains(ext)
  }

  /// A folder may hold charts and other JSON beside its replays: only replays are checked.
  /// (Keys are sorted, so the format name may come after a long list of actions.)
  private static func isReplayJSON(_ path: String) -> Bool {
    guard
      case .success(let bytes) = BoundedFileReader.read(
        path: path, limit: ReplayValidation.Limits.maxFileBytes)
    else { return true }
    return contains(bytes, formatNeedle)
  }

  /// Whether `needle` occurs in `text`. By hand: Foundation's generic `firstRange(of:)` took
  /// about 1.6 ms per 33 KB replay, on one core before the others start, a third of
  /// `replay check`'s CPU (perf), and Swift's Glibc module leaves out memmem (a GNU extension).
  static func contains(_ text: [UInt8], _ needle: [UInt8]) -> Bool {
    guard let first = needle.first, text.count >= needle.count else { return needle.isEmpty }
    return text.withUnsafeBufferPointer { text in
      needle.withUnsafeBufferPointer { needle in
        var start = 0
        while start <= text.count - needle.count {
          if text[start] == first, needle.indices.allSatisfy({ text[start + $0] == needle[$0] }) {
            return true
          }
          start += 1
        }
        return false
      }
    }
  }

  private static let formatNeedle = Array("\"\(ReplayCodec.formatName)\"".utf8)

  /// - Parameter judge: the judge every replay is rescored under (`--judge`), else each
  ///   one's own.
  init(files: [String], beatMapPath: String?, charts: ReplayChartIndex, judge: String? = nil) {
    let (given, givenError) = Self.given(beatMapPath)
    // Reading and decoding the replays is as much work as judging them: on every core too.
    items = ParallelWork.map(files) { path in
      let item = Self.item(path, given: given, givenError: givenError, charts: charts)
      guard let replay = item.replay else { return item }
      var judged = JudgeOption.judged(replay).replay
      if let judge, let choice = try? JudgeOption.choice(judge, map: item.map) {
        judged = judged.rescored(under: choice)
      }
      return Item(
        path: item.path, replay: judged, map: item.map, isForeign: item.isForeign,
        error: item.error)
    }
  }

  /// The chart `--beatmap` names, or why it cannot be read.
  private static func given(_ beatMapPath: String?) -> (ReplayChartIndex.Chart?, String?) {
    guard let beatMapPath else { return (nil, nil) }
    do {
      let map = try BeatMapLoader.loadForJudging(path: beatMapPath)
      return (ReplayChartIndex.Chart(map: map, path: beatMapPath), nil)
    } catch {
      return (nil, error.problems.first?.description ?? "\(beatMapPath): cannot be read")
    }
  }

  private static func item(
    _ path: String, given: ReplayChartIndex.Chart?, givenError: String?,
    charts: ReplayChartIndex
  ) -> Item {
    func failed(_ message: String, foreign: Bool) -> Item {
      Item(path: path, replay: nil, map: nil, isForeign: foreign, error: message)
    }
    if let givenError { return failed(givenError, foreign: false) }
    if ForeignReplayFile.isForeign(path) {
      do {
        let foreign = try ForeignReplayFile.read(path)
        guard let chart = given ?? charts.chart(md5: foreign.beatmapMD5, near: path) else {
          return failed(
            "\(path): the chart with MD5 \(foreign.beatmapMD5) is neither beside the replay nor in the library; import it or pass --beatmap CHART",
            foreign: true)
        }
        let replay = try ForeignReplayImport.replay(
          foreign, on: chart.map,
          earlyVersionShiftMs: ForeignReplayFile.earlyVersionShiftMs(chartPath: chart.path))
        return Item(path: path, replay: replay, map: chart.map, isForeign: true, error: nil)
      } catch let failure as ReplayLoading.Failure {
        return failed(failure.lines.joined(separator: "; "), foreign: true)
      } catch {
        return failed("\(path): \(error)", foreign: true)
      }
    }
    let replay: Replay
    switch BoundedFileReader.read(path: path, limit: ReplayValidation.Limits.maxFileBytes) {
    case .failure(let failure): return failed("\(path): replay file \(failure)", foreign: false)
    case .success(let bytes):
      do {
        replay = try ReplayCodec.decode(bytes)
      } catch {
        return failed("\(path): \(error.message)", foreign: false)
      }
    }
    guard let identity = replay.beatMap else {
      return Item(path: path, replay: replay, map: nil, isForeign: false, error: nil)
    }
    // An imported replay's chart may also be found as its game knows it, beside the replay.
    let byOrigin = replay.origin.flatMap { charts.chart(md5: $0.beatmapMD5, near: path) }
    guard
      let chart = given ?? charts.chart(sha256: identity.sha256)
        ?? byOrigin.flatMap({ $0.map.contentHash == identity.sha256 ? $0 : nil })
    else {
      return failed(
        "\(path): beat map '\(identity.title)' (sha256 \(identity.sha256.prefix(12))) is neither shipped nor in the library; pass --beatmap PATH",
        foreign: false)
    }
    return Item(path: path, replay: replay, map: chart.map, isForeign: false, error: nil)
  }
}
