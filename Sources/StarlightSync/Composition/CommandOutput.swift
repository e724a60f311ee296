import Foundation
import Logging
import StarlightSupport

/// A command's output file (`--out`, `--plot`, a render): what a killed earlier run left
/// beside it (`OUT.tmp-XXXXXX`) is removed first, then the file is written atomically (on
/// the disk when the command says "wrote"), and a failure is one sentence: what, the file
/// once, and why in plain words.
enum CommandOutput {
  static func write(_ bytes: [UInt8], to path: String, what: String) throws {
    for leftover in AtomicFile.removeLeftovers(of: path) {
      Logger(label: "starlight.output").info("removed \(leftover), left by an interrupted run")
    }
    do {
      try AtomicFile.write(bytes, to: path)
    } catch {
      throw CommandFailure.report([ErrorText.sentence("cannot write \(what) to", path, error)])
    }
  }
}
