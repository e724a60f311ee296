// libFuzzer harness (settings.json): read key by key as the game does at launch, then the
// audio settings made from it.
import StarlightPlatform

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let decoded = try? SettingsDecoding.decode(bytes) {
    _ = decoded.settings.audio
  }
  return 0
}
