import Glibc
import StarlightCore
import Testing

@testable import StarlightPlatform

/// The window thread's wait on the display's socket, over a socket pair standing in for
/// the X connection: data another thread has yet to read (its reply) keeps the socket
/// readable, and the wait must then pause before polling again instead of spinning.
@Suite struct DisplaySocketWaitTests {
  final class Pauses: @unchecked Sendable {
    var taken: [Nanoseconds] = []
  }

  /// A connected pair: [0] the game's end, [1] the display server's.
  static func socketPair() throws -> [Int32] {
    var ends: [Int32] = [-1, -1]
    try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &ends) == 0)
    return ends
  }

  @Test func aWakeThatBroughtNoEventPausesBeforeTheNextWait() throws {
    let ends = try Self.socketPair()
    defer { for end in ends { close(end) } }
    let pauses = Pauses()
    let wait = DisplaySocketWait(socket: ends[0]) { pauses.taken.append($0) }
    var reply: UInt8 = 1
    #expect(write(ends[1], &reply, 1) == 1)

    #expect(wait.wait(upTo: .milliseconds(2)))
    wait.noteWake(socketWasReadable: true, broughtEvent: false)
    // Still unread (the other thread has not run): readable again, but only after a pause.
    #expect(wait.wait(upTo: .milliseconds(2)))
    #expect(pauses.taken == [DisplaySocketWait.pauseAfterEmptyWake])
  }

  @Test func aWakeWithAnEventOrATimeoutWaitsAgainAtOnce() throws {
    let ends = try Self.socketPair()
    defer { for end in ends { close(end) } }
    let pauses = Pauses()
    let wait = DisplaySocketWait(socket: ends[0]) { pauses.taken.append($0) }

    // Nothing to read: the wait ends at its timeout, which brings no pause.
    #expect(!wait.wait(upTo: 0))
    wait.noteWake(socketWasReadable: false, broughtEvent: false)
    var key: UInt8 = 2
    #expect(write(ends[1], &key, 1) == 1)
    #expect(wait.wait(upTo: .milliseconds(2)))
    // The key was this thread's event: the next wait starts at once.
    wait.noteWake(socketWasReadable: true, broughtEvent: true)
    #expect(wait.wait(upTo: .milliseconds(2)))
    #expect(pauses.taken.isEmpty)
  }
}
