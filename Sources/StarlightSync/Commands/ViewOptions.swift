import ArgumentParser
import StarlightCore

/// `play`'s view flags: the scroll speed and direction for this run only, over the saved
/// preferences (`settings.json`); never saved, never judged.
struct ViewOptions: ParsableArguments {
  @Option(
    name: .customLong("scroll-speed"),
    help: ArgumentHelp(
      "Scroll speed for this run: C700 (ms from appearing to the line), x2.5 (times the chart's BPM, StepMania's XMod) or m600 (the chart's top BPM scrolls as 600 would at 1x, MMod).",
      valueName: "C700|x2.5|m600"))
  var scrollSpeed: String?

  @Flag(help: "Notes rise to a line near the top for this run (default: the saved direction).")
  var upscroll = false

  /// What is wrong with `--scroll-speed`, in one line with the limits; nil when it is fine
  /// or not given.
  var problem: String? {
    guard let scrollSpeed else { return nil }
    guard let speed = ScrollSpeed(text: scrollSpeed) else {
      return
        "--scroll-speed '\(scrollSpeed)' is not a scroll speed: C150 to C5000 (ms), x0.25 to x10, or m50 to m1500"
    }
    return speed.problem.map { "--scroll-speed '\(scrollSpeed)': \($0)" }
  }

  /// The speed asked for, or nil; a bad one is refused in one line, before any window.
  func speed() throws -> ScrollSpeed? {
    if let problem { throw CommandFailure.report([problem]) }
    return scrollSpeed.flatMap(ScrollSpeed.init(text:))
  }

  /// `saved` with this run's flags over it.
  func applied(to saved: ViewPreferences) throws -> ViewPreferences {
    var view = saved
    if let speed = try speed() { view.scrollSpeed = speed }
    if upscroll { view.direction = .up }
    return view
  }
}
