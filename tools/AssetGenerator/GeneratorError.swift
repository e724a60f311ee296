/// Failures that stop the generator with a message.
enum GeneratorError: Error, CustomStringConvertible {
  case invalidSong(String)
  case chartRejected(String)
  case encoderFailed(String)
  case io(String)

  var description: String {
    switch self {
    case .invalidSong(let message):
      return "invalid song definition: \(message)"
    case .chartRejected(let message):
      return "beat map rejected: \(message)"
    case .encoderFailed(let message):
      return "encoding failed: \(message)"
    case .io(let message):
      return "I/O error: \(message)"
    }
  }
}
