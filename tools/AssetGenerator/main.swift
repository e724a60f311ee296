import Foundation

// AssetGenerator: synthesizes StarlightSync's audio and the Chapter 4 beat map.
// Usage: AssetGenerator [--out <repository root>] [--wav-dir <dir>] [--no-encode] [--verify]
//        [--icons-only]

let usage = """
  Usage: AssetGenerator [--out <repository root>] [--wav-dir <dir>] [--no-encode] [--verify]
                        [--icons-only]
    --out <dir>      repository root to write Assets/Audio and BeatMaps into (default: .)
    --wav-dir <dir>  keep the intermediate 48 kHz 16-bit WAV files here (default: a temp dir)
    --no-encode      write WAVs and the beat map only; do not run oggenc
    --verify         decode the Ogg files again with oggdec and report length, onsets, peak
                     and loop-point continuity
    --icons-only     draw the desktop icon (Assets/Icons) and nothing else
  """

var outPath = FileManager.default.currentDirectoryPath
var wavPath: String?
var encode = true
var verify = false
var iconsOnly = false
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--out":
    guard let value = arguments.popFirst() else {
      print(usage)
      exit(2)
    }
    outPath = value
  case "--wav-dir":
    guard let value = arguments.popFirst() else {
      print(usage)
      exit(2)
    }
    wavPath = value
  case "--no-encode":
    encode = false
  case "--verify":
    verify = true
  case "--icons-only":
    iconsOnly = true
  case "--help", "-h":
    print(usage)
    exit(0)
  default:
    print("unknown argument \(argument)\n\(usage)")
    exit(2)
  }
}

let temporary = FileManager.default.temporaryDirectory
  .appendingPathComponent("starlight-assetgen-\(ProcessInfo.processInfo.processIdentifier)")
let wavDirectory = wavPath.map { URL(fileURLWithPath: $0) } ?? temporary
let pipeline = AssetPipeline(
  repositoryRoot: URL(fileURLWithPath: outPath), wavDirectory: wavDirectory, encode: encode)

do {
  try IconWriter.write(into: URL(fileURLWithPath: outPath))
  if iconsOnly { exit(0) }
  let expectations = try pipeline.run()
  if verify && encode {
    print("\nVerifying the encoded files:")
    try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
    let passed = try Verifier.verify(expectations, scratch: temporary)
    print(passed ? "verification passed" : "verification FAILED")
    if !passed { exit(1) }
  }
  if wavPath == nil {
    try? FileManager.default.removeItem(at: temporary)
  }
} catch {
  print("error: \(error)")
  exit(1)
}
