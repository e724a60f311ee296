import StarlightPixels

/// The text each frame put on the canvas and where its glyphs landed, kept while a test
/// (the layout walk) asks for it: a frame whose texts overlap or leave the screen is
/// written down as a finding, once per distinct problem.
public final class TextLayoutLog {
  /// One string on screen: where its glyphs are.
  public struct Box: Hashable, Sendable {
    public let text: String
    public let ink: PixelRect
  }

  /// What the check found, each once, in the order first seen.
  public private(set) var findings: [String] = []
  /// How many frames were checked.
  public private(set) var frames = 0
  /// The texts of the frame being drawn.
  private var boxes: [Box] = []
  private var seen: Set<String> = []
  /// What the frames checked so far were of, to name it in a finding (a screen's name).
  public var context = ""

  public init() {}

  func startFrame() {
    boxes.removeAll(keepingCapacity: true)
  }

  func record(_ text: String, ink: PixelRect) {
    boxes.append(Box(text: text, ink: ink))
  }

  /// An opaque fill over `rect`: the texts drawn before it wholly inside it are hidden.
  func cover(_ rect: PixelRect) {
    boxes.removeAll { box in
      box.ink.x >= rect.x && box.ink.y >= rect.y
        && box.ink.x + box.ink.width <= rect.x + rect.width
        && box.ink.y + box.ink.height <= rect.y + rect.height
    }
  }

  /// Checks the frame drawn since `startFrame`.
  func finishFrame(screenWidth: Int, screenHeight: Int) {
    frames += 1
    for problem in TextLayoutCheck.problems(
      in: boxes, screenWidth: screenWidth, screenHeight: screenHeight)
    {
      let finding = context.isEmpty ? problem : "\(context): \(problem)"
      if seen.insert(finding).inserted { findings.append(finding) }
    }
  }
}
