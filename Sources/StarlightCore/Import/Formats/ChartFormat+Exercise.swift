extension ChartFormat {
  /// Everything `beatmap validate`, `times` and the library do with a file's bytes: list its
  /// charts, import each playable one, read its song facts and time it with and without an
  /// audio length. Each format's fuzz harness runs this (Fuzz/Harnesses/chart-format.swift),
  /// and the registry's test runs it on every fixture, so a new format is fuzzed the same way.
  /// Returns how many charts imported and timed.
  @discardableResult
  public func exercise(_ bytes: [UInt8]) -> Int {
    let listings = BeatMapImporter.charts(data: bytes, format: self)
    _ = reader.songFacts(data: bytes)
    _ = reader.meters(data: bytes)
    let selectors: [ChartSelector?] =
      listings.contains(where: \.isPlayable)
      ? listings.filter(\.isPlayable).map { .index($0.index) } : [nil]
    var timed = 0
    for selector in selectors {
      guard
        let imported = try? BeatMapImporter.importChart(
          data: bytes, fileName: "fuzz.\(extensions.first ?? id)", format: self, chart: selector)
      else { continue }
      _ = try? BeatMapLoader.assemble(imported) { _ in .success(Nanoseconds.seconds(600)) }
      if (try? BeatMapLoader.assemble(imported, audioDuration: nil)) != nil { timed += 1 }
    }
    return timed
  }
}
