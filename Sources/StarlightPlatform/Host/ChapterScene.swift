import Foundation
import StarlightCore

/// One attempt at a chapter: the session, its view, and the overlays drawn on top (pause
/// menu, count-in, the dev overlay, Chapter 4's hit error meter). The story scene holds one
/// while a chapter is played; `replay FILE` runs one on its own.
final class ChapterScene: Scene {
  private(set) var session: ChapterSession
  private var view: any ChapterView
  private let bindings: InputMode
  private let interpreter: EffectInterpreter
  /// The player's offsets as the overlay shows them. The visual one is how late the display
  /// shows a frame: the view draws that far ahead of chapter time, so the frame is seen at
  /// the moment it stands for (positive: a slow display). The audio one is the session's,
  /// in a chapter with a song of its own.
  private(set) var offsets: PlayerOffsets
  /// A Free Play chart's own offset, judged on top of the global audio offset (which is
  /// what the overlay shows and saves).
  var chartOffset: Nanoseconds = 0
  /// The dev overlay (F1): its edits go through `session.retune` and
  /// `session.setAudioOffset`, never around them.
  private(set) var overlay: DevOverlay
  /// The player changed an offset in the overlay (or applied the suggestion): save it.
  var onOffsetsChosen: (PlayerOffsets) -> Void = { _ in }
  /// The player moved the lane cover in play: save the view preferences.
  var onViewChosen: (ViewPreferences) -> Void = { _ in }
  /// Where F5 saves the tuning and F6 finds profiles to load (none: the keys say so).
  var profiles: TuningProfiles?
  /// The profile F6 loaded last, so the next F6 takes the one after it.
  private var loadedProfile: String?
  /// The judge Shift+W last compared the run with in the dev overlay.
  private var whatIfJudge: JudgeID?
  /// The hit error meter of the last frame, moved on by the next (`HitErrorMeter.following`).
  private var lastMeter: HitErrorMeter?

  init(
    session: ChapterSession, view: any ChapterView, bindings: InputMode,
    interpreter: EffectInterpreter, offsets: PlayerOffsets = PlayerOffsets(),
    overlay: DevOverlay = DevOverlay(), now: Nanoseconds
  ) {
    self.session = session
    self.view = view
    self.bindings = bindings
    self.interpreter = interpreter
    self.offsets = offsets
    self.overlay = overlay
    interpreter.apply(session.startEffects(now: now), now: now)
  }

  /// In play the chapter's bindings; while the overlay is open, without the arrow keys,
  /// which edit values then (D F J K and the pad still play).
  var inputMode: InputMode {
    guard session.phase == .playing else { return .menus }
    guard overlay.isVisible, case .gameplay(let keyboard, let gamepad) = bindings else {
      return bindings
    }
    let owned = DevOverlayLayout.keysOwnedInPlay
    return .gameplay(keyboard: keyboard.map { $0.filter { !owned.contains($0) } }, gamepad: gamepad)
  }

  var overlayKeys: OverlayKeys {
    guard overlay.isVisible else { return .closed }
    return overlay.typed == nil ? .open : .typing
  }

  func handle(overlay input: OverlayInput, now: Nanoseconds) {
    switch input {
    case .command(let command):
      apply(command, now: now)
    case .click(let x, let y):
      guard overlay.isVisible,
        let index = DevOverlayLayout.field(
          atX: x, y: y, fields: overlay.fields(for: session.tuning), selection: overlay.selection)
      else { return }
      apply(.select(index), now: now)
    case .applySuggestedOffset:
      guard overlay.isVisible, let suggested = meter(now: now)?.suggestedAudioOffset else { return }
      let old = offsets.audio
      var chosen = offsets
      chosen.audio = suggested
      if put(chosen, now: now) { overlay.audioOffsetApplied(from: old, to: suggested) }
    case .whatIf:
      guard overlay.isVisible, let run = session.rules as? FirewallRun,
        let map = session.context.beatMap,
        let comparison = WhatIfComparison.compare(
          session.currentReplay, run: run, beatMap: map, under: session.tuning)
      else { return }
      overlay.showWhatIf(comparison)
    case .whatIfJudge:
      guard overlay.isVisible, let run = session.rules as? FirewallRun,
        let map = session.context.beatMap
      else { return }
      // Each press of Shift+W tries the next judge, skipping the run's own.
      var next = JudgeID.cycled(whatIfJudge, by: 1)
      while next == nil || next == run.judge.choice.id { next = JudgeID.cycled(next, by: 1) }
      whatIfJudge = next
      guard let id = next,
        let comparison = JudgeWhatIf.compare(
          session.currentReplay, run: run, beatMap: map,
          under: JudgeChoice.forChart(id, metadata: map.metadata))
      else {
        return overlay.refused(["\(next?.rawValue ?? "") cannot judge this chart's notes"])
      }
      overlay.inform(comparison.text)
    case .saveProfile:
      guard overlay.isVisible else { return }
      saveProfile()
    case .loadNextProfile:
      guard overlay.isVisible else { return }
      loadNextProfile(now: now)
    case .laneCover(let steps):
      moveLaneCover(by: steps)
    }
  }

  /// `[` / `]` in play: the lane cover lower or higher by a step, drawn from the next frame,
  /// recorded in the replay and saved. Only with a cover on, and not when a lane of this
  /// chapter is bound to the key (then the press is that lane's).
  private func moveLaneCover(by steps: Int) {
    guard session.phase == .playing, var firewall = view as? FirewallView,
      firewall.preferences.laneCover != .off
    else { return }
    if case .gameplay(let keyboard, _) = bindings,
      keyboard.joined().contains(steps < 0 ? "[" : "]")
    {
      return
    }
    var preferences = firewall.preferences
    preferences.laneCoverPercent = ViewPreferences.laneCoverRange.clamp(
      preferences.laneCoverPercent + steps * ViewPreferences.laneCoverStep)
    guard preferences != firewall.preferences else { return }
    firewall.preferences = preferences
    view = firewall
    session.view = preferences
    onViewChosen(preferences)
  }

  /// Saves the tuning in force as the first free `profile-N`.
  private func saveProfile() {
    guard let profiles else { return overlay.refused(["no profile folder"]) }
    let taken = Set(profiles.names())
    let number = (1...).first { !taken.contains("profile-\($0)") } ?? taken.count + 1
    let name = "profile-\(number)"
    do {
      try profiles.save(session.tuning, as: name)
      overlay.inform("saved as profile \(name): \(profiles.path(for: name))")
    } catch {
      overlay.refused([error.description])
    }
  }

  /// Puts the profile after the last one loaded in force, through `session.retune` like
  /// any edit, so it is checked and recorded in the replay.
  private func loadNextProfile(now: Nanoseconds) {
    guard let profiles else { return overlay.refused(["no profile folder"]) }
    let names = profiles.names()
    guard !names.isEmpty else { return overlay.inform("no profiles yet: F5 saves one") }
    let name = names.first { name in loadedProfile.map { name > $0 } ?? true } ?? names[0]
    loadedProfile = name
    do {
      let problems = session.retune(try profiles.load(name), now: now)
      if problems.isEmpty {
        overlay.inform("loaded profile \(name)")
      } else {
        overlay.refused(problems)
      }
    } catch {
      overlay.refused([error.description])
    }
  }

  private func apply(_ command: DevOverlayCommand, now: Nanoseconds) {
    let values = OverlayValues(tuning: session.tuning, offsets: offsets)
    guard let candidate = overlay.handle(command, values: values) else { return }
    if candidate.tuning != session.tuning {
      let problems = session.retune(candidate.tuning, now: now)
      if !problems.isEmpty { return overlay.refused(problems) }
    }
    if candidate.offsets != offsets { put(candidate.offsets, now: now) }
  }

  /// Puts `chosen` offsets in force from the next judgement and frame, and saves them;
  /// false (with the reason on the overlay) when refused.
  @discardableResult
  private func put(_ chosen: PlayerOffsets, now: Nanoseconds) -> Bool {
    var problems = PlayerOffsets.problems(chosen)
    if problems.isEmpty, chosen.audio != offsets.audio {
      problems = session.setAudioOffset(chosen.audio + chartOffset, now: now)
    }
    guard problems.isEmpty else {
      overlay.refused(problems)
      return false
    }
    offsets = chosen
    onOffsetsChosen(chosen)
    return true
  }

  /// Chapter 4's hit error meter at `now`; nil for the other chapters.
  func meter(now: Nanoseconds) -> HitErrorMeter? {
    guard let run = session.rules as? FirewallRun else { return nil }
    let meter = HitErrorMeter.following(
      lastMeter, run: run, calibration: session.tuning.calibration,
      audioOffsets: session.audioOffsets, now: session.judgingTime(at: now))
    lastMeter = meter
    return meter
  }

  var isPlaying: Bool {
    switch session.phase {
    case .playing, .countIn: true
    default: false
    }
  }

  func chapterTime(at now: Nanoseconds) -> Nanoseconds? { session.chapterTime(at: now) }

  func handle(_ command: MenuCommand, now: Nanoseconds) -> SceneStatus {
    interpreter.apply(session.command(command, now: now), now: now)
    return status
  }

  func handle(_ input: StampedInput) {
    session.input(input.input, stamp: input.stamp)
  }

  func update(now: Nanoseconds) -> SceneStatus {
    guard !holdsFinishedRun else { return status }
    interpreter.apply(session.update(now: now), now: now)
    return status
  }

  /// A finished rhythm run stays on screen while the dev overlay is open, so "what if" can
  /// judge the whole run again under other values; closing the overlay goes on to the result.
  var holdsFinishedRun: Bool {
    overlay.isVisible && session.phase == .playing && session.rules is FirewallRun
      && session.rules.outcome != .playing
  }

  func interrupt(now: Nanoseconds) {
    interpreter.apply(session.interrupt(now: now), now: now)
  }

  func resumeAfterInterruption(now: Nanoseconds) {
    guard case .paused = session.phase else { return }
    interpreter.apply(session.command(.back, now: now), now: now)
  }

  func follow(audio: AudioManager, now: Nanoseconds) {
    guard session.playsOwnSong, let heard = audio.songTime(at: now) else { return }
    session.follow(songTime: heard, at: now)
  }

  func draw(now: Nanoseconds, on canvas: Canvas) {
    // The frame is seen `visual` later: draw the chapter as it will stand then (at any rate).
    view.draw(session.rules, time: session.chapterTime(at: now + offsets.visual), on: canvas)
    if let meter = meter(now: now), let run = session.rules as? FirewallRun {
      HitErrorMeterView.draw(
        meter, laneCount: run.laneCount, overlayOpen: overlay.isVisible,
        direction: (view as? FirewallView)?.preferences.direction ?? .down, on: canvas)
    }
    switch session.phase {
    case .paused(let selection):
      MenuOverlay.draw(
        title: "Paused", lines: [pausedLine],
        items: PauseMenuItem.allCases.map(\.rawValue), selected: selection.rawValue, on: canvas)
    case .countIn:
      let seconds = session.countInSeconds(at: now) ?? 1
      canvas.drawText(
        "\(seconds)", x: Canvas.logicalWidth / 2, y: Canvas.logicalHeight / 2 - 60, size: 96,
        Palette.accent, alignment: .center)
    case .playing, .finished, .quit:
      break
    }
    drawOverlay(on: canvas)
    if holdsFinishedRun { DevOverlayView.drawRunOver(on: canvas) }
  }

  /// The dev overlay's panel, when open (also over the run's result screen).
  func drawOverlay(on canvas: Canvas) {
    guard overlay.isVisible else { return }
    DevOverlayView.draw(
      overlay, values: OverlayValues(tuning: session.tuning, offsets: offsets), on: canvas)
  }

  func close(now: Nanoseconds) {
    interpreter.apply(session.abandon(now: now), now: now)
  }

  private var status: SceneStatus {
    switch session.phase {
    case .finished, .quit: .finished
    default: .running
    }
  }
}
