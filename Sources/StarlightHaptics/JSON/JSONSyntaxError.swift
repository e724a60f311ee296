/// A JSON text could not be read. The offset is a byte offset into the source; callers turn it
/// into a line and column only when they report the error.
struct JSONSyntaxError: Error, Sendable, Equatable {
  var detail: String
  var offset: Int
}
