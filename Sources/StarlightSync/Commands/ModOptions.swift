import ArgumentParser
import StarlightCore
import StarlightPlatform

/// `--mod mirror|random|no-fail` (repeatable), shared by play and autoplay: the mods that
/// change what is played, recorded in the replay.
struct ModOptions: ParsableArguments {
  @Option(
    name: .customLong("mod"),
    help: ArgumentHelp(
      "A mod for Chapter 4 or a chart: mirror (lanes reversed), random (lanes shuffled by --seed), no-fail (integrity may reach 0; the run goes on, marked). Repeatable.",
      valueName: "mirror|random|no-fail"))
  var names: [String] = []

  static let known = ["mirror", "random", "no-fail"]

  /// The mods asked for; Random shuffles by `seed` (nil: each attempt draws its own).
  func choice(seed: UInt64?) throws -> ModChoice {
    var mods = PlayMods.none
    var random = false
    for name in names {
      switch name.lowercased() {
      case "mirror": mods.mirror = true
      case "random": random = true
      case "no-fail", "nofail": mods.noFail = true
      default:
        throw CommandFailure.report([
          "--mod '\(name)' is not a mod: choose \(Self.known.joined(separator: ", "))"
        ])
      }
    }
    if random, let seed { mods.randomSeed = seed }
    return ModChoice(mods: mods, randomEachAttempt: random && seed == nil)
  }
}
