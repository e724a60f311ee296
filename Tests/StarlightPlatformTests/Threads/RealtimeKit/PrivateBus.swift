import Foundation

/// A dbus-daemon of the test's own, on a socket in a folder of its own, that anyone on it may
/// call and any name may be owned on (the system bus's rules are not what is tested).
final class PrivateBus {
  /// Its D-Bus address, as the daemon printed it.
  let address: String
  /// An address in the same folder where no bus listens.
  let nowhere: String
  private let daemon = Process()
  private let folder: URL

  struct NotStarted: Error, CustomStringConvertible {
    let description: String
  }

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("starlight-bus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let config = folder.appendingPathComponent("bus.conf")
    try """
    <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
     "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
    <busconfig>
      <type>session</type>
      <listen>unix:path=\(folder.path)/bus</listen>
      <auth>EXTERNAL</auth>
      <policy context="default">
        <allow send_destination="*" eavesdrop="true"/>
        <allow eavesdrop="true"/>
        <allow own="*"/>
      </policy>
    </busconfig>
    """.write(to: config, atomically: true, encoding: .utf8)
    nowhere = "unix:path=\(folder.path)/no-bus"
    let printed = Pipe()
    daemon.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
    daemon.arguments = ["--config-file=\(config.path)", "--nofork", "--print-address"]
    daemon.standardOutput = printed
    daemon.standardError = FileHandle.nullDevice
    try daemon.run()
    // The address is printed once the daemon listens: a blocking read, no waiting on time.
    var text = ""
    while !text.contains("\n") {
      let chunk = printed.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      text += String(decoding: chunk, as: UTF8.self)
    }
    guard let line = text.split(separator: "\n").first, line.hasPrefix("unix:") else {
      kill(daemon.processIdentifier, SIGKILL)
      throw NotStarted(description: "dbus-daemon printed no address: \(text)")
    }
    address = String(line)
  }

  /// Ends the daemon (every connection to it is closed) and removes its folder. SIGKILL: the
  /// daemon inherits the starting thread's blocked signals, SIGTERM among them on a test's
  /// worker thread, and would never see a SIGTERM. Once only: `defer` calls it again.
  func stop() {
    guard daemon.isRunning else { return }
    kill(daemon.processIdentifier, SIGKILL)
    daemon.waitUntilExit()
    try? FileManager.default.removeItem(at: folder)
  }
}
