import StarlightCore

/// Choosing what to practise: the chart's density graph with the section on it (dragged
/// with the mouse), and rows for the section's edges, the rate, pitch, loops, gap and
/// count-in. Enter starts the plan; a plan that cannot be made is refused with the reason.
final class SectionChooserScene: Scene {
  private(set) var chooser: SectionChooser
  private let density: ChartDensity
  /// The plan chosen, once Enter made one.
  private(set) var chosen: PracticePlan?
  private(set) var cancelled = false
  /// Where a drag over the graph began, as a share of the song.
  private var dragStart: Double?
  /// The player's keys, which the chooser's line names.
  private let keys: KeyHints

  init(chooser: SectionChooser, keys: KeyHints = .defaults) {
    self.chooser = chooser
    self.keys = keys
    density = ChartDensity(chooser.map, slices: SectionChooserView.graphSlices)
  }

  var inputMode: InputMode { .menus }
  var isPlaying: Bool { false }
  func chapterTime(at now: Nanoseconds) -> Nanoseconds? { nil }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    switch command {
    case .up: chooser.move(by: -1)
    case .down: chooser.move(by: 1)
    case .left: chooser.adjust(by: -1)
    case .right: chooser.adjust(by: 1)
    case .confirm:
      do {
        chosen = try chooser.plan()
      } catch {
        chooser.refuse(error)
      }
    case .back, .pause:
      cancelled = true
    }
    return status
  }

  func handle(_ input: StampedInput) {}
  func update(now: Nanoseconds) -> SceneStatus { status }
  /// A menu: nothing is due before a key.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? { nil }
  func interrupt(now: Nanoseconds) {}
  func resumeAfterInterruption(now: Nanoseconds) {}
  func follow(audio: AudioManager, now: Nanoseconds) {}

  func handle(pointer input: PointerInput, now: Nanoseconds) {
    switch input {
    case .down(let x, let y):
      guard SectionChooserView.graphContains(x: x, y: y) else { return }
      dragStart = SectionChooserView.share(atX: x)
      chooser.drag(from: dragStart ?? 0, to: dragStart ?? 0)
    case .drag(let x, _), .up(let x, _):
      guard let start = dragStart else { return }
      chooser.drag(from: start, to: SectionChooserView.share(atX: x))
      if case .up = input { dragStart = nil }
    }
  }

  func draw(now: Nanoseconds, on canvas: Canvas) {
    SectionChooserView.draw(chooser, density: density, keys: keys, on: canvas)
  }

  func close(now: Nanoseconds) {}

  private var status: SceneStatus { chosen != nil || cancelled ? .finished : .running }
}
