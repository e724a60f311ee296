import Testing

@testable import StarlightSync

/// `beatmap import ARCHIVE --out`: an archive is no chart file to convert; the refusal says
/// how it does import.
@Suite struct ArchiveOutOptionTests {
  @Test(arguments: ["/songs/set.osz", "/songs/Pack.ZIP", "/songs/_song_1.mcz"])
  func anArchiveIsNotConverted(path: String) {
    #expect {
      _ = try BeatMapSource.importForWriting(path: path, chart: nil)
    } throws: { error in
      (error as? BeatMapSource.Failure)?.lines == [
        "\(path): is an archive of charts; --out converts one chart file (to import the archive into the library, leave --out out)"
      ]
    }
  }
}
