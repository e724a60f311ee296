import ArgumentParser
import StarlightCore
import Testing

@testable import StarlightSync

/// `play --scroll-speed`, `--upscroll` and `--fullscreen` / `--windowed`: for one run, over
/// the saved preferences; a bad scroll speed refused in one line with its limits.
@Suite struct PlayViewOptionTests {
  private func play(_ arguments: [String]) throws -> PlayCommand {
    let command = try StarlightSyncCommand.parseAsRoot(["play"] + arguments)
    return try #require(command as? PlayCommand)
  }

  @Test func eachScrollSpeedForm() throws {
    let saved = ViewPreferences.defaults
    let forms: [(String, ScrollSpeed)] = [
      ("C700", .constant(visible: .milliseconds(700))), ("x2.5", .beats(multiplier: 2.5)),
      ("m600", .topBPM(600)), ("450ms", .constant(visible: .milliseconds(450))),
    ]
    for (text, speed) in forms {
      let view = try play(["--scroll-speed", text]).viewOptions.applied(to: saved)
      #expect(view.scrollSpeed == speed, "\(text)")
      #expect(view.direction == .down)
    }
  }

  @Test func noFlagsKeepTheSavedView() throws {
    var saved = ViewPreferences.defaults
    saved.scrollSpeed = .beats(multiplier: 3)
    saved.direction = .up
    saved.laneCover = .sudden
    #expect(try play([]).viewOptions.applied(to: saved) == saved)
    let window = try play([]).window
    #expect(window.fullscreen(saved: true))
    #expect(!window.fullscreen(saved: false))
  }

  @Test func upscrollAndTheDisplayModeForOneRun() throws {
    let command = try play(["--upscroll", "--fullscreen", "--scroll-speed", "m450"])
    let view = try command.viewOptions.applied(to: .defaults)
    #expect(view.direction == .up)
    #expect(view.scrollSpeed == .topBPM(450))
    #expect(command.window.fullscreen(saved: false))
    #expect(!(try play(["--windowed"]).window.fullscreen(saved: true)))
  }

  @Test(arguments: [
    ("fast", "is not a scroll speed: C150 to C5000 (ms), x0.25 to x10, or m50 to m1500"),
    ("x40", "an x scroll speed is 0.25x to 10x"),
    ("C20", "a constant scroll speed is 150 to 5000 ms of visible time"),
    ("m5000", "an m scroll speed is 50 to 1500 BPM"),
  ])
  func aBadScrollSpeedIsRefusedWithItsLimits(text: String, message: String) throws {
    let options = try play(["--scroll-speed", text]).viewOptions
    let said = try #require(options.problem)
    #expect(said.hasPrefix("--scroll-speed '\(text)'"), "\(said)")
    #expect(said.contains(message), "\(said)")
    #expect(!said.contains("\n"), "one line: \(said)")
    #expect(throws: ExitCode.self) { try options.speed() }
    #expect(throws: ExitCode.self) { try options.applied(to: .defaults) }
  }

  @Test func aGoodScrollSpeedHasNoProblem() throws {
    #expect(try play(["--scroll-speed", "x10"]).viewOptions.problem == nil)
    #expect(try play([]).viewOptions.problem == nil)
  }
}

/// With no `--mod`, `play` plays the player's saved mods (`--seed` fixes a saved Random's
/// shuffle); `--mod` replaces them for the run.
@Suite struct SavedModChoiceTests {
  @Test func savedModsBecomeTheRunsChoice() {
    let none = GameLauncher.modChoice(.none)
    #expect(none == .none)
    let saved = ModPreferences(mirror: true, random: true, noFail: true)
    let each = GameLauncher.modChoice(saved)
    #expect(each.randomEachAttempt)
    #expect(each.mods(seed: 9) == PlayMods(mirror: true, randomSeed: 9, noFail: true))
    let fixed = GameLauncher.modChoice(saved, seed: 4)
    #expect(!fixed.randomEachAttempt)
    #expect(fixed.mods(seed: 9) == PlayMods(mirror: true, randomSeed: 4, noFail: true))
    #expect(GameLauncher.modChoice(ModPreferences(mirror: true), seed: 4).mods.randomSeed == nil)
  }
}
