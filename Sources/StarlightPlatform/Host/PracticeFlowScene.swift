import StarlightCore

/// Practice mode as a whole: the section chooser, then the loop, then back to the chooser
/// ("Change section") or out ("Leave", or Esc on the chooser). The story opens it from the
/// Chapters menu; `play --practice` runs it on its own.
final class PracticeFlowScene: Scene {
  private var chooser: SectionChooserScene?
  private(set) var practice: PracticeScene?
  private let map: BeatMap
  private let setup: ChapterSetup
  private let interpreter: EffectInterpreter
  private let breaks: BreakWatch?
  private(set) var isDone = false

  /// Opens on the chooser, or straight on the loop when `plan` is given and `playAtOnce`.
  init(
    map: BeatMap, setup: ChapterSetup, interpreter: EffectInterpreter, breaks: BreakWatch?,
    plan: PracticePlan? = nil, playAtOnce: Bool = false, now: Nanoseconds
  ) {
    self.map = map
    self.setup = setup
    self.interpreter = interpreter
    self.breaks = breaks
    if let plan, playAtOnce {
      practice = makePractice(plan, now: now)
    } else {
      chooser = SectionChooserScene(
        chooser: SectionChooser(map: map, plan: plan), keys: KeyHints(setup.bindings))
    }
  }

  /// The scene on screen; when the flow is done, the one it ended on (for the last frame).
  private var active: any Scene {
    if let practice { return practice }
    if let chooser { return chooser }
    return SectionChooserScene(chooser: SectionChooser(map: map), keys: KeyHints(setup.bindings))
  }

  var inputMode: InputMode { active.inputMode }
  var isPlaying: Bool { practice?.isPlaying ?? false }
  func chapterTime(at now: Nanoseconds) -> Nanoseconds? { practice?.chapterTime(at: now) }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    if active.handle(command, now: now) == .finished { moveOn(now: now) }
    return status
  }

  func handle(_ input: StampedInput) { practice?.handle(input) }
  /// The loop's, or the section chooser's.
  func nextDue(at now: Nanoseconds) -> Nanoseconds? { active.nextDue(at: now) }

  func handle(pointer input: PointerInput, now: Nanoseconds) {
    chooser?.handle(pointer: input, now: now)
  }

  func update(now: Nanoseconds) -> SceneStatus {
    if active.update(now: now) == .finished { moveOn(now: now) }
    return status
  }

  func interrupt(now: Nanoseconds) { practice?.interrupt(now: now) }
  func resumeAfterInterruption(now: Nanoseconds) { practice?.resumeAfterInterruption(now: now) }
  func follow(audio: AudioManager, now: Nanoseconds) { practice?.follow(audio: audio, now: now) }
  func draw(now: Nanoseconds, on canvas: Canvas) { active.draw(now: now, on: canvas) }
  func close(now: Nanoseconds) { practice?.close(now: now) }

  private var status: SceneStatus { isDone ? .finished : .running }

  /// The chooser chose (or backed out), or the loop ended: on to what comes next.
  private func moveOn(now: Nanoseconds) {
    if let chooser {
      self.chooser = nil
      if let plan = chooser.chosen {
        practice = makePractice(plan, now: now)
      } else {
        isDone = true
      }
    } else if let practice {
      self.practice = nil
      if practice.exit == .changeSection {
        chooser = SectionChooserScene(
          chooser: SectionChooser(map: map, plan: practice.session.plan),
          keys: KeyHints(setup.bindings))
      } else {
        isDone = true
      }
    }
  }

  private func makePractice(_ plan: PracticePlan, now: Nanoseconds) -> PracticeScene {
    let mods = setup.mods.mods(seed: UInt64(truncatingIfNeeded: now))
    let source: PracticeSession.InputSource
    if setup.bots {
      // The bot plays every pass; a loop played forever gets a long run of them.
      let count: Int
      switch plan.loops {
      case .times(let times): count = times
      case .forever: count = Self.botPassesForever
      }
      source = .scripted(
        .autoplay,
        PracticeBot.passes(count, of: plan, map: map, tuning: setup.tuning, mods: mods))
    } else {
      source = .player
    }
    var session = PracticeSession(
      plan: plan, map: map, tuning: setup.tuning, audioOffset: setup.audioOffset,
      judge: setup.judge, mods: mods, inputSource: source)
    session.view = setup.view
    return PracticeScene(
      session: session, setup: setup, interpreter: interpreter, breaks: breaks, now: now)
  }

  /// Passes a bot plays of a loop set to forever (a screenshot or a soak test, not a day).
  static let botPassesForever = 100
}
