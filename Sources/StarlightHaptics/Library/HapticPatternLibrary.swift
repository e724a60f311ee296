import Foundation

/// The game's AHAP patterns, parsed and rendered once, when the library is made (at launch, with
/// the rest of the asset pre-load), and read-only afterwards.
///
/// A file that is missing or broken costs only its own pattern: the others still load, and the
/// failure is kept in `failures` for the caller to log. Rumble is never allowed to stop the
/// game, so nothing here throws.
public struct HapticPatternLibrary: Sendable {
  private struct Entry: Sendable {
    var pattern: HapticPattern
    var envelope: HapticEnvelope
  }

  /// The directory the files were read from.
  public let directory: URL
  private let entries: [HapticPatternID: Result<Entry, HapticPatternLoadError>]

  /// Reads, parses and renders every `HapticPatternID` from `directory`.
  public init(directory: URL, renderer: HapticRenderer = HapticRenderer()) {
    self.init(directory: directory, renderer: renderer) { url in
      try HapticPatternLibrary.readCapped(url)
    }
  }

  /// Reads a regular file of at most `AHAPLimits.maxFileBytes`, checked before reading, so a
  /// FIFO or a huge file in the assets folder costs a failure, not a hang or the memory.
  static func readCapped(_ url: URL) throws -> Data {
    let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
    guard attributes[.type] as? FileAttributeType == .typeRegular else {
      throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= AHAPLimits.maxFileBytes else {
      throw CocoaError(.fileReadTooLarge, userInfo: [NSFilePathErrorKey: url.path])
    }
    return try Data(contentsOf: url)
  }

  /// As above, with the file reading injectable (tests, or packed assets).
  public init(
    directory: URL,
    renderer: HapticRenderer = HapticRenderer(),
    readFile: (URL) throws -> Data
  ) {
    self.directory = directory
    var entries: [HapticPatternID: Result<Entry, HapticPatternLoadError>] = [:]
    for id in HapticPatternID.allCases {
      let url = directory.appendingPathComponent(id.fileName)
      entries[id] = Self.load(id, from: url, renderer: renderer, readFile: readFile)
    }
    self.entries = entries
  }

  private static func load(
    _ id: HapticPatternID,
    from url: URL,
    renderer: HapticRenderer,
    readFile: (URL) throws -> Data
  ) -> Result<Entry, HapticPatternLoadError> {
    let data: Data
    do {
      data = try readFile(url)
    } catch {
      return .failure(.unreadable(fileName: id.fileName, reason: error.localizedDescription))
    }
    do {
      let pattern = try AHAPParser.parse(data)
      return .success(Entry(pattern: pattern, envelope: renderer.render(pattern)))
    } catch {
      return .failure(.invalid(fileName: id.fileName, error))
    }
  }

  /// The parsed pattern, or nil when its file failed to load.
  public func pattern(_ id: HapticPatternID) -> HapticPattern? {
    try? entries[id]?.get().pattern
  }

  /// The rendered envelope, or nil when its file failed to load.
  public func envelope(_ id: HapticPatternID) -> HapticEnvelope? {
    try? entries[id]?.get().envelope
  }

  /// The parsed pattern or why it is missing.
  public func result(_ id: HapticPatternID) -> Result<HapticPattern, HapticPatternLoadError> {
    guard let entry = entries[id] else {
      return .failure(.unreadable(fileName: id.fileName, reason: "not loaded"))
    }
    return entry.map(\.pattern)
  }

  /// The patterns that loaded, in `HapticPatternID.allCases` order.
  public var loadedIDs: [HapticPatternID] {
    HapticPatternID.allCases.filter { pattern($0) != nil }
  }

  /// Every pattern that failed to load, with its reason.
  public var failures: [HapticPatternID: HapticPatternLoadError] {
    entries.compactMapValues { entry in
      guard case .failure(let error) = entry else {
        return nil
      }
      return error
    }
  }
}
