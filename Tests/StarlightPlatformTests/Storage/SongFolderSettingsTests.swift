import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The song folders in settings.json: kept through a save and a load, absent from an older
/// file (which still loads whole, with none), and a wrong-typed value costing only itself.
@Suite struct SongFolderSettingsTests {
  static func folder() throws -> URL {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("settings-songs-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
  }

  @Test("song folders and declined folders survive a save and a load")
  func roundTrip() throws {
    let directory = try Self.folder()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("settings.json").path
    let store = SettingsStore(path: path)
    store.update {
      $0.songFolders = ["/home/p/.stepmania-5.1/Songs", "/music/Packs"]
      $0.declinedSongFolders = ["/home/p/.wine/drive_c/users/p/AppData/Local/osu!/Songs"]
      $0.masterVolume = 0.5
    }
    let loaded = SettingsStore(path: path)
    #expect(loaded.notice == nil)
    #expect(loaded.settings == store.settings)
    #expect(loaded.settings.songFolders == ["/home/p/.stepmania-5.1/Songs", "/music/Packs"])
    let json = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(store.settings))
    #expect(json == store.settings)
  }

  @Test("a file written before song folders existed loads with none, its other keys kept")
  func olderFile() throws {
    let decoded = try SettingsDecoding.decode(Array(#"{"masterVolume": 0.25, "muted": true}"#.utf8))
    #expect(decoded.problems.isEmpty)
    #expect(decoded.settings.songFolders.isEmpty)
    #expect(decoded.settings.declinedSongFolders.isEmpty)
    #expect(decoded.settings.masterVolume == 0.25)
    let codable = try JSONDecoder().decode(Settings.self, from: Data(#"{"muted": true}"#.utf8))
    #expect(codable.songFolders.isEmpty)
    #expect(codable.muted)
  }

  @Test("a song folders value that is not a list of paths falls back alone")
  func wrongType() throws {
    let decoded = try SettingsDecoding.decode(
      Array(#"{"songFolders": "/music", "masterVolume": 0.25}"#.utf8))
    #expect(decoded.settings.songFolders.isEmpty)
    #expect(decoded.settings.masterVolume == 0.25)
    #expect(decoded.problems.count == 1)
    #expect(decoded.problems.first?.hasPrefix("songFolders:") == true)
  }
}
