import Testing

/// Runs a suite while no other suite with this trait runs. SDL's subsystems, its event queue
/// and its device list belong to the whole process, and Swift Testing runs suites in
/// parallel: one suite's `SDL_Quit` or event pump would pull the ground from under another.
struct SDLExclusiveTrait: SuiteTrait, TestScoping {
  func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    await SDLTestGate.shared.acquire()
    do {
      try await function()
    } catch {
      await SDLTestGate.shared.release()
      throw error
    }
    await SDLTestGate.shared.release()
  }
}

extension Trait where Self == SDLExclusiveTrait {
  /// The suite has SDL to itself while it runs.
  static var sdlExclusive: Self {
    Self()
  }
}

/// A first-come, first-served lock that suspends waiters instead of blocking threads.
actor SDLTestGate {
  static let shared = SDLTestGate()

  private var isHeld = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func acquire() async {
    guard isHeld else {
      isHeld = true
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Hands the lock straight to the next waiter, if any.
  func release() {
    if waiting.isEmpty {
      isHeld = false
    } else {
      waiting.removeFirst().resume()
    }
  }
}
