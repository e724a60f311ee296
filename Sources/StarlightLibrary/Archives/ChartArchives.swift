import Foundation
import StarlightCore

/// Which files are archives of charts: the extensions the registered chart formats name
/// (`ChartFormat.archiveExtensions`: osu!'s `.osz`, Malody's `.mcz`, a StepMania pack's
/// `.zip`), all zip files.
public enum ChartArchives {
  public static var extensions: [String] { ChartFormats.all.flatMap(\.archiveExtensions) }

  public static func isArchive(_ path: String) -> Bool {
    extensions.contains((path as NSString).pathExtension.lowercased())
  }

  /// The folder under the library where archives are unpacked while they are imported
  /// (removed after; a killed import's is removed by the next `LibraryUse`).
  public static let unpackingFolder = "unpacking"
}
