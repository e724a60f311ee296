import Foundation
import Testing

/// `beatmap info` run as the player runs it (the built `starlight-sync`, its stdout and
/// stderr apart): a chart's facts, osu!'s star rating to every digit with --json, at a rate,
/// and one line naming the file for a bad one.
@Suite struct BeatMapInfoCommandTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let binary = repository.appendingPathComponent(".build/debug/starlight-sync").path
  static let fixture = repository.appendingPathComponent("Tests/Fixtures/Osu/diffcalc-test.osu")
    .path

  struct Outcome {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs the binary and waits for its exit (no clock), its output in files in a fresh folder.
  static func run(_ arguments: [String]) throws -> Outcome {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("beatmap-info-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out")
    let err = folder.appendingPathComponent("err")
    for file in [out, err] { _ = FileManager.default.createFile(atPath: file.path, contents: nil) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["HOME"] = folder.path
    environment["XDG_DATA_HOME"] = folder.appendingPathComponent("data").path
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    process.environment = environment
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    try process.run()
    process.waitUntilExit()
    return Outcome(
      status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
  }

  static func json(_ arguments: [String]) throws -> [String: Any] {
    let outcome = try run(arguments + ["--json"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    return try #require(object as? [String: Any])
  }

  @Test func theJSONHasOsusPublishedStarRatingAndTheChartsFacts() throws {
    let info = try Self.json(["beatmap", "info", Self.fixture])
    let stars = try #require(info["starRating"] as? Double)
    #expect(abs(stars - 2.3493769750220914) < 1e-9, "got \(stars)")
    #expect(info["lanes"] as? Int == 4)
    #expect(info["notes"] as? Int == 137)
    #expect(info["holds"] as? Int == 14)
    #expect(info["lengthMs"] as? Double == 30_500)
    #expect(info["bpm"] as? String == "120")
    #expect(info["defaultJudge"] as? String == "osu-stable")
    #expect(info["rate"] as? Double == 1)
  }

  @Test func aRateOf1Point5IsDoubleTime() throws {
    let info = try Self.json(["beatmap", "info", Self.fixture, "--rate", "1.5"])
    let stars = try #require(info["starRating"] as? Double)
    #expect(abs(stars - 2.797245912537965) < 1e-9, "got \(stars)")
    #expect(info["rate"] as? Double == 1.5)
  }

  @Test func theTextSaysTheRatingToTwoDecimals() throws {
    let outcome = try Self.run(["beatmap", "info", Self.fixture, "--rate", "0.75"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains("Star rating: 2.04 at 0.75x (osu!mania's)"))
    #expect(lines.contains("Notes:       137 (14 holds)"))
    #expect(lines.contains("Lanes:       4"))
  }

  @Test func aMissingFileIsOneLineNamingIt() throws {
    let missing = "/nowhere/not-a-chart.osu"
    let outcome = try Self.run(["beatmap", "info", missing])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.isEmpty)
    let lines = outcome.stderr.split(separator: "\n")
    #expect(lines.count == 1)
    #expect(lines.first?.contains(missing) == true)
  }

  @Test func aChartThatIsNotOneIsOneLineNamingIt() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("beatmap-info-bad-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("broken.osu")
    try Data("osu file format v14\n\n[General]\nMode: 0\n".utf8).write(to: bad)
    let outcome = try Self.run(["beatmap", "info", bad.path])
    #expect(outcome.status == 1)
    let lines = outcome.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(outcome.stderr)")
    #expect(lines.first?.contains(bad.path) == true)
  }

  @Test func aBeatMapWithManyProblemsIsStillOneLine() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("beatmap-info-json-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let bad = folder.appendingPathComponent("empty.json")
    try Data("{}".utf8).write(to: bad)
    let outcome = try Self.run(["beatmap", "info", bad.path])
    #expect(outcome.status == 1)
    let lines = outcome.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(outcome.stderr)")
    #expect(lines.first?.contains(bad.path) == true)
    #expect(lines.first?.contains("more: beatmap validate lists them") == true)
  }

  @Test func aRateOffTheGridIsRefusedInOneLine() throws {
    let outcome = try Self.run(["beatmap", "info", Self.fixture, "--rate", "3"])
    #expect(outcome.status == 1)
    #expect(outcome.stderr.split(separator: "\n").count == 1)
    #expect(outcome.stderr.contains("--rate"))
  }
}
