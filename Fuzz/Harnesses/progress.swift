// libFuzzer harness (progress.json): decoded whole and key by key (as the game does at
// launch), and encoded again.
import StarlightCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let progress = try? StoryProgressCodec.decode(bytes) {
    _ = StoryProgressCodec.encode(progress)
  }
  if let decoded = try? StoryProgressCodec.decodeKeyByKey(bytes) {
    _ = StoryProgressCodec.encode(decoded.progress)
  }
  return 0
}
