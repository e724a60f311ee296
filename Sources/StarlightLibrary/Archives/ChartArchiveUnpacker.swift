import Foundation
import StarlightCore
import ZIPFoundation

/// Unpacks an archive of charts into a fresh folder inside the library, or refuses it whole
/// in one line with nothing left written: a path that leaves its folder (`../`, `/`, a drive
/// letter), a symbolic link, more entries or more bytes than `ChartArchiveLimits`, a chart
/// over the chart cap, a damaged zip. Reading zip is ZIPFoundation's.
struct ChartArchiveUnpacker {
  struct Refusal: Error, Equatable {
    let reason: String
    /// Not refused for harm: it holds no chart (a zip of something else met in a folder),
    /// so it was not unpacked at all.
    var holdsNoChart = false

    static let noChart = Refusal(
      reason: "an archive with no chart this game reads", holdsNoChart: true)
  }

  /// Thrown from inside the extraction when an entry inflates past what it stated.
  private struct Overflow: Error {}

  let limits: ChartArchiveLimits

  /// Unpacks `archivePath` into `folder` (created here, which must not exist yet); on
  /// refusal `folder` is removed again.
  func unpack(_ archivePath: String, into folder: String) -> Result<Void, Refusal> {
    let archive: Archive
    do {
      archive = try Archive(url: URL(fileURLWithPath: archivePath), accessMode: .read)
    } catch {
      return .failure(Refusal(reason: "not a zip archive, or a damaged one"))
    }
    let entries: [(entry: Entry, path: String)]
    switch check(archive) {
    case .success(let checked): entries = checked
    case .failure(let refusal): return .failure(refusal)
    }
    do {
      try unpack(entries, from: archive, into: folder)
      return .success(())
    } catch let overflow as Refusal {
      try? FileManager.default.removeItem(atPath: folder)
      return .failure(overflow)
    } catch {
      try? FileManager.default.removeItem(atPath: folder)
      let reason =
        error is Archive.ArchiveError || error is Overflow
        ? "a damaged zip archive (an entry does not unpack as its directory says)"
        : "cannot be unpacked into the library: \(error.localizedDescription)"
      return .failure(Refusal(reason: reason))
    }
  }

  /// Every entry checked from the directory alone, before anything is written.
  private func check(_ archive: Archive) -> Result<[(entry: Entry, path: String)], Refusal> {
    var checked: [(entry: Entry, path: String)] = []
    var total: UInt64 = 0
    for entry in archive {
      guard checked.count < limits.maxEntries else {
        return .failure(Refusal(reason: "holds more than \(limits.maxEntries) entries"))
      }
      guard let path = Self.relativePath(entry.path) else {
        return .failure(
          Refusal(reason: "entry '\(PrintableExcerpt.of(entry.path))' leaves the archive's folder"))
      }
      if entry.type == .symlink {
        return .failure(
          Refusal(reason: "entry '\(PrintableExcerpt.of(entry.path))' is a symbolic link"))
      }
      let (sum, overflow) = total.addingReportingOverflow(entry.uncompressedSize)
      total = sum
      guard !overflow, total <= limits.maxUnpackedBytes else {
        return .failure(
          Refusal(reason: "unpacks to more than \(Self.bytes(limits.maxUnpackedBytes))"))
      }
      if LibraryChartFormat(path: path) != nil, entry.uncompressedSize > limits.maxChartBytes {
        return .failure(
          Refusal(
            reason:
              "chart '\(PrintableExcerpt.of(path))' is \(Self.bytes(entry.uncompressedSize)), over the \(Self.bytes(limits.maxChartBytes)) a chart may be"
          ))
      }
      if !path.isEmpty { checked.append((entry, path)) }
    }
    guard checked.contains(where: { LibraryChartFormat(path: $0.path) != nil }) else {
      return .failure(.noChart)
    }
    return .success(checked)
  }

  private func unpack(
    _ entries: [(entry: Entry, path: String)], from archive: Archive, into folder: String
  ) throws {
    let files = FileManager.default
    try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var total: UInt64 = 0
    for (entry, path) in entries {
      let destination = (folder as NSString).appendingPathComponent(path)
      if entry.type == .directory {
        try files.createDirectory(atPath: destination, withIntermediateDirectories: true)
        continue
      }
      try files.createDirectory(
        atPath: (destination as NSString).deletingLastPathComponent,
        withIntermediateDirectories: true)
      guard files.createFile(atPath: destination, contents: nil),
        let handle = FileHandle(forWritingAtPath: destination)
      else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: destination]) }
      defer { try? handle.close() }
      var written: UInt64 = 0
      _ = try archive.extract(entry) { chunk in
        written += UInt64(chunk.count)
        total += UInt64(chunk.count)
        // A zip bomb states small sizes and inflates to more: the caps hold on what comes out.
        guard written <= entry.uncompressedSize else { throw Overflow() }
        guard total <= limits.maxUnpackedBytes else {
          throw Refusal(reason: "unpacks to more than \(Self.bytes(limits.maxUnpackedBytes))")
        }
        try handle.write(contentsOf: chunk)
      }
    }
  }

  /// The entry's path inside the archive's folder, or nil when it would leave it: absolute,
  /// a drive letter, or a `..` part (with `\` taken as a separator too, as Windows tools
  /// write it).
  static func relativePath(_ path: String) -> String? {
    let parts = path.replacingOccurrences(of: "\\", with: "/").split(separator: "/")
    guard !path.hasPrefix("/"), !path.hasPrefix("\\"),
      !(parts.first?.contains(":") ?? false), !parts.contains("..")
    else { return nil }
    // "" is the archive's folder itself (an entry "./").
    return parts.filter { $0 != "." }.joined(separator: "/")
  }

  static func bytes(_ count: UInt64) -> String {
    let units: [(UInt64, String)] = [(1 << 30, "GiB"), (1 << 20, "MiB"), (1 << 10, "KiB")]
    for (size, unit) in units where count >= size {
      return "\(String(format: "%.1f", Double(count) / Double(size))) \(unit)"
    }
    return "\(count) bytes"
  }
}
