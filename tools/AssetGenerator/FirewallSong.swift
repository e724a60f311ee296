/// Chapter 4 "Firewall": A minor, 24 bars at 120 BPM, then 28 bars at 140 BPM (tempo change on
/// beat 96). 48 s + 48 s = 96 s, ending on a bar line so the track loops.
enum FirewallSong {
  private static let fourOnTheFloor = "x...x...x...x..."
  private static let backbeat = "....x.......x..."
  private static let offbeatHats = "..x...x...x...x."
  private static let busyHats = "h.x.h.x.h.x.h.x."
  private static let sixteenthHats = "hhxhhhxhhhxhhhxh"
  private static let rollingBass = ".xxx.xxx.xxx.xxo"
  private static let eighthBass = "x-x-x-x-x-x-x-o-"
  private static let arpeggio = "0123212301234321"

  /// The hook, shared by both choruses (eight bars over `Am F C G Am F G E`).
  private static let hook = [
    "E5 - - D5 - - C5 - A4 - - - . . . .",
    "A4 - - C5 - - F5 - E5 - - - C5 - - -",
    "G4 - - C5 - - E5 - G5 - - - E5 - - -",
    "D5 - - - B4 - - - G4 - - - . . . .",
    "E5 - - D5 - - C5 - A4 - - - E5 - - -",
    "F5 - - E5 - - C5 - A4 - - - C5 - - -",
    "D5 - - E5 - - G5 - B5 - - - A5 - G5 -",
    "G#5 - - - - - - - E5 - - - . . . .",
  ]

  /// Lanes follow the hook's contour: higher notes to the right; kicks fill the rests.
  private static let hookChart = [
    "3 . . 2 . . 1 . 0 . . . 2 . . .",
    "0 . . 1 . . 3 . 2 . . . 1 . . .",
    "0 . . 1 . . 2 . 3 . . . 2 . . .",
    "3 . . . 2 . . . 1 . . . 0 . . .",
    "3 . . 2 . . 1 . 0 . . . 3 . . .",
    "3 . . 2 . . 1 . 0 . . . 1 . . .",
    "0 . . 1 . . 2 . 3 . . . 2 . . .",
    "03 . . . 1 . . . 2 . . . 1 . . .",
  ]

  private static func chorus(name: String, bpm: Int, hats: String, bass: String) -> Section {
    Section(
      name: name, bars: 8, bpm: bpm, chords: ["Am", "F", "C", "G", "Am", "F", "G", "E"],
      kick: BarCycle([fourOnTheFloor]),
      snare: BarCycle([backbeat], last: "....x.......x.xg"),
      hats: BarCycle(["o" + hats.dropFirst()]),
      bass: BarCycle([bass]),
      arpeggio: BarCycle([arpeggio]),
      lead: BarCycle(hook),
      chart: BarCycle(hookChart),
      pad: true
    )
  }

  static let definition = SongDefinition(
    title: "Firewall",
    artist: "StarlightSync",
    seed: 0x5354_4152_4C49_4748,  // "STARLIGH"
    sections: [
      // 4 bars of kick and hats; the chart starts on bar 3 (beat 8 = 4.0 s).
      Section(
        name: "intro", bars: 4, bpm: 120, chords: ["Am"],
        kick: BarCycle([fourOnTheFloor]),
        snare: BarCycle(["................"], last: "............x.x."),
        hats: BarCycle([offbeatHats, offbeatHats, busyHats, "h.x.h.x.h.x.h.xo"]),
        chart: BarCycle([
          "", "",
          "0 . . . 1 . . . 2 . . . 3 . . .",
          "3 . . . 2 . . . 0 . . . 1 . 2 .",
        ])
      ),
      // 8 bars: the groove enters. Chart on kicks (left) and snares (right).
      Section(
        name: "verse", bars: 8, bpm: 120, chords: ["Am", "F", "C", "G"],
        kick: BarCycle([fourOnTheFloor]),
        snare: BarCycle([backbeat], last: "....x.......x.x."),
        hats: BarCycle([busyHats]),
        bass: BarCycle(["x-.xx-.xx-.xx-o-"]),
        arpeggio: BarCycle([arpeggio]),
        chart: BarCycle(
          ["0 . . . 2 . . . 1 . . . 3 . . .", "1 . . . 2 . . . 0 . . . 3 . . ."],
          last: "0 . . . 2 . . . 1 . . . 3 . 2 ."
        ),
        pad: true
      ),
      // 8 bars: the hook.
      chorus(name: "chorus", bpm: 120, hats: busyHats, bass: eighthBass),
      // 4 bars half-time with a riser; the last beat is silent before the tempo change.
      Section(
        name: "bridge", bars: 4, bpm: 120, chords: ["Dm", "Dm", "F", "E"],
        kick: BarCycle(["x.........x....."], last: "x.......x......."),
        snare: BarCycle(["........x......."], last: "....x.x.x.x....."),
        hats: BarCycle(["x.x.x.x.x.x.x.x."]),
        bass: BarCycle(["x-------x---x---"]),
        lead: BarCycle([
          "A4 - - - - - - - D5 - - - F5 - - -",
          "E5 - - - - - - - D5 - - - A4 - - -",
          "C5 - - - - - - - F5 - - - A5 - - -",
          "G#5 - - - - - - - B5 - - - . . . .",
        ]),
        chart: BarCycle([
          "0 . . . . . . . 2 . 1 . 3 . . .",
          "3 . . . . . . . 2 . 1 . 0 . . .",
          "0 . . . . . . . 2 . 1 . 3 . . .",
          "3 . . . 0 . 1 . 2 . 3 . . . . .",
        ]),
        pad: true,
        riserBars: 2,
        silentTailSteps: 4
      ),
      // Tempo change to 140 BPM on beat 96 (48.0 s). 4 bars of drive.
      Section(
        name: "drive", bars: 4, bpm: 140, chords: ["Am", "Am", "F", "G"],
        kick: BarCycle([fourOnTheFloor]),
        snare: BarCycle([backbeat], last: "....x.......x.x."),
        hats: BarCycle([sixteenthHats]),
        bass: BarCycle([rollingBass]),
        arpeggio: BarCycle([arpeggio]),
        chart: BarCycle(
          ["0 . . . 1 . . . 2 . . . 3 . . .", "3 . . . 2 . . . 1 . . . 0 . . ."],
          last: "3 . . . 2 . . . 1 . . . 0 . 3 ."
        ),
        pad: true
      ),
      // 8 bars: the hook again, faster.
      chorus(name: "chorus2", bpm: 140, hats: sixteenthHats, bass: rollingBass),
      // 8 bars of syncopated chord stabs.
      Section(
        name: "peak", bars: 8, bpm: 140, chords: ["F", "G", "Em", "Am", "F", "G", "E", "E"],
        kick: BarCycle([fourOnTheFloor]),
        snare: BarCycle([backbeat], last: "....x.......x.x."),
        hats: BarCycle(["o" + sixteenthHats.dropFirst()]),
        bass: BarCycle([rollingBass]),
        arpeggio: BarCycle([arpeggio]),
        stabs: BarCycle(["x-.x-.x-..x-.x-."]),
        chart: BarCycle([
          "03 . . 1 . . 2 . . . 1 . . . . .",
          "3 . . 2 . . 1 . . . 0 . . . . .",
          "0 . . 1 . . 2 . . . 3 . . . . .",
          "3 . . 2 . . 1 . . . 0 . . 2 . .",
        ]),
        pad: true
      ),
      // 8 bars winding down; the last bar is a single kick whose tail dies before the loop point.
      Section(
        name: "outro", bars: 8, bpm: 140, chords: ["Am", "F", "G", "Am", "Am", "F", "E", "Am"],
        kick: BarCycle(
          [
            fourOnTheFloor, fourOnTheFloor, fourOnTheFloor, fourOnTheFloor,
            "x.......x.......", "x.......x.......", "x.......x.......", "x...............",
          ]),
        snare: BarCycle([backbeat, backbeat, backbeat, backbeat, "", "", "", ""]),
        hats: BarCycle(
          Array(repeating: offbeatHats, count: 4) + Array(repeating: "..x.......x.....", count: 3)
            + ["................"]),
        bass: BarCycle(
          Array(repeating: eighthBass, count: 4) + Array(repeating: "x-------x-------", count: 3)
            + ["x-------........"]),
        arpeggio: BarCycle(
          Array(repeating: arpeggio, count: 4) + Array(repeating: "0...1...2...3...", count: 4)),
        chart: BarCycle([
          "0 . . . 1 . . . 2 . . . 3 . . .",
          "3 . . . 2 . . . 1 . . . 0 . . .",
          "0 . . . 2 . . . 1 . . . 3 . . .",
          "3 . . . 1 . . . 2 . . . 0 . . .",
          "0 . . . . . . . 3 . . . . . . .",
          "1 . . . . . . . 2 . . . . . . .",
          "0 . . . . . . . 3 . . . . . . .",
          "03 . . . . . . . . . . . . . . .",
        ]),
        pad: true,
        silentTailSteps: 6
      ),
    ]
  )
}
