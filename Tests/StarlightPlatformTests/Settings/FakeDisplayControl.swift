import StarlightCore

@testable import StarlightPlatform

/// A display control that records what the Display page asked of it: two displays at 60 Hz.
final class FakeDisplayControl: DisplayControl {
  enum Call: Equatable {
    case fullscreen(Bool)
    case display(Int)
    case frameCap(FrameCap)
  }

  private(set) var calls: [Call] = []
  /// Why the window refuses to go fullscreen, when it should.
  var fullscreenRefusal: String?

  func displayNames() -> [String] { ["Left monitor", "Right monitor"] }
  func refreshRate() -> Int? { 60 }
  var vsyncAdjustable: Bool { true }

  func setFullscreen(_ fullscreen: Bool) -> String? {
    calls.append(.fullscreen(fullscreen))
    return fullscreenRefusal
  }

  func moveToDisplay(_ index: Int) -> String? {
    calls.append(.display(index))
    return nil
  }

  func apply(_ cap: FrameCap) -> String? {
    calls.append(.frameCap(cap))
    return nil
  }
}
