import Foundation
import Testing

@testable import StarlightPlatform

/// The visual offset in the settings file: decoded tolerantly, like the audio offset.
@Suite("Visual offset setting")
struct VisualOffsetSettingsTests {
  @Test("an older settings file without it gets 0; a file with it keeps it")
  func decoding() throws {
    let old = try JSONDecoder().decode(Settings.self, from: Data(#"{"audioOffsetMs": 12}"#.utf8))
    #expect(old.visualOffsetMs == 0)
    #expect(old.audioOffsetMs == 12)
    let new = try JSONDecoder().decode(
      Settings.self, from: Data(#"{"visualOffsetMs": -7.5}"#.utf8))
    #expect(new.visualOffsetMs == -7.5)
    #expect(new.audioOffsetMs == 0)
    let again = try JSONDecoder().decode(Settings.self, from: JSONEncoder().encode(new))
    #expect(again == new)
  }
}
