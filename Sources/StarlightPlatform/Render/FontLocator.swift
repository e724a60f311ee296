import Foundation
import Logging

/// Finds fonts for the characters the text font lacks (Japanese, Chinese and Korean song
/// titles): asked of fontconfig (`fc-match :lang=ja`), as the desktop would pick them, and
/// where fontconfig is not installed, the files Debian's CJK font packages put in place.
enum FontLocator {
  /// Languages whose fonts are asked for, in this order.
  static let languages = ["ja", "zh-cn", "ko"]
  /// `fonts-noto-cjk` and `fonts-droid-fallback`, for a system without `fc-match`.
  static let knownFallbacks = [
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
  ]
  static let fcMatchCandidates = ["/usr/bin/fc-match", "/bin/fc-match"]

  /// Font files to fall back on, besides `primary`, that exist; each once.
  static func fallbacks(besides primary: String?) -> [String] {
    var found: [String] = []
    for path in languages.compactMap(fcMatch) + knownFallbacks
    where path != primary && !found.contains(path)
      && FileManager.default.fileExists(atPath: path)
    {
      found.append(path)
    }
    return found
  }

  /// fontconfig's best file for a language; nil when fc-match is missing or fails.
  private static func fcMatch(_ language: String) -> String? {
    guard let tool = fcMatchCandidates.first(where: FileManager.default.isExecutableFile)
    else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-f", "%{file}", ":lang=\(language)"]
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      Logger(label: "starlight.text").info("fc-match did not run: \(error)")
      return nil
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return path.isEmpty ? nil : path
  }
}
