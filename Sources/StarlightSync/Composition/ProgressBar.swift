import Foundation

/// A one-line progress bar on stderr, redrawn in place, for long jobs on the command line.
struct ProgressBar {
  static let width = 30
  /// Redraw only when the shown percentage changes.
  private var shownPercent = -1
  let label: String
  let isShown: Bool

  init(label: String, isShown: Bool) {
    self.label = label
    self.isShown = isShown
  }

  mutating func update(_ fraction: Double) {
    guard isShown else { return }
    let clamped = min(1, max(0, fraction))
    let percent = Int(clamped * 100)
    guard percent != shownPercent else { return }
    shownPercent = percent
    let filled = Int(clamped * Double(Self.width))
    let bar =
      String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
    FileHandle.standardError.write(Data("\r[\(bar)] \(percent)% \(label)".utf8))
  }

  mutating func finish() {
    guard isShown else { return }
    update(1)
    FileHandle.standardError.write(Data("\n".utf8))
  }
}
