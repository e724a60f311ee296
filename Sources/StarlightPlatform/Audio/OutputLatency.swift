import Foundation
import StarlightCore

/// The game's output latency as the sound server measured it (server plus device), or why
/// there is no such figure.
public enum OutputLatency: Sendable, Equatable {
  case measured(OutputLatencyFigure)
  /// The server is asked; the game's stream has not been seen yet.
  case waiting(String)
  /// It cannot be read (no server to ask, the server refused, no device open).
  case unreadable(String)

  /// One line for the Audio page and `--stats`.
  public var summary: String {
    switch self {
    case .measured(let figure): figure.summary
    case .waiting(let reason): "not read yet (\(reason))"
    case .unreadable(let reason): "could not be read: \(reason)"
    }
  }

  /// The same reading with its count left out: what the page compares frame to frame.
  public var withoutCount: OutputLatency {
    guard case .measured(var figure) = self else { return self }
    figure.readings = 0
    return .measured(figure)
  }

  public var figure: OutputLatencyFigure? {
    if case .measured(let figure) = self { return figure }
    return nil
  }
}

/// One reading: the total and its two parts, as the server gives them.
public struct OutputLatencyFigure: Sendable, Equatable {
  public enum Parts: Sendable, Equatable {
    /// PipeWire: the graph's quantum (one cycle) and the device's own delay.
    case quantum(frames: Int, rate: Int)
    /// PulseAudio: the stream's buffer in the server and the sink's latency.
    case streamBuffer
  }

  /// The server's name and version ("PipeWire 0.3.65").
  public var server: String
  public var parts: Parts
  public var serverPart: Nanoseconds
  public var device: Nanoseconds
  /// Readings taken so far (the figure is the latest).
  public var readings: Int

  public init(
    server: String, parts: Parts, serverPart: Nanoseconds, device: Nanoseconds, readings: Int
  ) {
    self.server = server
    self.parts = parts
    self.serverPart = serverPart
    self.device = device
    self.readings = readings
  }

  public var total: Nanoseconds { serverPart + device }

  public var summary: String {
    let split =
      switch parts {
      case .quantum(let frames, let rate):
        "quantum \(frames)/\(rate) \(Self.ms(serverPart)) + device \(Self.ms(device))"
      case .streamBuffer:
        "stream buffer \(Self.ms(serverPart)) + sink \(Self.ms(device))"
      }
    return "\(Self.ms(total)) measured by \(server) (\(split))"
  }

  static func ms(_ value: Nanoseconds) -> String {
    String(format: "%.1f ms", value.milliseconds)
  }
}

/// Where the output latency is read from: the sound servers in the game, a script in tests.
public protocol OutputLatencySource: AnyObject {
  /// Starts following the game's stream on the server behind `driver` (SDL's name).
  func start(driver: String)
  func stop()
  /// The latest reading; cheap, never waits on the server.
  func read() -> OutputLatency
}
