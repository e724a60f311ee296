import Foundation

/// Finds the game's shipped files (Assets/, BeatMaps/): beside the executable's package
/// checkout, in the working directory, or where STARLIGHT_SYNC_HOME points.
struct GamePaths {
  static let homeVariable = "STARLIGHT_SYNC_HOME"
  static let chapter4MapName = "chapter4_firewall.json"
  private static let maxParentLevels = 6

  let root: String

  init() {
    let environment = ProcessInfo.processInfo.environment
    var candidates: [String] = []
    if let home = environment[Self.homeVariable] { candidates.append(home) }
    candidates.append(FileManager.default.currentDirectoryPath)
    var directory = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
      .resolvingSymlinksInPath()
      .deletingLastPathComponent()
    for _ in 0..<Self.maxParentLevels {
      candidates.append(directory.path)
      directory.deleteLastPathComponent()
    }
    root =
      candidates.first {
        FileManager.default.fileExists(atPath: "\($0)/BeatMaps/\(Self.chapter4MapName)")
      }
      ?? FileManager.default.currentDirectoryPath
  }

  var assetsDirectory: String { "\(root)/Assets" }
  var beatMapsDirectory: String { "\(root)/BeatMaps" }
  var chapter4Map: String { "\(beatMapsDirectory)/\(Self.chapter4MapName)" }

  /// Every shipped beat map, for finding the one a replay was made for (the format's JSON
  /// Schema, `beatmap.schema.json`, lives beside them and is not one).
  var shippedMaps: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: beatMapsDirectory)) ?? []
    return names.filter { $0.hasSuffix(".json") && !$0.hasSuffix(".schema.json") }.sorted()
      .map { "\(beatMapsDirectory)/\($0)" }
  }
}
