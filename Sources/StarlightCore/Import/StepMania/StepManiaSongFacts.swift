import Foundation

/// A simfile's song tags (`#TITLE`, `#BANNER`, `#DISPLAYBPM`...) and each chart's steps type.
extension SongFacts {
  static func stepMania(_ data: [UInt8], isSSC: Bool) -> SongFacts {
    let file = MSDFile(data)
    var facts = SongFacts()
    var jacket = ""
    for value in file.values {
      let tag = file.tag(value)
      let text = file.param(value, 1).trimmingSpaces()
      // Song tags come before the first chart; a chart's own tags of the same name in an
      // `.ssc` do not replace them.
      if tag == "NOTEDATA" || tag == "NOTES" { break }
      switch tag {
      case "TITLE": facts.title = text
      case "ARTIST": facts.artist = text
      case "TITLETRANSLIT": facts.titleTranslit = text
      case "ARTISTTRANSLIT": facts.artistTranslit = text
      case "BANNER": facts.banner = text
      case "BACKGROUND": facts.background = text
      case "JACKET": jacket = text
      case "DISPLAYBPM":
        facts.displayBPMTag = value.params.dropFirst().map { file.text($0) }.joined(
          separator: ":"
        ).trimmingSpaces()
      default: break
      }
    }
    // A jacket is square art of the song: the list shows it where there is no banner.
    if facts.banner.isEmpty { facts.banner = jacket }
    facts.stepsTypes = StepManiaSong(file: file, isSSC: isSSC).charts.map(\.stepsType)
    return facts
  }
}
