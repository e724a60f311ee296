// libFuzzer harness (replays): decoded and validated as `replay` does, checked against its
// chapter, and for Chapter 4 scored on a small map. Simulation stops after a bounded number
// of steps: a valid replay may legitimately run for hours of game time.
import StarlightCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard let replay = try? ReplayCodec.decode(bytes) else { return 0 }
  _ = ReplayCodec.encode(replay)
  _ = replay.hasCustomWindows
  guard var simulator = try? ReplaySimulator(replay, beatMap: nil) else { return 0 }
  for _ in 0..<200 where !simulator.isDone {
    _ = simulator.advance(by: Nanoseconds.milliseconds(50))
  }
  _ = simulator.session.summary()
  return 0
}
