import Foundation
import StarlightCore
import Synchronization
import Testing

@testable import StarlightSync

/// `replay check` asks the chart index from every core at once: each replay still finds its
/// chart (a shipped map by SHA-256, a chart beside the replay by MD5), and a hash nothing
/// has finds none.
@Suite struct ReplayChartIndexTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test func replaysReadOnEveryCoreAtOnceFindTheirCharts() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("chart-index-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let maps = folder.appendingPathComponent("game/BeatMaps")
    let replays = folder.appendingPathComponent("replays")
    for made in [maps, replays] {
      try FileManager.default.createDirectory(at: made, withIntermediateDirectories: true)
    }
    let shippedPath = maps.appendingPathComponent(GamePaths.chapter4MapName).path
    try FileManager.default.copyItem(
      atPath: Self.repository.appendingPathComponent("BeatMaps/\(GamePaths.chapter4MapName)").path,
      toPath: shippedPath)
    let osuPath = replays.appendingPathComponent("chart.osu").path
    try FileManager.default.copyItem(
      atPath: Self.repository.appendingPathComponent("Tests/Fixtures/Osu/diffcalc-test.osu").path,
      toPath: osuPath)
    let sha256 = try BeatMapLoader.loadForJudging(path: shippedPath).contentHash
    let md5 = MD5Text.of(try Data(contentsOf: URL(fileURLWithPath: osuPath)))
    let game = folder.appendingPathComponent("game").path
    let paths = GamePaths(
      environment: [GamePaths.homeVariable: game], executable: "/nowhere/starlight-sync",
      currentDirectory: folder.path, exists: { FileManager.default.fileExists(atPath: $0) })
    let index = ReplayChartIndex(
      paths: paths, dataDirectory: folder.appendingPathComponent("data").path)
    let replayPath = replays.appendingPathComponent("play.osr").path

    let asks = 32
    let found = Mutex<[String?]>(Array(repeating: nil, count: asks))
    DispatchQueue.concurrentPerform(iterations: asks) { ask in
      let chart =
        switch ask % 3 {
        case 0: index.chart(sha256: sha256)
        case 1: index.chart(md5: md5, near: replayPath)
        default: index.chart(sha256: String(repeating: "0", count: 64))
        }
      found.withLock { $0[ask] = chart?.path ?? "none" }
    }
    let expected: [String?] = (0..<asks).map { [shippedPath, osuPath, "none"][$0 % 3] }
    #expect(found.withLock { $0 } == expected)
  }
}
