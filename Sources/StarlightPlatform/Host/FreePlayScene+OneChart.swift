import StarlightCore

extension FreePlayScene {
  /// Free Play for one chart given on the command line: it starts at once, under `judge`,
  /// and its result screen's last choice quits.
  convenience init(
    playing entry: LibraryEntry, chart: FreePlayChart, judge: JudgeChoice, setup: ChapterSetup,
    interpreter: EffectInterpreter, now: Nanoseconds
  ) {
    let library = FreePlayLibrary(
      entries: { [entry] }, load: { _ in .success(chart) },
      recordBest: { _, _ in .notSaved("bests are kept for charts of the library") },
      location: "")
    self.init(library: library, setup: setup, interpreter: interpreter, now: now)
    playsOneChart = true
    fixedJudge = judge
    chosen = (entry, chart)
  }

  /// Ends the scene (one chart played from the command line, its result left).
  func leave() { backedOut = true }
}
