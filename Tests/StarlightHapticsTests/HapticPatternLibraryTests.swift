import Foundation
import Testing

@testable import StarlightHaptics

@Suite("Pattern library: loading and caching")
struct HapticPatternLibraryTests {
  private struct MissingFile: Error, LocalizedError {
    var errorDescription: String? { "no such file" }
  }

  @Test("loads all three shipped patterns and caches their envelopes")
  func loadsShippedPatterns() throws {
    let library = HapticPatternLibrary(directory: shippedHapticsDirectory)
    #expect(library.failures.isEmpty)
    #expect(library.loadedIDs == HapticPatternID.allCases)
    for id in HapticPatternID.allCases {
      let pattern = try #require(library.pattern(id))
      #expect(library.envelope(id) == HapticRenderer().render(pattern))
      #expect(try library.result(id).get() == pattern)
    }
  }

  @Test("uses the renderer it is given")
  func customRenderer() {
    let library = HapticPatternLibrary(
      directory: shippedHapticsDirectory, renderer: HapticRenderer(tickMs: 20))
    #expect(library.envelope(.thud)?.tickMs == 20)
  }

  @Test("a broken or missing file costs only its own pattern")
  func perFileErrors() throws {
    let files: [String: String] = [
      "heartbeat.ahap": ahap(event("HapticTransient", time: 0)),
      "thud.ahap": "{\"Pattern\": [{\"Event\": {\"EventType\": \"HapticTransient\"}}]}",
    ]
    let library = HapticPatternLibrary(directory: URL(fileURLWithPath: "/assets")) { url in
      guard let text = files[url.lastPathComponent] else {
        throw MissingFile()
      }
      return Data(text.utf8)
    }

    #expect(library.loadedIDs == [.heartbeat])
    #expect(library.pattern(.heartbeat)?.events.count == 1)
    #expect(library.pattern(.thud) == nil)
    #expect(library.envelope(.capacitorCharge) == nil)

    let failures = library.failures
    #expect(Set(failures.keys) == [.thud, .capacitorCharge])
    #expect(
      failures[.thud]?.description
        == "thud.ahap: Pattern[0].Event: missing Time (line 1, column 24)")
    #expect(
      failures[.capacitorCharge]
        == .unreadable(fileName: "capacitor_charge.ahap", reason: "no such file"))
    #expect(failures[.capacitorCharge]?.fileName == "capacitor_charge.ahap")
    guard case .failure(.invalid(_, let parseError)) = library.result(.thud) else {
      Issue.record("expected a parse failure for thud")
      return
    }
    #expect(parseError.kind == .missingKey)
  }

  @Test("a directory that does not exist gives three readable failures, not a crash")
  func missingDirectory() {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("starlight-haptics-missing-\(UUID().uuidString)")
    let library = HapticPatternLibrary(directory: directory)
    #expect(library.loadedIDs.isEmpty)
    #expect(library.failures.count == 3)
    for (id, failure) in library.failures {
      #expect(failure.description.hasPrefix("\(id.fileName): cannot read the file: "))
    }
  }
}
