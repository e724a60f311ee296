import Foundation
import Testing

@testable import StarlightCore

/// A replay records the whole tuning; one saved before a chapter existed lacks that chapter's
/// group and must still load.
@Suite("Tuning decoding")
struct TuningDecodingTests {
  @Test("a group missing from recorded tuning takes its defaults, the rest are kept")
  func missingGroupTakesDefaults() throws {
    var tuning = Tuning.defaults
    tuning.firewall.leadIn = ms(900)
    let full = try JSONSerialization.jsonObject(with: JSONEncoder().encode(tuning))
    var object = try #require(full as? [String: Any])
    object.removeValue(forKey: "finale")
    let data = try JSONSerialization.data(withJSONObject: object)
    let decoded = try JSONDecoder().decode(Tuning.self, from: data)
    #expect(decoded.finale == .defaults)
    #expect(decoded.firewall.leadIn == ms(900))
  }

  @Test("a group of the wrong type is still an error")
  func wrongTypeIsAnError() {
    let data = Data(#"{"finale": 3}"#.utf8)
    #expect(throws: DecodingError.self) { try JSONDecoder().decode(Tuning.self, from: data) }
  }
}
