import Testing

@testable import StarlightSync

/// Where the game looks for its files: the variable, beside the executable, the working
/// directory, then the XDG data directories (issue 24).
@Suite struct GamePathsTests {
  private let map = "BeatMaps/\(GamePaths.chapter4MapName)"

  private func root(
    environment: [String: String] = [:], executable: String = "/opt/game/bin/starlight-sync",
    existing: Set<String>
  ) -> String {
    GamePaths(
      environment: environment, executable: executable, currentDirectory: "/home/u/somewhere",
      exists: { existing.contains($0) }
    ).root
  }

  @Test func anInstalledCopyFindsItsShareFolder() {
    let found = root(existing: ["/opt/game/share/starlight-sync/\(map)"])
    #expect(found == "/opt/game/share/starlight-sync")
  }

  @Test func theVariableWinsOverEverything() {
    let found = root(
      environment: ["STARLIGHT_SYNC_HOME": "/data/mine"],
      existing: ["/data/mine/\(map)", "/opt/game/share/starlight-sync/\(map)"])
    #expect(found == "/data/mine")
  }

  @Test func aCheckoutBuildFindsTheCheckoutAboveIt() {
    let found = root(
      executable: "/src/game/.build/debug/starlight-sync",
      existing: ["/src/game/\(map)", "/home/u/.local/share/starlight-sync/\(map)"])
    #expect(found == "/src/game")
  }

  @Test func aLoneBinaryFallsBackToTheXDGDataHome() {
    let found = root(
      environment: ["HOME": "/home/u"], existing: ["/home/u/.local/share/starlight-sync/\(map)"])
    #expect(found == "/home/u/.local/share/starlight-sync")
  }

  @Test func xdgDataDirsAreSearchedInOrderAfterTheDataHome() {
    let found = root(
      environment: ["XDG_DATA_HOME": "/xdg/home", "XDG_DATA_DIRS": "/a/share:/b/share"],
      existing: ["/b/share/starlight-sync/\(map)"])
    #expect(found == "/b/share/starlight-sync")
    let dirs = GamePaths.dataDirectories(environment: ["XDG_DATA_HOME": "relative/ignored"])
    #expect(dirs == ["/usr/local/share", "/usr/share"])
  }
}

/// A copy of the game whose files are nowhere says so in one line: every folder it looked in,
/// and the variable to set.
@Suite struct MissingGameFilesTests {
  @Test func theRefusalNamesEveryFolderAndTheVariable() throws {
    let paths = GamePaths(
      environment: ["HOME": "/home/u", "XDG_DATA_DIRS": "/usr/share"],
      executable: "/tmp/lone/starlight-sync", currentDirectory: "/home/u", exists: { _ in false })
    let message = try #require(paths.missingFilesMessage)
    for folder in ["/tmp/lone", "/home/u/.local/share/starlight-sync", "/usr/share/starlight-sync"]
    {
      #expect(message.contains(folder), "\(folder) not named")
    }
    #expect(message.contains("STARLIGHT_SYNC_HOME"))
    #expect(!message.contains("\n"))
    #expect(throws: (any Error).self) { try paths.requireShippedFiles() }
  }

  @Test func aCopyWithItsFilesIsNotRefused() throws {
    let paths = GamePaths(
      environment: [:], executable: "/opt/game/bin/starlight-sync", currentDirectory: "/",
      exists: { $0 == "/opt/game/share/starlight-sync/BeatMaps/\(GamePaths.chapter4MapName)" })
    #expect(paths.missingFilesMessage == nil)
    try paths.requireShippedFiles()
  }
}
