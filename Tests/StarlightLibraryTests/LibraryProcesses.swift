import Foundation

/// The `starlight-sync` binary the package built, run as a separate process with its data
/// under a test's folder (`XDG_DATA_HOME`), its output kept in files beside it.
struct LibraryProcesses {
  /// `.build/debug/starlight-sync`, found from this file's place in the package.
  static var binary: String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/starlight-sync").path
  }

  let folder: URL
  var dataHome: String { folder.appendingPathComponent("data").path }

  struct Running {
    let process: Process
    let output: URL

    /// Waits for the process to exit (no clock: its exit), then returns its status and what
    /// it wrote on stdout and stderr.
    func finish() -> (status: Int32, output: String) {
      process.waitUntilExit()
      let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
      return (process.terminationStatus, text)
    }
  }

  func start(_ arguments: [String], name: String) throws -> Running {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: Self.binary)
    process.arguments = arguments
    var environment = ProcessInfo.processInfo.environment
    environment["XDG_DATA_HOME"] = dataHome
    environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
    environment["HOME"] = folder.path
    process.environment = environment
    let output = folder.appendingPathComponent("\(name).out")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    let handle = try FileHandle(forWritingTo: output)
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    return Running(process: process, output: output)
  }
}
