import Foundation
import StarlightCore

extension LibraryImporter {
  /// The archives of one import, each unpacked into its own folder under the library's
  /// `unpacking/` folder (so nothing is written outside the library, and audio is hard-linked
  /// from there into `songs/` on the same file system), and removed when the import ends.
  struct UnpackedArchives: Sendable {
    let root: String
    /// Each unpacked folder and the archive it came from.
    private(set) var folders: [(folder: String, archive: String)] = []
    private(set) var refused: [LibraryImportSummary.Failed] = []
    /// Archives that hold no chart, left packed.
    private(set) var withoutCharts: [String] = []

    init(layout: LibraryLayout, archives: [String], limits: ChartArchiveLimits) {
      root = layout.path("\(ChartArchives.unpackingFolder)/\(UUID().uuidString)")
      let unpacker = ChartArchiveUnpacker(limits: limits)
      for (index, archive) in archives.enumerated() {
        // Named after the archive, so a pack's `Song/chart.sm` belongs to the pack it is.
        let name = ((archive as NSString).lastPathComponent as NSString).deletingPathExtension
        let folder = "\(root)/\(index)/\(name.isEmpty ? "archive" : name)"
        switch unpacker.unpack(archive, into: folder) {
        case .success: folders.append((folder, archive))
        case .failure(let refusal) where refusal.holdsNoChart: withoutCharts.append(archive)
        case .failure(let refusal):
          refused.append(
            .init(path: archive, problems: ["\(refusal.reason); nothing was imported from it"]))
        }
      }
    }

    /// A path inside an unpacked folder as the player knows it: inside its archive
    /// (`Songs/set.osz/chart.osu`); any other path as it is.
    func shown(_ path: String) -> String {
      for (folder, archive) in folders where path.hasPrefix(folder + "/") {
        return archive + path.dropFirst(folder.count)
      }
      return path
    }

    /// A message with every unpacked folder named as its archive.
    func shownText(_ text: String) -> String {
      folders.reduce(text) { $0.replacingOccurrences(of: $1.folder, with: $1.archive) }
    }

    func remove() {
      try? FileManager.default.removeItem(atPath: root)
      // The `unpacking/` folder itself, only when empty (another import may be unpacking).
      _ = rmdir((root as NSString).deletingLastPathComponent)
    }
  }
}
