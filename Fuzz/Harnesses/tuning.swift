// libFuzzer harness (tuning.json and profiles): strict (`--tuning`) and key by key (the
// game's launch), then the tuning's invariants and a Chapter 4 configuration from it.
import StarlightCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? TuningFile.decode(bytes)
  if let lenient = try? TuningFile.decodeKeyByKey(bytes) {
    _ = TuningFile.problems(in: lenient.tuning)
    _ = lenient.tuning.firewall.configuration(autoAssist: true)
    _ = TuningFile.encode(lenient.tuning)
  }
  return 0
}
