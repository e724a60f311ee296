import Foundation

/// Compresses WAV files to Ogg Vorbis with the `oggenc` command (package `vorbis-tools`).
///
/// A fixed stream serial number replaces oggenc's random one, so re-encoding the same WAV with the
/// same oggenc build gives the same bytes.
enum OggEncoder {
  static func encode(
    wav: URL, to ogg: URL, quality: Int, serial: Int, title: String, artist: String
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "oggenc", "--quiet", "--quality", String(quality), "--serial", String(serial),
      "--title", title, "--artist", artist, "--output", ogg.path, wav.path,
    ]
    do {
      try process.run()
    } catch {
      throw GeneratorError.encoderFailed(
        "cannot start oggenc (install vorbis-tools): \(error)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GeneratorError.encoderFailed(
        "oggenc exited with status \(process.terminationStatus) for \(wav.lastPathComponent)")
    }
  }

  /// Decodes an Ogg Vorbis file to 16-bit WAV with `oggdec` (used by `--verify`).
  static func decode(ogg: URL, to wav: URL) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["oggdec", "--quiet", "--bits", "16", "--output", wav.path, ogg.path]
    do {
      try process.run()
    } catch {
      throw GeneratorError.encoderFailed("cannot start oggdec (install vorbis-tools): \(error)")
    }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw GeneratorError.encoderFailed("oggdec failed for \(ogg.lastPathComponent)")
    }
  }
}
