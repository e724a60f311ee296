// libFuzzer harness (replays): decoded and validated as `replay` does, checked against its
// chapter and, for Chapter 4, a small map of its own (the replay's map identity is pointed at
// it, so the judging runs too). Simulation stops after a bounded number of frames: a valid
// replay may legitimately run for hours of game time.
import StarlightCore

/// Eight notes on four lanes at 120 BPM, one of them a hold.
let map: BeatMap? = {
  let json = """
    {"format": "starlight-beatmap", "version": 2, "metadata": {"title": "Fuzz"},
     "audio": {"file": "song.wav"}, "offsetMs": 0, "lanes": 4,
     "tempo": [{"beat": 0, "bpm": 120}],
     "notes": [{"beat": 8, "lane": 0}, {"beat": 9, "lane": 1}, {"beat": 10, "lane": 2, "endBeat": 12},
               {"beat": 11, "lane": 3}, {"beat": 13, "lane": 0}, {"beat": 13.5, "lane": 1},
               {"beat": 14, "lane": 2}, {"beat": 15, "lane": 3}]}
    """
  return try? BeatMapLoader.parse(data: Array(json.utf8), fileName: "fuzz.json") { _ in
    .success(Nanoseconds.seconds(60))
  }
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  guard var replay = try? ReplayCodec.decode(bytes) else { return 0 }
  _ = ReplayCodec.encode(replay)
  _ = replay.hasCustomWindows
  if replay.beatMap != nil, let map {
    replay.beatMap = Replay.BeatMapIdentity(title: "Fuzz", sha256: map.contentHash)
  }
  guard var simulator = try? ReplaySimulator(replay, beatMap: replay.beatMap == nil ? nil : map)
  else { return 0 }
  for _ in 0..<200 where !simulator.isDone {
    _ = simulator.advance(by: Nanoseconds.milliseconds(50))
  }
  _ = simulator.session.summary()
  return 0
}
