import Foundation
import StarlightCore
import Testing

@testable import StarlightPlatform

/// Settings and tuning read key by key: one bad value falls back (or is clamped) alone and is
/// named; a path that is not a regular file is said, not silently ignored.
@Suite("Settings and tuning, key by key")
struct SettingsStoreTests {
  static func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("settings-store-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  @Test("one wrong-typed key falls back alone; the valid keys are kept and the notice names it")
  func oneBadKey() throws {
    try Self.withDirectory { directory in
      let path = directory.appendingPathComponent("settings.json").path
      let json = #"{"masterVolume": "loud", "musicVolume": 0.25, "muted": true, "rumble": false}"#
      try Data(json.utf8).write(to: URL(fileURLWithPath: path))
      let store = SettingsStore(path: path)
      #expect(store.settings.masterVolume == 1)
      #expect(store.settings.musicVolume == 0.25)
      #expect(store.settings.muted)
      #expect(!store.settings.rumble)
      #expect(
        store.notice == #"settings.json: masterVolume: "loud" is not a number; using the default."#)
      // The file was not moved aside: its good keys are the player's; a copy keeps it as
      // written, since the next save writes the values in force.
      #expect(FileManager.default.fileExists(atPath: path))
      #expect(
        FileManager.default.contents(atPath: path + ".invalid") == Data(json.utf8))
    }
  }

  @Test(
    "out-of-range values are clamped to the documented ranges and named",
    arguments: [
      (
        #"{"audioOffsetMs": 1e300}"#,
        "audioOffsetMs: 1e+300 is out of range -1000.0...1000.0; using 1000.0"
      ),
      (#"{"masterVolume": -5}"#, "masterVolume: -5.0 is out of range 0.0...1.0; using 0.0"),
      (
        #"{"audioBufferFrames": 9223372036854775807}"#,
        "audioBufferFrames: 9.223372036854776e+18 is out of range 32.0...8192.0; using 8192.0"
      ),
    ])
  func clamped(json: String, expected: String) throws {
    let decoded = try SettingsDecoding.decode(Array(json.utf8))
    #expect(decoded.problems == [expected])
    let settings = decoded.settings
    #expect(SettingsDecoding.Ranges.offsetMs.contains(settings.audioOffsetMs))
    #expect(SettingsDecoding.Ranges.volume.contains(settings.masterVolume))
    #expect(SettingsDecoding.Ranges.bufferFrames.contains(settings.audioBufferFrames))
  }

  @Test("a sound file reads with no problems and round-trips what the store saves")
  func soundFile() throws {
    try Self.withDirectory { directory in
      let path = directory.appendingPathComponent("settings.json").path
      SettingsStore(path: path).update { $0.audioOffsetMs = 23.5 }
      let reread = SettingsStore(path: path)
      #expect(reread.notice == nil)
      #expect(reread.settings.audioOffsetMs == 23.5)
    }
  }

  @Test("a directory or a FIFO at the settings path is said on screen and left alone")
  func notARegularFile() throws {
    try Self.withDirectory { directory in
      let folder = directory.appendingPathComponent("settings.json")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let store = SettingsStore(path: folder.path)
      #expect(store.notice == "settings.json is a directory, not a file; using defaults.")
      store.update { $0.muted = true }
      var isDirectory: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory))
      #expect(isDirectory.boolValue)

      let fifo = directory.appendingPathComponent("fifo.json").path
      #expect(mkfifo(fifo, 0o600) == 0)
      #expect(
        SettingsStore(path: fifo).notice
          == "settings.json is a FIFO (named pipe), not a regular file; using defaults.")
      #expect(
        ProgressStore(path: fifo).notice
          == "fifo.json is a FIFO (named pipe), not a regular file; starting fresh progress.")
      #expect(
        TuningStore(path: fifo).notice
          == "tuning.json is a FIFO (named pipe), not a regular file; using the default tuning.")
    }
  }

  @Test("a tuning file with one bad group keeps the rest and names what fell back")
  func tuningKeyByKey() throws {
    let json = #"""
      {"story": {"titleCardDuration": -1}, "firewall": {"mineWindow": "soon", "leadIn": 1000},
       "hearts": {"target": 3}}
      """#
    let decoded = try TuningFile.decodeKeyByKey(Array(json.utf8))
    #expect(decoded.tuning.hearts.target == 3)
    #expect(decoded.tuning.firewall.leadIn == 1_000)
    #expect(decoded.tuning.firewall.mineWindow == Tuning.defaults.firewall.mineWindow)
    #expect(decoded.tuning.story == Tuning.defaults.story)
    #expect(
      decoded.problems == [
        "wrong type at 'firewall.mineWindow'; using the default for firewall.mineWindow",
        "story: durations must not be negative, failuresBeforeAutoAssist at least 1; using the default for story",
      ])
  }
}

@Suite("Progress, key by key")
struct ProgressKeyByKeyTests {
  @Test("a bad best result resets only the best results; chapters reached and cleared are kept")
  func oneBadKey() throws {
    try SettingsStoreTests.withDirectory { directory in
      let path = directory.appendingPathComponent("progress.json").path
      let json = #"""
        {"format": "starlight-progress", "version": 1, "reached": [1, 2, 4], "cleared": [1],
         "best": {"1": {"score": "lots", "headline": "x"}}, "failures": {"4": 2}}
        """#
      try Data(json.utf8).write(to: URL(fileURLWithPath: path))
      let store = ProgressStore(path: path)
      #expect(store.progress.reached == [.powerUp, .hearts, .firewall])
      #expect(store.progress.cleared == [.powerUp])
      #expect(store.progress.failures == [.firewall: 2])
      #expect(store.progress.best.isEmpty)
      #expect(
        store.notice
          == "progress.json: best: wrong type at 'best.1.score'; that part was reset, the rest kept (kept as progress.json.corrupt)."
      )
      #expect(FileManager.default.fileExists(atPath: path + ".corrupt"))
    }
  }
}
@Suite("Settings, every key read")
struct SettingsEveryKeyTests {
  @Test("every key the store writes is read back key by key (none forgotten by the reader)")
  func roundTrip() throws {
    var settings = Settings()
    settings.audioOffsetMs = 12.5
    settings.visualOffsetMs = -7
    settings.muted = true
    settings.audioBufferFrames = 1_024
    settings.masterVolume = 0.5
    settings.musicVolume = 0.25
    settings.effectsVolume = 0.75
    settings.pauseOnFocusLoss = false
    settings.resumeOnFocusAutomatically = true
    settings.rumble = false
    settings.hitSoundLatencyMs = 30
    let bytes = [UInt8](try JSONEncoder().encode(settings))
    let decoded = try SettingsDecoding.decode(bytes)
    #expect(decoded.problems.isEmpty)
    #expect(decoded.settings == settings)
  }
}
