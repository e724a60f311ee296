/// A Malody chart's names, art and mode, for the song list, read without its notes.
enum MalodySongFacts {
  static func read(_ data: [UInt8]) -> (facts: SongFacts, mode: Int?) {
    var facts = SongFacts()
    guard data.count <= BeatMapLimits.maxJSONFileBytes, let tape = try? JSONTape.parse(data),
      let meta = tape.root.object?["meta"]?.object
    else { return (facts, nil) }
    let song = meta["song"]?.object
    let title = song?["title"]?.string ?? ""
    let artist = song?["artist"]?.string ?? ""
    // `titleorg`/`artistorg` hold the original script; the plain ones are then romanised.
    let titleOriginal = song?["titleorg"]?.string ?? ""
    let artistOriginal = song?["artistorg"]?.string ?? ""
    facts.title = titleOriginal.isEmpty ? title : titleOriginal
    facts.artist = artistOriginal.isEmpty ? artist : artistOriginal
    facts.titleTranslit = titleOriginal.isEmpty ? "" : title
    facts.artistTranslit = artistOriginal.isEmpty ? "" : artist
    facts.background = meta["background"]?.string ?? ""
    let mode = meta["mode"]?.number.flatMap { $0.rounded() == $0 && abs($0) < 1e6 ? Int($0) : nil }
    let columns = meta["mode_ext"]?.object?["column"]?.number
    if mode == MalodyImporter.keyMode, let columns, columns.rounded() == columns, abs(columns) < 1e6
    {
      facts.stepsTypes = ["Malody \(Int(columns))K"]
    } else {
      facts.stepsTypes = ["Malody \(MalodyImporter.modeName(mode ?? -1))"]
    }
    return (facts, mode)
  }
}
