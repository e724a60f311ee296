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

/// An Audio page row of the test's own: an output device chosen from two.
final class FakeDeviceRows: SettingsPageSource {
  private(set) var device = 0
  private(set) var edits: [SettingsEdit] = []
  static let key: SettingsRowKey = "outputDevice"

  func pages() -> [SettingsPage] {
    let choice = SettingsChoice(options: ["Default", "USB DAC"], index: device)
    return [
      SettingsPage(
        id: .audio,
        rows: [
          .choice(
            Self.key, "Output device", choice, applies: .atOnce,
            description: "Where the test's sound goes.")
        ])
    ]
  }

  func handle(_ edit: SettingsEdit, now: Nanoseconds) -> Bool {
    guard edit.key == Self.key, case .step(_, let steps) = edit else { return false }
    edits.append(edit)
    device = (device + steps + 2) % 2
    return true
  }
}
