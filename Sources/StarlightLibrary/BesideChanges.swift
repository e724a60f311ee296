import Foundation
import StarlightCore

/// Whether a chart file already in the library must be read again though its bytes have
/// not changed: what it names beside it has arrived since (its audio, its banner or
/// background), or it was imported by a version of the game that did not yet keep some
/// fact the song list shows. Only stats: the chart is not read to decide.
enum BesideChanges {
  /// Why `path` (already imported, its charts `entries`) is read again, or nil to skip it.
  static func reason(_ entries: [LibraryEntry], path: String, layout: LibraryLayout) -> String? {
    guard let first = entries.first else { return nil }
    if entries.contains(where: { $0.details.version < ChartDetails.currentVersion }) {
      return "read again: imported by an older version of the game"
    }
    let audio = Set(entries.filter(\.isAudioMissing).map(\.details.audioName))
    if audio.contains(where: { isBeside($0, of: path) }) {
      return "read again: its audio is now beside it"
    }
    let folder = layout.songFolder(fileHash: first.fileHash)
    let placed = Set([first.details.banner, first.details.background].compactMap { $0 })
    let arrived = first.details.artNames.contains { name in
      !placed.contains("\(folder)/\(AudioPlacement.relativeDestination(for: name))")
        && isBeside(name, of: path)
    }
    return arrived ? "read again: its art is now beside it" : nil
  }

  private static func isBeside(_ named: String, of chartPath: String) -> Bool {
    !named.isEmpty
      && FileManager.default.isReadableFile(
        atPath: BeatMapLoader.resolve(audioFile: named, relativeTo: chartPath))
  }
}
