// libFuzzer harness (Quaver replays, .qr): read as `replay import` reads them, through the
// system liblzma, then turned into our replay on a small 4K chart.
// Built by tools/fuzz.sh; a crash, hang or sanitizer report is a bug to fix.
import StarlightCore
import StarlightLZMA

let chart = """
  osu file format v14

  [General]
  Mode: 3

  [Difficulty]
  CircleSize:4

  [TimingPoints]
  1000,500,4,1,0,100,1,0

  [HitObjects]
  64,192,1000,1,0,0:0:0:0:
  320,192,2500,128,0,3000:0:0:0:0:
  """
let map: BeatMap? = {
  guard
    let imported = try? BeatMapImporter.importChart(
      data: Array(chart.utf8), fileName: "fuzz.osu", format: .osu, chart: nil)
  else { return nil }
  return try? BeatMapLoader.assemble(imported, audioDuration: nil)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  if let replay = try? QuaverReplayReader.read(bytes, decoder: LZMAAlone()), let map {
    _ = try? ForeignReplayImport.replay(replay, on: map)
  }
  return 0
}
