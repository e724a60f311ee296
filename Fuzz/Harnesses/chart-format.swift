// libFuzzer harness for every registered chart format (ChartFormats.all): tools/fuzz-build.sh
// compiles this once per format, beside a generated line naming it (`fuzzedFormatID`). The
// format's charts are listed, imported and timed as `beatmap validate` and `times` do
// (ChartFormat.exercise). A crash, hang or sanitizer report is a bug to fix.
import StarlightCore

private let fuzzedFormat = ChartFormats.all.first { $0.fuzzHarness == fuzzedFormatID }

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard let format = fuzzedFormat else { fatalError("no chart format \(fuzzedFormatID)") }
  format.exercise(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}
