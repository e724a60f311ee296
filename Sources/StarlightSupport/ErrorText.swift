import Foundation

/// Errors said as a player reads them: one line, what failed, the file once, and the reason
/// in plain words, from errno or the error's own words, never Foundation's dump
/// ("Error Domain=NSCocoaErrorDomain Code=512 ...").
public enum ErrorText {
  /// "cannot save the progress to P: the disk is full" from ("cannot save the progress
  /// to", P, error). Line breaks in the parts become spaces: it is one line.
  public static func sentence(_ what: String, _ file: String? = nil, _ error: any Error)
    -> String
  {
    let subject = file.map { "\(what) \($0)" } ?? what
    return oneLine("\(subject): \(reason(error))")
  }

  /// The reason `error` gives, in plain words, with no path in it.
  public static func reason(_ error: any Error) -> String {
    if let readable = error as? any ReadableError { return oneLine(readable.plainReason) }
    if let errno = error as? Errno { return reason(errno: errno.code) }
    if let decoding = error as? DecodingError { return decodingReason(decoding) }
    let bridged = error as NSError
    if bridged.domain == NSPOSIXErrorDomain { return reason(errno: Int32(bridged.code)) }
    if bridged.domain == NSCocoaErrorDomain {
      // Foundation's file errors carry the system's reason underneath when there was one.
      if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? any Error {
        return reason(underlying)
      }
      // JSON's own errors say where the text is wrong in the debug description.
      if let said = bridged.userInfo[NSDebugDescriptionErrorKey] as? String {
        return oneLine(said)
      }
      return cocoaReason(bridged.code)
    }
    let said = oneLine("\(error)")
    return said.contains("Error Domain=") ? "the system gave no reason" : said
  }

  /// errno in plain words: the common ones said for a player, the rest as strerror says.
  public static func reason(errno code: Int32) -> String {
    switch code {
    case ENOSPC: return "the disk is full"
    case EDQUOT: return "the disk quota is used up"
    case EROFS: return "the disk is read-only"
    case EACCES, EPERM: return "permission denied"
    case ENOTDIR: return "a file stands where a folder should be"
    case ENOENT: return "no such file or folder"
    case EISDIR: return "it is a folder, not a file"
    case EIO: return "the disk reported an input/output error"
    default:
      let text = String(cString: strerror(code))
      return text.prefix(1).lowercased() + text.dropFirst()
    }
  }

  /// A Codable failure: what its context says, and where (the coding path).
  static func decodingReason(_ error: DecodingError) -> String {
    let context: DecodingError.Context
    switch error {
    case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c),
      .dataCorrupted(let c):
      context = c
    @unknown default:
      return "the data cannot be read"
    }
    let path = context.codingPath.map(\.stringValue).joined(separator: ".")
    return oneLine(path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)")
  }

  /// Foundation's own codes, when no system error is underneath.
  static func cocoaReason(_ code: Int) -> String {
    switch CocoaError.Code(rawValue: code) {
    case .fileNoSuchFile, .fileReadNoSuchFile: "no such file or folder"
    case .fileReadNoPermission, .fileWriteNoPermission: "permission denied"
    case .fileWriteOutOfSpace: "the disk is full"
    case .fileWriteVolumeReadOnly: "the disk is read-only"
    case .fileWriteFileExists: "a file of that name is already there"
    case .fileReadCorruptFile: "its contents cannot be read"
    case .fileReadTooLarge: "it is too large"
    case .fileReadInapplicableStringEncoding: "it is not text in the expected encoding"
    default: "the system gave no reason"
    }
  }

  /// Line breaks and tabs as spaces, so a message is one line on a terminal and on screen.
  public static func oneLine(_ text: String) -> String {
    String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
  }
}
