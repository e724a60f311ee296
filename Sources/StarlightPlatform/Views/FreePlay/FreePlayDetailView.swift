import Foundation
import StarlightCore

/// The selected song beside the list: its banner (else background) from the chart, its
/// title and artist, display BPM, length, the chart's steps type, lanes and notes, its star
/// rating, its best and judge, and why it cannot be played when it cannot.
enum FreePlayDetailView {
  static func draw(
    _ list: SongList, judge: (LibraryEntry) -> String, best: (LibraryEntry) -> BestResult?,
    offset: (LibraryEntry) -> Nanoseconds, artPath: (String) -> String,
    rate: PlaybackRate = .normal, facts showsFacts: Bool = true, on canvas: Canvas
  ) {
    typealias L = FreePlayLayout
    guard let selected = list.selected else { return }
    let x = L.panelX
    StoryChrome.panel(x: x, y: L.artY, width: L.panelWidth, height: L.artHeight, on: canvas)
    let shown = selected.details.art.map {
      canvas.drawImage(
        artPath($0), x: x + 4, y: L.artY + 4, width: L.panelWidth - 8, height: L.artHeight - 8)
    }
    if shown != true {
      canvas.drawText(
        selected.details.art == nil ? "no banner" : "banner cannot be read",
        x: x + L.panelWidth / 2, y: L.artY + L.artHeight / 2 - 10, size: L.smallSize,
        StoryPalette.dimText, alignment: .center)
    }
    guard showsFacts else { return }
    var facts = DetailLines()
    func line(
      _ text: String, size: Int = L.smallSize, _ color: Color = StoryPalette.dimText,
      importance: Int
    ) {
      facts.add(text, size: size, color, importance: importance)
    }
    line(
      SongNames.title(selected, canDraw: canvas.canDraw), size: L.textSize, StoryPalette.title,
      importance: 5)
    let artist = SongNames.artist(selected, canDraw: canvas.canDraw)
    if !artist.isEmpty { line(artist, StoryPalette.text, importance: 3) }
    if let pack = selected.details.pack { line("Pack: \(pack)", importance: 1) }
    line(
      "BPM \(selected.details.displayBPM.isEmpty ? "?" : selected.details.displayBPM)   Length \(FreePlayView.lengthLabel(selected.length))",
      importance: 2)
    line(
      "\(selected.details.stepsType)   \(selected.laneCount) lanes   \(selected.noteCount) notes   \(SongNames.chartLabel(selected))",
      importance: 4)
    if let stars = SongNames.starLabel(selected, canDraw: canvas.canDraw) {
      // The library keeps the rating at rate 1 only: a session played at another rate says so.
      line(
        rate == .normal
          ? "Star rating \(stars) (osu!mania's)"
          : "Star rating \(stars) at \(PlaybackRate.normal); runs here play at \(rate)",
        importance: 4)
    }
    let shownBest = best(selected)
    line(
      "Best: \(shownBest?.headline ?? "-")   Judge: \(judge(selected)) (F3)",
      StoryPalette.accent, importance: 8)
    // Bests under other judges or rates are kept apart, never compared with this one.
    let others = selected.bests.filter { $0 != shownBest }.sorted { $0.key < $1.key }
    if !others.isEmpty {
      let listed = others.prefix(L.otherBestsShown).map { "\($0.key.label) \($0.score)" }
      let more = others.count > L.otherBestsShown ? ", ..." : ""
      line("Other bests: \(listed.joined(separator: ", "))\(more)", importance: 2)
    }
    line(
      "Offset: \(ChartOffsetEditor.label(offset(selected))) on top of the global one (F4)",
      StoryPalette.accent, importance: 7)
    if selected.isAudioMissing {
      line(
        "Audio missing: import the folder again once it is beside \(selected.sourcePath)",
        StoryPalette.bad, importance: 9)
    } else if let overrun = selected.details.audioOverrun {
      let seconds = String(format: "%.1f", Double(overrun) / Double(Nanoseconds.perSecond))
      line(
        "Its notes run \(seconds) s past the end of its audio: played on in silence", importance: 6)
    }
    let budget = (L.factsBottom - L.factsY) / L.factLineHeight
    let fitted = facts.lines(budget: budget) { text, size, maxLines in
      canvas.fitted([text], width: L.panelWidth, size: size, maxLines: maxLines)
    }
    for (index, shownLine) in fitted.enumerated() {
      canvas.drawText(
        shownLine.text, x: x, y: L.factsY + index * L.factLineHeight, size: shownLine.size,
        shownLine.color)
    }
  }
}
