// libFuzzer harness (AHAP haptic patterns): parsed and rendered to motor envelopes, as the
// game and `haptics render` do, for files up to the size cap the file edge enforces.
import Foundation
import StarlightHaptics

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size <= AHAPLimits.maxFileBytes else { return 0 }
  let bytes = Data(bytes: data, count: size)
  if let pattern = try? AHAPParser.parse(bytes) {
    _ = HapticRenderer().render(pattern)
  }
  return 0
}
