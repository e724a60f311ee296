import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Named tuning profiles in a temporary directory: saved atomically and read back, partial
/// files laid over the defaults, names checked, and a bad file refused with its name and
/// the problem and never touched.
@Suite("Tuning profiles")
struct TuningProfilesTests {
  /// A fresh profiles directory (not yet created) inside a temporary one.
  static func makeProfiles() throws -> (TuningProfiles, URL) {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("tuning-profiles-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    return (TuningProfiles(directory: root.appendingPathComponent("profiles").path), root)
  }

  static var wideApproach: Tuning {
    var tuning = Tuning.defaults
    tuning.firewall.leadIn = .milliseconds(2_400)
    tuning.firewall.missIntegrityDrain = 3
    return tuning
  }

  static func write(_ text: String, to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test("the XDG config directory holds the profiles")
  func xdgLocation() {
    let directories = UserDirectories(environment: ["XDG_CONFIG_HOME": "/tmp/cfg", "HOME": "/h"])
    let profiles = TuningProfiles(directories: directories)
    #expect(profiles.directory == "/tmp/cfg/starlight-sync/tuning-profiles")
    #expect(profiles.path(for: "tight") == "/tmp/cfg/starlight-sync/tuning-profiles/tight.json")
  }

  @Test("a saved profile loads back by name, and is listed")
  func saveAndLoad() throws {
    let (profiles, root) = try Self.makeProfiles()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(profiles.names().isEmpty)
    try profiles.save(Self.wideApproach, as: "wide-approach")
    try profiles.save(.defaults, as: "Stock_2")
    #expect(try profiles.load("wide-approach") == Self.wideApproach)
    #expect(try profiles.load("Stock_2") == .defaults)
    #expect(profiles.names() == ["Stock_2", "wide-approach"])
    // Atomic: no temporary file is left beside the profiles.
    let files = try FileManager.default.contentsOfDirectory(atPath: profiles.directory).sorted()
    #expect(files == ["Stock_2.json", "wide-approach.json"])
  }

  @Test("saving again replaces a readable profile")
  func saveReplaces() throws {
    let (profiles, root) = try Self.makeProfiles()
    defer { try? FileManager.default.removeItem(at: root) }
    try profiles.save(.defaults, as: "mine")
    try profiles.save(Self.wideApproach, as: "mine")
    #expect(try profiles.load("mine") == Self.wideApproach)
  }

  @Test("a hand-written profile with only some keys lies over the defaults")
  func partialFile() throws {
    let (profiles, root) = try Self.makeProfiles()
    defer { try? FileManager.default.removeItem(at: root) }
    try Self.write(
      #"{"firewall": {"leadIn": 2400000000, "missIntegrityDrain": 3}}"#,
      to: profiles.path(for: "hand"))
    #expect(try profiles.load("hand") == Self.wideApproach)
  }

  @Test("a path to a .json file anywhere loads too")
  func loadByPath() throws {
    let (profiles, root) = try Self.makeProfiles()
    defer { try? FileManager.default.removeItem(at: root) }
    let elsewhere = root.appendingPathComponent("elsewhere/try.json").path
    try Self.write(
      #"{"firewall": {"leadIn": 2400000000, "missIntegrityDrain": 3}}"#, to: elsewhere)
    #expect(try profiles.load(elsewhere) == Self.wideApproach)
  }

  @Test(
    "a bad profile is refused with the file name and the problem, and left untouched",
    arguments: [
      (#"{"firewall": {"leadIn": "#, "not valid JSON"),
      (#"[1, 2]"#, "not a JSON object"),
      (#"{"firewall": {"leadIn": "slow"}}"#, "firewall.leadIn"),
      (
        #"{"firewall": {"windows": {"tiers": [{"name": "A", "halfWidth": 90000000, "points": 300}, {"name": "B", "halfWidth": 40000000, "points": 100}]}}}"#,
        "widen strictly"
      ),
    ])
  func badProfileRefused(text: String, problem: String) throws {
    let (profiles, root) = try Self.makeProfiles()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = profiles.path(for: "broken")
    try Self.write(text, to: file)
    let error = #expect(throws: TuningProfiles.Problem.self) { try profiles.load("broken") }
    #expect(error?.file == file)
    #expect(error?.description.hasPrefix("\(file): ") == true)
    #expect(error?.message.contains(problem) == true, "\(String(describing: error))")
    // Refused, never overwritten, moved or replaced, not even by a save.
    #expect(throws: TuningProfiles.Problem.self) { try profiles.save(.defaults, as: "broken") }
    #expect(FileManager.default.contents(atPath: file) == Data(text.utf8))
    #expect(profiles.names() == ["broken"])
  }

  @Test("a missing profile names the file it looked for and the profiles there are")
  func missingProfile() throws {
    let (profiles, root) = try Self.makeProfiles()
    defer { try? FileManager.default.removeItem(at: root) }
    try profiles.save(.defaults, as: "stock")
    let error = #expect(throws: TuningProfiles.Problem.self) { try profiles.load("tight") }
    #expect(error?.file == profiles.path(for: "tight"))
    #expect(error?.message.contains("there are: stock") == true)
    let missingPath = root.appendingPathComponent("nowhere.json").path
    let pathError = #expect(throws: TuningProfiles.Problem.self) {
      try profiles.load(missingPath)
    }
    #expect(pathError?.description == "\(missingPath): no such file")
  }

  @Test(
    "names are letters, digits, '-' and '_' only",
    arguments: [
      ("tight", true), ("J4_judge-2", true), ("0", true), ("", false), ("a b", false),
      ("../x", false), ("x.y", false), ("caf\u{E9}", false),
      (String(repeating: "a", count: 64), true),
      (String(repeating: "a", count: 65), false),
    ])
  func names(name: String, valid: Bool) {
    #expect(TuningProfiles.isValidName(name) == valid)
  }

  @Test("a bad name is refused when saving; files that are no profile names are not listed")
  func badNames() throws {
    let (profiles, root) = try Self.makeProfiles()
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(throws: TuningProfiles.Problem.self) { try profiles.save(.defaults, as: "a b") }
    #expect(throws: TuningProfiles.Problem.self) { try profiles.load("a b") }
    try Self.write("{}", to: "\(profiles.directory)/not a name.json")
    try Self.write("{}", to: "\(profiles.directory)/notes.txt")
    try profiles.save(.defaults, as: "ok")
    #expect(profiles.names() == ["ok"])
  }

  @Test("unsound values are not saved")
  func unsoundNotSaved() throws {
    let (profiles, root) = try Self.makeProfiles()
    defer { try? FileManager.default.removeItem(at: root) }
    var tuning = Tuning.defaults
    tuning.firewall.leadIn = -1
    let error = #expect(throws: TuningProfiles.Problem.self) {
      try profiles.save(tuning, as: "zero")
    }
    #expect(error?.message.contains("leadIn") == true)
    #expect(!FileManager.default.fileExists(atPath: profiles.path(for: "zero")))
  }
}
