// libFuzzer harness (progress.json): decoded and encoded again, as the title screen does.
import StarlightCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let progress = try? StoryProgressCodec.decode(bytes) {
    _ = StoryProgressCodec.encode(progress)
  }
  return 0
}
