import Foundation
import Testing

/// `library scan` run as the player runs it (the built `starlight-sync`, in a home of its
/// own): the folders given scanned with a line per pack and the summary, a rescan that
/// imports nothing, a broken chart grouped, a missing folder named, the stored folders
/// scanned when none is given, and the other games' folders found when none is set.
@Suite struct LibraryScanCommandTests {
  struct Home {
    let root: URL
    var songs: URL { root.appendingPathComponent("Songs") }

    init() throws {
      root = FileManager.default.temporaryDirectory
        .appendingPathComponent("library-scan-\(UUID().uuidString)")
      let song = root.appendingPathComponent("Songs/Pack A/Set One")
      try FileManager.default.createDirectory(at: song, withIntermediateDirectories: true)
      try FileManager.default.copyItem(
        atPath: BeatMapInfoCommandTests.fixture,
        toPath: song.appendingPathComponent("chart.osu").path)
      let broken = root.appendingPathComponent("Songs/Pack B/Broken")
      try FileManager.default.createDirectory(at: broken, withIntermediateDirectories: true)
      try Data(
        "#TITLE:Broken;\n#MUSIC:b.wav;\n#BPMS:0=fast;\n#NOTES:dance-single::Easy:1::1000\n,,;".utf8
      )
      .write(to: broken.appendingPathComponent("broken.sm"))
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    func run(_ arguments: [String]) throws -> BeatMapInfoCommandTests.Outcome {
      let out = root.appendingPathComponent("out-\(UUID().uuidString)")
      let err = root.appendingPathComponent("err-\(UUID().uuidString)")
      for file in [out, err] {
        _ = FileManager.default.createFile(atPath: file.path, contents: nil)
      }
      let process = Process()
      process.executableURL = URL(fileURLWithPath: BeatMapInfoCommandTests.binary)
      process.arguments = ["library", "scan"] + arguments
      var environment = ProcessInfo.processInfo.environment
      environment["HOME"] = root.path
      environment["USER"] = "player"
      environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
      environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
      process.environment = environment
      process.standardOutput = try FileHandle(forWritingTo: out)
      process.standardError = try FileHandle(forWritingTo: err)
      try process.run()
      process.waitUntilExit()
      return BeatMapInfoCommandTests.Outcome(
        status: process.terminationStatus,
        stdout: (try? String(contentsOf: out, encoding: .utf8)) ?? "",
        stderr: (try? String(contentsOf: err, encoding: .utf8)) ?? "")
    }
  }

  @Test("a folder is scanned pack by pack; a rescan imports nothing; the broken chart is grouped")
  func scanAndRescan() throws {
    let home = try Home()
    defer { home.remove() }
    let first = try home.run([home.songs.path])
    #expect(first.status == 0, "\(first.stderr)")
    #expect(
      first.stderr.contains(
        "[1/2] Pack A: 1 charts imported, 0 files unchanged, 0 skipped, 0 failed")
    )
    #expect(
      first.stderr.contains(
        "[2/2] Pack B: 0 charts imported, 0 files unchanged, 0 skipped, 1 failed")
    )
    let lines = first.stdout.split(separator: "\n").map(String.init)
    #expect(
      lines.first == "Imported 1 chart from 1 file (0 playable); 0 unchanged; 0 skipped; 1 failed")
    #expect(lines.contains("Failed:"))
    #expect(
      lines.contains {
        $0.hasPrefix("  \(home.songs.path)/Pack B/Broken/broken.sm: ") && $0.contains("'fast'")
      })
    #expect(lines.last == "library: \(home.root.path)/data/starlight-sync/library")

    let again = try home.run([home.songs.path])
    #expect(again.status == 0)
    #expect(
      again.stdout.hasPrefix(
        "Imported 0 charts from 0 files (0 playable); 1 unchanged; 0 skipped; 1 failed"))
    #expect(again.stderr.contains("[1/2] Pack A: 0 charts imported, 1 files unchanged"))
  }

  @Test("a missing folder is one line naming it, and fails the scan when it is the only one")
  func missingFolder() throws {
    let home = try Home()
    defer { home.remove() }
    let missing = home.root.appendingPathComponent("Unplugged").path
    let outcome = try home.run([missing])
    #expect(outcome.status != 0)
    #expect(
      outcome.stdout.contains(
        "\(missing): no such folder; skipped (its charts stay in the library)"))
    #expect(!outcome.stderr.contains("Fatal error"))
    let withOthers = try home.run([missing, home.songs.path])
    #expect(withOthers.status == 0)
  }

  @Test("with no folder given, the settings' song folders; with none set, the folders found")
  func storedAndFound() throws {
    let home = try Home()
    defer { home.remove() }
    let stepMania = home.root.appendingPathComponent(".stepmania-5.1/Songs")
    try FileManager.default.createDirectory(at: stepMania, withIntermediateDirectories: true)
    let none = try home.run([])
    #expect(none.status == 0)
    #expect(none.stdout.hasPrefix("No song folders are set"))
    #expect(
      none.stdout.contains(
        "Found StepMania 5.1's Songs at \(stepMania.path): library scan \(stepMania.path)"))

    let config = home.root.appendingPathComponent("config/starlight-sync")
    try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
    let settings = try JSONSerialization.data(withJSONObject: ["songFolders": [home.songs.path]])
    try settings.write(to: config.appendingPathComponent("settings.json"))
    let stored = try home.run([])
    #expect(stored.status == 0)
    #expect(stored.stdout.hasPrefix("Imported 1 chart from 1 file"))
  }
}
