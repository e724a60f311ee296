import Foundation
import StarlightCore
import StarlightSupport

/// Imports every chart under some files and folders into the library: chart files are
/// found, read and hashed on every core; a file whose hash the index already has is
/// skipped unread, as is a second copy met in the same run; the rest are imported in
/// parallel (charts read by the same importer as `beatmap import`, the chart file copied
/// and its audio linked into the library), then written to the index in one transaction.
public struct LibraryImporter: Sendable {
  /// The most problem lines kept per file (the command line's rule for every file).
  static let maxProblemLines = 20

  public let layout: LibraryLayout
  public let index: any LibraryIndex
  /// What an archive (`.osz`, a pack's `.zip`) may hold.
  public let archiveLimits: ChartArchiveLimits

  public init(
    layout: LibraryLayout, index: any LibraryIndex, archiveLimits: ChartArchiveLimits = .init()
  ) {
    self.layout = layout
    self.index = index
    self.archiveLimits = archiveLimits
  }

  /// `progress` gets (files done, files to do) as each finishes, from any thread.
  public func run(paths: [String], progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in })
    throws -> LibraryImportSummary
  {
    var summary = LibraryImportSummary()
    var found = ChartFileScanner.scan(paths)
    let unpacked = UnpackedArchives(
      layout: layout, archives: found.archives, limits: archiveLimits)
    defer { unpacked.remove() }
    summary.failed = unpacked.refused
    found.skipped += unpacked.withoutCharts.map {
      ($0, ChartArchiveUnpacker.Refusal.noChart.reason)
    }
    for (folder, archive) in unpacked.folders {
      let inside = ChartFileScanner.scan([folder])
      if inside.charts.isEmpty {
        found.skipped.append((archive, ChartArchiveUnpacker.Refusal.noChart.reason))
      }
      found.add(inside)
    }
    summary.skipped = found.skipped.map {
      .init(path: unpacked.shown($0.path), reason: $0.reason, isAlreadyInLibrary: false)
    }
    let total = found.charts.count
    let read = ParallelWork.map(found.charts) { path in
      Result { () throws(BeatMapError) in
        let bytes = try BeatMapLoader.readFile(path: path)
        return (path: path, bytes: bytes, hash: SHA256.hexDigest(of: bytes))
      }
    }
    var known = try index.importedFiles()
    let imported = Dictionary(grouping: try index.entries(), by: \.fileHash)
    var fresh: [(path: String, bytes: [UInt8], hash: String)] = []
    var again: [String: String] = [:]
    for (path, result) in zip(found.charts, read) {
      switch result {
      case .failure(let error):
        summary.failed.append(
          .init(
            path: unpacked.shown(path),
            problems: Self.bounded(error.problems.map { unpacked.shownText($0.description) })))
      case .success(let file):
        if known[file.hash] != nil,
          let reason = BesideChanges.reason(imported[file.hash] ?? [], path: path, layout: layout)
        {
          known[file.hash] = path
          again[path] = reason
          fresh.append(file)
        } else if let earlier = known[file.hash] {
          let reason =
            earlier == unpacked.shown(path)
            ? "unchanged since it was imported" : "the same file as \(earlier), already imported"
          summary.skipped.append(
            .init(path: unpacked.shown(path), reason: reason, isAlreadyInLibrary: true))
        } else {
          known[file.hash] = unpacked.shown(path)
          fresh.append(file)
        }
      }
    }
    progress(total - fresh.count, total)
    let base = total - fresh.count
    let packs = found.packs
    let outcomes = ParallelWork.map(
      fresh,
      transform: {
        importFile(
          path: $0.path, bytes: $0.bytes, hash: $0.hash, pack: packs[$0.path],
          shownAs: unpacked.shown($0.path))
      },
      progress: { progress(base + $0, total) })
    var entries: [LibraryEntry] = []
    for (file, outcome) in zip(fresh, outcomes) {
      switch outcome {
      case .imported(let charts, let notes, let placements):
        entries += charts
        summary.imported.append(
          .init(
            path: unpacked.shown(file.path), charts: charts.count,
            notes: Self.bounded(
              ((again[file.path].map { [$0] } ?? []) + notes).map(unpacked.shownText)),
            playable: charts.count(where: \.isPlayable),
            audioMissing: charts.count(where: \.isAudioMissing),
            isAgain: again[file.path] != nil))
        for method in placements { summary.audioPlacements[method.rawValue, default: 0] += 1 }
      case .skipped(let reason):
        summary.skipped.append(
          .init(path: unpacked.shown(file.path), reason: reason, isAlreadyInLibrary: false))
      case .failed(let problems):
        summary.failed.append(
          .init(
            path: unpacked.shown(file.path),
            problems: Self.bounded(problems.map(unpacked.shownText))))
      }
    }
    try index.insert(entries)
    return summary
  }

  enum FileOutcome: Sendable {
    case imported([LibraryEntry], notes: [String], placements: [AudioPlacement.Method])
    case skipped(String)
    case failed([String])
  }

  /// One chart file: its playable charts into entries, its copy and audio into its folder.
  /// `shownAs` is the path messages and the library give it (inside its archive).
  func importFile(
    path: String, bytes: [UInt8], hash: String, pack: String? = nil, shownAs: String? = nil
  ) -> FileOutcome {
    let shown = shownAs ?? path
    guard let format = LibraryChartFormat(path: path) else {
      return .skipped(ChartFormats.notAChart(others: ["beat map (.json)"]))
    }
    guard format.claims(bytes) else {
      return .skipped(
        "not a StarlightSync beat map (its JSON names no \"starlight-beatmap\" format)")
    }
    let read = LibraryChartReader.read(data: bytes, fileName: shown, format: format)
    guard !read.charts.isEmpty else {
      if !read.problems.isEmpty { return .failed(read.problems) }
      let charts =
        read.unplayable.isEmpty ? "it has no charts" : read.unplayable.joined(separator: "; ")
      return .skipped("no chart this game plays: \(charts)")
    }
    let folder = layout.songFolder(fileHash: hash)
    let chartFile = "\(folder)/\((path as NSString).lastPathComponent)"
    do {
      try FileManager.default.createDirectory(
        atPath: layout.path(folder), withIntermediateDirectories: true)
      try AtomicFile.write(bytes, to: layout.path(chartFile))
      try AtomicFile.write(
        Array(shown.utf8), to: layout.path("\(folder)/\(LibraryLayout.sourceNote)"))
    } catch {
      return .failed([
        ErrorText.sentence("cannot copy the chart into the library at", layout.path(folder), error)
      ])
    }
    var notes = read.problems + read.unplayable.map { "\($0) skipped: not playable here" }
    var placements: [AudioPlacement.Method] = []
    var audio: [String: (file: String?, duration: Nanoseconds?)] = [:]
    var entries: [LibraryEntry] = []
    let facts = read.charts[0].facts
    let art = [facts.banner, facts.background].map { placeArt($0, of: path, in: folder) }
    for chart in read.charts {
      let named = chart.imported.document.audioFile
      if audio[named] == nil {
        let placed = placeAudio(named, of: path, in: folder)
        audio[named] = (placed.file, placed.duration)
        if let method = placed.method { placements.append(method) }
        if let note = placed.note { notes.append(note) }
      }
      let placed = audio[named] ?? (nil, nil)
      let entry = chart.entry(
        ChartPlacement(
          fileHash: hash, chartFile: chartFile, sourcePath: shown, audioFile: placed.file,
          audioDuration: placed.duration, banner: art[0], background: art[1], pack: pack))
      if let overrun = entry.details.audioOverrun {
        notes.append(
          "\(entry.chartName): its notes run \(Self.seconds(overrun)) past the end of its audio; played on in silence"
        )
      }
      entries.append(entry)
    }
    return .imported(entries, notes: notes, placements: placements)
  }

  private func placeAudio(_ named: String, of chartPath: String, in folder: String) -> (
    file: String?, duration: Nanoseconds?, method: AudioPlacement.Method?, note: String?
  ) {
    let source = BeatMapLoader.resolve(audioFile: named, relativeTo: chartPath)
    guard !named.isEmpty, FileManager.default.isReadableFile(atPath: source) else {
      let what =
        named.isEmpty ? "no audio file is named" : "audio file '\(named)' is missing at \(source)"
      return (
        nil, nil, nil,
        "\(what): imported, but it cannot be played until the audio is there and the folder is imported again"
      )
    }
    let relative = "\(folder)/\(AudioPlacement.relativeDestination(for: named))"
    do {
      let method = try AudioPlacement.place(source, at: layout.path(relative))
      let duration = try? BeatMapLoader.fileDuration(resolving: layout.path(relative), in: "/")
        .get()
      let note =
        duration == nil
        ? "audio file '\(named)': its length cannot be read (not Ogg Vorbis, MP3 or WAV?)" : nil
      return (relative, duration, method, note)
    } catch {
      return (
        nil, nil, nil,
        "audio file '\(named)' cannot be put in the library: \(ErrorText.reason(error))"
      )
    }
  }

  /// A banner or background named by the chart, put in its folder like the audio; nil when
  /// none is named or it is not there (the list then shows none: not worth a note).
  private func placeArt(_ named: String, of chartPath: String, in folder: String) -> String? {
    let source = BeatMapLoader.resolve(audioFile: named, relativeTo: chartPath)
    guard !named.isEmpty, FileManager.default.isReadableFile(atPath: source) else { return nil }
    let relative = "\(folder)/\(AudioPlacement.relativeDestination(for: named))"
    return (try? AudioPlacement.place(source, at: layout.path(relative))) == nil ? nil : relative
  }

  static func seconds(_ time: Nanoseconds) -> String {
    String(format: "%.1f s", Double(time) / Double(Nanoseconds.perSecond))
  }

  static func bounded(_ lines: [String]) -> [String] {
    guard lines.count > maxProblemLines else { return lines }
    return Array(lines.prefix(maxProblemLines)) + ["and \(lines.count - maxProblemLines) more"]
  }
}
