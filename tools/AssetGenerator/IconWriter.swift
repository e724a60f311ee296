import Foundation
import StarlightPixels
import StarlightSupport

/// Writes the icon at every size as `Assets/Icons/hicolor/NxN/apps/starlight-sync.png`,
/// the icon theme layout the install script copies under `share/icons/`.
enum IconWriter {
  static let iconName = "starlight-sync"

  static func write(into repositoryRoot: URL) throws {
    for size in IconPainter.sizes {
      let folder = repositoryRoot.appendingPathComponent(
        "Assets/Icons/hicolor/\(size)x\(size)/apps")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      let png = try PNGEncoder.encode(
        width: size, height: size, rgba: IconPainter(size: size).rgba())
      let url = folder.appendingPathComponent("\(iconName).png")
      try AtomicFile.write(png, to: url.path)
      print("icon \(size)x\(size): \(png.count) B")
    }
  }
}
