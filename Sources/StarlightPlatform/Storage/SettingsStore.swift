import Foundation
import Logging
import StarlightSupport

/// Loads and saves `Settings`. A file that cannot be read is moved aside, never
/// overwritten, defaults are used, and `notice` says so for the screen.
public final class SettingsStore {
  public let path: String
  public private(set) var settings: Settings
  /// A message for the player about what happened while loading, if anything did.
  public private(set) var notice: String?
  private let logger = Logger(label: "starlight.settings")

  public init(path: String) {
    self.path = path
    settings = Settings()
    for leftover in AtomicFile.removeLeftovers(of: path) {
      logger.info("removed \(leftover), left by an interrupted write")
    }
    load()
  }

  public func update(_ change: (inout Settings) -> Void) {
    change(&settings)
    save()
  }

  private func load() {
    guard let data = FileManager.default.contents(atPath: path) else { return }
    do {
      settings = try JSONDecoder().decode(Settings.self, from: data)
    } catch {
      let aside = AtomicFile.keepAside(path, suffix: "corrupt")
      let kept = aside.map { "kept as \($0)" } ?? "left in place"
      // The screen gets file names only (the full paths are in the log) so the line fits.
      let shortKept =
        aside.map { "kept as \(($0 as NSString).lastPathComponent)" } ?? "left in place"
      notice = "settings.json could not be read (\(shortKept)); using defaults."
      logger.error("\(path): unreadable settings (\(error)); \(kept); using defaults")
    }
  }

  private func save() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try AtomicFile.write([UInt8](encoder.encode(settings)), to: path)
    } catch {
      logger.error("could not save settings to \(path): \(error)")
    }
  }
}
