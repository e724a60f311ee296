// libFuzzer harness (beat map JSON): parsed and checked as `beatmap validate` does, with a
// ten-minute audio file; a file that reads as a document is written again and re-read, as
// the tools that rewrite maps do.
import StarlightCore

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  _ = try? BeatMapLoader.parse(
    data: bytes, fileName: "fuzz.json", audioDuration: { _ in .success(Nanoseconds.seconds(600)) })
  if let document = try? BeatMapLoader.document(data: bytes, fileName: "fuzz.json") {
    let written = Array(BeatMapJSONWriter.json(document).utf8)
    _ = try? BeatMapLoader.document(data: written, fileName: "rewritten.json")
  }
  return 0
}
