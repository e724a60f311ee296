/// An error that can say why in plain words, without the file it is about (the caller's
/// sentence names that once): "the disk is full", "database is locked".
public protocol ReadableError: Error {
  var plainReason: String { get }
}
