import Foundation

/// A song's title and artist as the list draws them: in their own script where a font on
/// this machine can draw every character, else the transliteration (`#TITLETRANSLIT`,
/// osu!'s romanised `Title`), so a Japanese title never shows as boxes. No " - " is left
/// hanging when the artist is unknown.
public enum SongNames {
  /// `native` if it can be drawn (or there is nothing else to show), else `translit`.
  public static func shown(native: String, translit: String, canDraw: (String) -> Bool) -> String {
    if native.isEmpty || (!translit.isEmpty && !canDraw(native)) { return translit }
    return native
  }

  public static func title(_ entry: LibraryEntry, canDraw: (String) -> Bool) -> String {
    shown(native: entry.title, translit: entry.details.titleTranslit, canDraw: canDraw)
  }

  public static func artist(_ entry: LibraryEntry, canDraw: (String) -> Bool) -> String {
    shown(native: entry.artist, translit: entry.details.artistTranslit, canDraw: canDraw)
  }

  /// "Title - Artist", or the title alone when the artist is unknown.
  public static func heading(_ entry: LibraryEntry, canDraw: (String) -> Bool) -> String {
    let artist = artist(entry, canDraw: canDraw)
    let title = title(entry, canDraw: canDraw)
    return artist.isEmpty ? title : "\(title) - \(artist)"
  }

  /// The chart's label: its name (left out where it only repeats the steps type) and its
  /// meter, or for charts without one (osu!) the notes per second.
  /// The chart named whole, wherever it is named alone: "Hard 8 dance-single", so that Hard 8
  /// single is never mistaken for Hard 9 double.
  public static func fullChartLabel(_ entry: LibraryEntry) -> String {
    let steps = entry.details.stepsType
    let label = chartLabel(entry)
    return steps.isEmpty || label.hasSuffix(steps) ? label : "\(label) \(steps)"
  }

  public static func chartLabel(_ entry: LibraryEntry) -> String {
    let name = entry.chartName == entry.details.stepsType ? "" : entry.chartName
    let level =
      entry.meter.map { "\($0)" }
      ?? "\((entry.density * 10).rounded() / 10) nps"
    return name.isEmpty ? level : "\(name) \(level)"
  }

  /// The chart's star rating as the list shows it, "3.42★" ("3.42*" where no font has the
  /// star); nil for a chart imported before ratings were kept.
  public static func starLabel(_ entry: LibraryEntry, canDraw: (String) -> Bool) -> String? {
    guard let stars = entry.details.starRating else { return nil }
    let star = "★"
    return String(format: "%.2f", stars) + (canDraw(star) ? star : "*")
  }
}
