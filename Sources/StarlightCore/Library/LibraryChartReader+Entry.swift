import Foundation

/// Where a chart's files ended up in the library, for its entry.
public struct ChartPlacement: Sendable, Equatable {
  public var fileHash: String
  /// The chart file's copy, relative to the library folder.
  public var chartFile: String
  /// Where it was imported from.
  public var sourcePath: String
  /// The placed audio (nil when missing) and its length (nil when unreadable).
  public var audioFile: String?
  public var audioDuration: Nanoseconds?
  /// The placed banner and background, relative to the library folder.
  public var banner: String?
  public var background: String?
  public var pack: String?

  public init(
    fileHash: String, chartFile: String, sourcePath: String, audioFile: String?,
    audioDuration: Nanoseconds?, banner: String? = nil, background: String? = nil,
    pack: String? = nil
  ) {
    self.fileHash = fileHash
    self.chartFile = chartFile
    self.sourcePath = sourcePath
    self.audioFile = audioFile
    self.audioDuration = audioDuration
    self.banner = banner
    self.background = background
    self.pack = pack
  }
}

extension LibraryChartReader.Chart {
  /// The library's entry for this chart, placed as `placement` says.
  public func entry(_ placement: ChartPlacement, tuning: DisplayBPM.Tuning = DisplayBPM.Tuning())
    -> LibraryEntry
  {
    let document = imported.document
    let lastBeat = document.notes.map { $0.endBeat ?? $0.beat }.max() ?? 0
    let heard = DisplayBPM.heard(document.tempo, lastBeat: lastBeat, tuning: tuning)
    let range = heard?.range ?? 0...0
    let length = placement.audioDuration ?? map.lastNoteTime ?? 0
    let overrun = placement.audioDuration.flatMap { duration in
      map.lastNoteTime.flatMap { $0 > duration ? $0 - duration : nil }
    }
    let fileName = ((placement.sourcePath as NSString).lastPathComponent as NSString)
      .deletingPathExtension
    // A file without metadata (an osu! map saved bare) is named by its file.
    let title = [facts.title, document.metadata.title, facts.titleTranslit].first {
      !$0.isEmpty
    }
    let details = ChartDetails(
      titleTranslit: facts.titleTranslit, artistTranslit: facts.artistTranslit,
      stepsType: stepsType,
      displayBPM: DisplayBPM.text(
        tag: facts.displayBPMTag, heard: heard, showsCommon: document.metadata.origin == .osu),
      pack: placement.pack, audioName: document.audioFile,
      artNames: [facts.banner, facts.background].filter { !$0.isEmpty },
      banner: placement.banner, background: placement.background, playHash: playHash,
      audioOverrun: overrun, starRating: StarRating.of(map))
    return LibraryEntry(
      chartHash: imported.contentHash, fileHash: placement.fileHash,
      chartFile: placement.chartFile, chartIndex: imported.report.chartIndex,
      sourcePath: placement.sourcePath, title: title ?? fileName,
      artist: [facts.artist, document.metadata.artist].first { !$0.isEmpty } ?? "",
      chartName: document.metadata.difficulty.isEmpty ? stepsType : document.metadata.difficulty,
      meter: meter, bpmRange: range, length: length, laneCount: map.laneCount,
      noteCount: map.notes.count,
      previewStart: map.metadata.previewStart ?? length / LibraryDefaults.previewFractionDivisor,
      audioFile: placement.audioFile, details: details)
  }

  /// SHA-256 of the chart's name, meter, steps type, the audio named and the lanes, times
  /// and kinds of the notes: equal for the same chart in another file (an `.sm` and its
  /// `.ssc`, a second copy of a pack), apart for two charts of a file that happen to share
  /// their notes (an Easy and a Hard written alike).
  var playHash: String {
    let name = "\(imported.document.metadata.difficulty)|\(meter ?? -1)|\(stepsType)"
    var text = "\(name)|\(map.laneCount)|\(imported.document.audioFile.lowercased())\n"
    for note in map.allNotes {
      text += "\(note.lane),\(note.time),\(note.endTime ?? -1),\(note.kind)\n"
    }
    return SHA256.hexDigest(of: Array(text.utf8))
  }
}
