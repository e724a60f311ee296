/// The closing piece: 9 bars at 80 BPM (27 s) of pad, bell arpeggio, soft bass and a slow bell
/// melody, resolving to A major, then faded to silence. Plays once; it does not loop.
enum FinaleSong {
  static let definition = SongDefinition(
    title: "Firewall (Finale)",
    artist: "StarlightSync",
    seed: 0x4649_4E41_4C45_0001,
    sections: [
      Section(
        name: "closing", bars: 8, bpm: 80, chords: ["Am", "F", "C", "G", "F", "G", "E", "E7"],
        bass: BarCycle(["x---------------"]),
        arpeggio: BarCycle(["0.1.2.3.4.3.2.1."]),
        lead: BarCycle([
          "E5 - - - - - - - C5 - - - - - - -",
          "A4 - - - - - - - C5 - - - F5 - - -",
          "E5 - - - - - - - D5 - - - C5 - - -",
          "D5 - - - - - - - - - - - B4 - - -",
          "C5 - - - - - - - A4 - - - C5 - - -",
          "D5 - - - - - - - B4 - - - G4 - - -",
          "G#4 - - - - - - - B4 - - - E5 - - -",
          "D5 - - - - - - - B4 - - - G#4 - - -",
        ]),
        pad: true
      ),
      Section(
        name: "resolve", bars: 1, bpm: 80, chords: ["A"],
        bass: BarCycle(["x---------------"]),
        arpeggio: BarCycle(["0.1.2.3.4......."]),
        lead: BarCycle(["C#5 - - - - - - - - - - - - - - -"]),
        pad: true
      ),
    ]
  )

  /// Seconds of audio after the last bar line, and where the fade to silence runs.
  static let tailSeconds = 1.0
  static let fadeStartSeconds = 24.5
  static let fadeSeconds = 3.25
}
