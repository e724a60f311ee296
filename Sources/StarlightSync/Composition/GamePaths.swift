import Foundation

/// Finds the game's shipped files (Assets/, BeatMaps/) in this order:
/// 1. `STARLIGHT_SYNC_HOME`, when set: an explicit choice beats anything found.
/// 2. Beside the executable: `../share/starlight-sync` of an installed or unpacked copy, then
///    the executable's folder and its parents (a build inside a checkout). Before the XDG data
///    directories, so a checkout build or an unpacked archive never runs on the files of an
///    older installed copy.
/// 3. The working directory (a checkout, as before installs existed).
/// 4. The XDG data directories (`$XDG_DATA_HOME`, then `$XDG_DATA_DIRS`), each with
///    `starlight-sync/`: a binary copied somewhere alone still finds an installed copy.
struct GamePaths {
  static let homeVariable = "STARLIGHT_SYNC_HOME"
  static let chapter4MapName = "chapter4_firewall.json"
  static let dataFolderName = "starlight-sync"
  private static let maxParentLevels = 6

  let root: String
  /// Every folder looked in, in order, and whether the game's files were in one of them.
  let searched: [String]
  let foundShippedFiles: Bool

  init() {
    self.init(
      environment: ProcessInfo.processInfo.environment,
      executable: Self.executablePath,
      currentDirectory: FileManager.default.currentDirectoryPath,
      exists: { FileManager.default.fileExists(atPath: $0) })
  }

  init(
    environment: [String: String], executable: String, currentDirectory: String,
    exists: (String) -> Bool
  ) {
    let candidates = Self.candidates(
      environment: environment, executable: executable, currentDirectory: currentDirectory)
    let found = candidates.first { exists("\($0)/BeatMaps/\(Self.chapter4MapName)") }
    root = found ?? currentDirectory
    searched = candidates
    foundShippedFiles = found != nil
  }

  /// Refuses in one line, naming where it looked and what to set, when the game's own files
  /// were found nowhere (a binary copied away from its folder, say).
  func requireShippedFiles() throws {
    if let missingFilesMessage { throw CommandFailure.report([missingFilesMessage]) }
  }

  /// The line that refusal prints; nil when the files were found.
  var missingFilesMessage: String? {
    guard !foundShippedFiles else { return nil }
    var seen = Set<String>()
    let places = searched.filter { seen.insert($0).inserted }.joined(separator: ", ")
    return
      "the game's files (Assets/ and BeatMaps/\(Self.chapter4MapName)) were not found; looked in \(places); set \(Self.homeVariable) to the folder that holds them"
  }

  /// The running executable: argv[0] is a bare name when the shell found it on PATH, so the
  /// kernel's link is asked first.
  static var executablePath: String {
    (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments.first ?? "."
  }

  /// Every folder looked in, in order.
  static func candidates(
    environment: [String: String], executable: String, currentDirectory: String
  ) -> [String] {
    var candidates: [String] = []
    if let home = environment[homeVariable], !home.isEmpty { candidates.append(home) }
    let executableURL = URL(
      fileURLWithPath: executable, relativeTo: URL(fileURLWithPath: currentDirectory))
    var directory = executableURL.resolvingSymlinksInPath().deletingLastPathComponent()
    candidates.append(
      directory.deletingLastPathComponent().appendingPathComponent("share/\(dataFolderName)").path)
    for _ in 0..<maxParentLevels {
      candidates.append(directory.path)
      directory.deleteLastPathComponent()
    }
    candidates.append(currentDirectory)
    candidates += dataDirectories(environment: environment).map { "\($0)/\(dataFolderName)" }
    return candidates
  }

  /// `$XDG_DATA_HOME` (default `~/.local/share`), then `$XDG_DATA_DIRS` (default
  /// `/usr/local/share:/usr/share`), as the XDG Base Directory specification orders them.
  static func dataDirectories(environment: [String: String]) -> [String] {
    var directories: [String] = []
    if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
      directories.append(dataHome)
    } else if let home = environment["HOME"], !home.isEmpty {
      directories.append("\(home)/.local/share")
    }
    let dataDirs = environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 }
    directories += (dataDirs ?? "/usr/local/share:/usr/share").split(separator: ":")
      .map(String.init).filter { $0.hasPrefix("/") }
    return directories
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
