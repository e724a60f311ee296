import Foundation

/// Where the library lives: `$XDG_DATA_HOME/starlight-sync/library/`, with the index
/// (`index.sqlite`) and one folder per imported chart file under `songs/`, named by the
/// file's SHA-256, holding a copy of the chart, its audio (hard-linked) and `source.txt`
/// (the path it was imported from).
public struct LibraryLayout: Sendable {
  public static let indexName = "index.sqlite"
  public static let songsFolder = "songs"
  public static let sourceNote = "source.txt"

  public let root: String

  public init(root: String) {
    self.root = root
  }

  /// The library under a data directory (`UserDirectories.data`).
  public init(dataDirectory: String) {
    root = (dataDirectory as NSString).appendingPathComponent("library")
  }

  public var indexPath: String { path(Self.indexName) }
  public var songsPath: String { path(Self.songsFolder) }

  /// The folder of the chart file with this hash, relative to the root.
  public func songFolder(fileHash: String) -> String { "\(Self.songsFolder)/\(fileHash)" }

  /// A path relative to the root made absolute.
  public func path(_ relative: String) -> String {
    (root as NSString).appendingPathComponent(relative)
  }
}
