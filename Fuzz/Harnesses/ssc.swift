// libFuzzer harness (.ssc files): imported, listed and timed as `beatmap validate` and `times` do.
// Built by tools/fuzz.sh; a crash, hang or sanitizer report is a bug to fix.
import StarlightCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let listings = BeatMapImporter.charts(data: bytes, format: .stepManiaSSC)
  _ = listings.count
  if let imported = try? BeatMapImporter.importChart(
    data: bytes, fileName: "fuzz.ssc", format: .stepManiaSSC, chart: nil)
  {
    _ = try? BeatMapLoader.assemble(imported, audioDuration: nil)
    _ = try? BeatMapLoader.assemble(imported) { _ in .success(Nanoseconds.seconds(600)) }
  }
  return 0
}
