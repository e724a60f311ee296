import Testing

@testable import StarlightCore

/// Malformed StepMania and osu! files: each refused with its message (where, what), none
/// crashing, none hanging, none growing memory without bound.
@Suite("Malformed charts")
struct MalformedImportTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let file: String
    let text: String
    var chart: ChartSelector? = nil
    let expected: [String]
    var testDescription: String { name }
  }

  static func sm(
    _ offset: String, _ bpms: String, _ extra: String, _ notes: String,
    _ type: String = "dance-single"
  ) -> String {
    ImportHarness.sm(offset: offset, bpms: bpms, extra: extra, notes: notes, type: type)
  }

  static func osu(
    _ version: Int, _ mode: String, _ keys: String, _ timing: [String], _ objects: [String]
  ) -> String {
    OsuImportTests.osu(version: version, mode: mode, keys: keys, timing: timing, objects: objects)
  }

  static let timing = OsuImportTests.timing
  static let supportedTypes = StepManiaStepsType.columns.keys.sorted().joined(separator: ", ")

  static let stepMania: [Case] = [
    Case(
      name: "a BPM entry without '='", file: "a.sm", text: sm("0", "0=120,4", "", "1000"),
      expected: ["line 5: #BPMS entry '4' must be beat=value (exactly one '=')"]),
    Case(
      name: "a BPM that is not a number", file: "a.sm", text: sm("0", "0=fast", "", "1000"),
      expected: ["line 5: #BPMS entry '0=fast': 'fast' is not a number"]),
    Case(
      name: "a stop beat that is not a number", file: "a.sm",
      text: sm("0", "0=120", "#STOPS:x=1;", "1000"),
      expected: ["line 6: #STOPS entry 'x=1': 'x' is not a beat number"]),
    Case(
      name: "an offset that is not a number", file: "a.sm", text: sm("zero", "0=120", "", "1000"),
      expected: ["line 4: #OFFSET 'zero' is not a number of seconds"]),
    Case(
      name: "a row too wide for dance-single", file: "a.sm", text: sm("0", "0=120", "", "10000"),
      expected: ["line 13: row '10000' has 5 columns; this chart's steps type has 4"]),
    Case(
      name: "a row too narrow", file: "a.sm", text: sm("0", "0=120", "", "1000\n010"),
      expected: ["line 14: row '010' has 3 columns; this chart's steps type has 4"]),
    Case(
      name: "a character that is not a note", file: "a.sm", text: sm("0", "0=120", "", "10X0"),
      expected: ["line 13: unexpected 'X' in column 2; note characters are 0 1 2 3 4 M L F K"]),
    Case(
      name: "a note inside an open hold", file: "a.sm",
      text: sm("0", "0=120", "", "2000\n1000\n3000"),
      expected: [
        "line 14: column 0 has a note while the hold from line 13 is still open (no '3' yet)"
      ]),
    Case(
      name: "two notes on one row (too many lines for 192 rows)", file: "a.sm",
      text: sm("0", "0=120", "", Array(repeating: "1000", count: 400).joined(separator: "\n")),
      expected: [
        "line 14: column 0 lands on the same row as line 13: the measure has 400 lines and StepMania places notes on at most 192 rows"
      ]),
    Case(
      name: "an unsupported steps type", file: "a.sm",
      text: sm("0", "0=120", "", "1000", "lights-cabinet"), chart: .index(0),
      expected: [
        "line 7: steps type 'lights-cabinet' is not supported (supported: \(supportedTypes))"
      ]),
    Case(
      name: "a chart index past the last", file: "a.sm", text: sm("0", "0=120", "", "1000"),
      chart: .index(3),
      expected: ["file: there is no chart 3 (charts: 0: dance-single Easy (meter 1))"]),
    Case(
      name: "a chart name no chart has", file: "a.sm", text: sm("0", "0=120", "", "1000"),
      chart: .name("Expert"),
      expected: ["file: no chart is named 'Expert' (charts: 0: dance-single Easy (meter 1))"]),
    Case(
      name: "a chart name two charts have", file: "a.sm",
      text: sm("0", "0=120", "", "1000") + "\n#NOTES:dance-double::Easy:3::\n10000000\n;",
      chart: .name("easy"),
      expected: [
        "file: 2 charts are named 'easy' (0, 1); choose one by index (charts: 0: dance-single Easy (meter 1); 1: dance-double Easy (meter 3))"
      ]),
    Case(
      name: "a #NOTES tag with too few fields", file: "a.sm",
      text: "#MUSIC:song.ogg;\n#BPMS:0=120;\n#NOTES:dance-single:Easy:1000;",
      expected: ["file: no chart this game can play (charts: 0: (no steps type))"]),
    Case(
      name: "a #NOTES tag with too few fields, chosen", file: "a.sm",
      text: "#MUSIC:song.ogg;\n#BPMS:0=120;\n#NOTES:dance-single:Easy:1000;", chart: .index(0),
      expected: [
        "line 3: #NOTES has 3 fields; it needs 6 (type, description, difficulty, meter, radar values, notes)"
      ]),
    Case(
      name: "an empty file", file: "a.sm", text: "",
      expected: ["file: no chart this game can play (the file has no charts)"]),
    Case(
      name: "an .ssc chart with no #NOTES", file: "a.ssc",
      text: "#VERSION:0.83;\n#NOTEDATA:;\n#STEPSTYPE:dance-single;", chart: .index(0),
      expected: ["line 2: the chart has no #NOTES"]),
    Case(
      name: "too many lines in one measure", file: "a.sm",
      text: sm("0", "0=120", "", Array(repeating: "0000", count: 4_097).joined(separator: "\n")),
      expected: ["line 4109: measure 0 has more than 4096 lines"]),
  ]

  static let osuCases: [Case] = [
    Case(
      name: "no format line", file: "a.osu", text: "[General]\nMode: 3\n",
      expected: ["line 1: not an osu! beatmap: the first line must be 'osu file format vN'"]),
    Case(
      name: "an osu!standard map", file: "a.osu", text: osu(14, "0", "4", timing, ["0,0,1000,1,0"]),
      expected: ["line 6: Mode 0 is osu!standard; only osu!mania maps (Mode: 3) can be imported"]),
    Case(
      name: "an osu!taiko map", file: "a.osu", text: osu(14, "1", "4", timing, ["0,0,1000,1,0"]),
      expected: ["line 6: Mode 1 is osu!taiko; only osu!mania maps (Mode: 3) can be imported"]),
    Case(
      name: "more keys than lanes", file: "a.osu",
      text: osu(14, "3", "12", timing, ["0,0,1000,1,0"]),
      expected: ["line 14: CircleSize 12 is out of range: this game plays 1 to 10 lanes"]),
    Case(
      name: "no timing point", file: "a.osu", text: osu(14, "3", "4", [], ["0,0,1000,1,0"]),
      expected: ["file: no uninherited timing point: osu! needs one to give the map a tempo"]),
    Case(
      name: "a zero beat length", file: "a.osu", text: osu(14, "3", "4", ["0,0,4,1,0,100,1,0"], []),
      expected: [
        "line 17: uninherited timing point has beat length '0'; it must be a positive number of milliseconds"
      ]),
    Case(
      name: "an x that is not a number", file: "a.osu",
      text: osu(14, "3", "4", timing, ["abc,192,1000,1,0"]),
      expected: ["line 22: hit object x 'abc' is not a number"]),
    Case(
      name: "a slider without its length", file: "a.osu",
      text: osu(14, "3", "4", timing, ["0,192,1000,2,0,B|1:1,1"]),
      expected: ["line 22: slider needs its slides (seventh field) and length (eighth)"]),
    Case(
      name: "a slider of length 0", file: "a.osu",
      text: osu(14, "3", "4", timing, ["0,192,1000,2,0,B|1:1,1,0"]),
      expected: ["line 22: slider length '0' must be a number above 0 and at most 131072"]),
    Case(
      name: "a spinner without its end", file: "a.osu",
      text: osu(14, "3", "4", timing, ["256,192,1000,8,0"]),
      expected: ["line 22: spinner needs its end time (sixth field)"]),
    Case(
      name: "a hold with no end", file: "a.osu",
      text: osu(14, "3", "4", timing, ["0,192,1000,128,0"]),
      expected: ["line 22: hold needs its end time in 'endTime:hitSample' (sixth field)"]),
    Case(
      name: "a hit object cut short", file: "a.osu", text: osu(14, "3", "4", timing, ["0,192"]),
      expected: ["line 22: hit object '0,192' needs at least x,y,time,type"]),
    Case(
      name: "two notes at once in a column", file: "a.osu",
      text: osu(14, "3", "4", timing, ["0,192,1000,1,0", "10,192,1000,1,0"]),
      expected: [
        "line 23: lane 0: note at 1000.000 ms is not after line 22 at 1000.000 ms; note times must strictly increase within a lane"
      ]),
    Case(
      name: "an absurdly long line", file: "a.osu",
      text: "osu file format v14\n" + String(repeating: "x", count: 70_000),
      expected: ["line 2: line is longer than 65536 bytes"]),
    Case(
      name: "a chart name that is not the map's", file: "a.osu",
      text: osu(14, "3", "4", timing, ["0,192,1000,1,0"]), chart: .name("Hard"),
      expected: ["file: there is no chart 'Hard'; an .osu file holds one chart: 0, '4K Normal'"]),
  ]

  @Test("each malformed StepMania file has its message", arguments: stepMania)
  func malformedStepMania(_ fixture: Case) {
    #expect(
      ImportHarness.problems(fixture.text, file: fixture.file, chart: fixture.chart)
        == fixture.expected)
  }

  @Test("each malformed osu! file has its message", arguments: osuCases)
  func malformedOsu(_ fixture: Case) {
    #expect(
      ImportHarness.problems(fixture.text, file: fixture.file, chart: fixture.chart)
        == fixture.expected)
  }

  @Test("a file over the size cap is refused before it is parsed")
  func tooLarge() {
    let data = [UInt8](repeating: UInt8(ascii: "0"), count: BeatMapLimits.maxFileBytes + 1)
    #expect(throws: BeatMapError.self) {
      try BeatMapImporter.importChart(
        data: data, fileName: "huge.sm", format: .stepMania, chart: nil)
    }
  }

  @Test("random damage to valid files never crashes: every result is a map or problems")
  func fuzz() {
    let seeds: [(String, String)] = [
      (
        "f.sm",
        ImportHarness.sm(
          bpms: "0=120,2=-60,3=120", extra: "#STOPS:1=0.5;\n#DELAYS:2=0.25;",
          notes: "2000\n0100\n3010\n0M01\n,\n1000\n0400\n0300\n00F0")
      ),
      ("f.ssc", StepManiaTimingImportTests.perChartSSC),
      (
        "f.osu",
        OsuImportTests.osu(
          timing: OsuImportTests.timing, objects: ["64,192,1000,1,0", "192,192,1500,128,0,2000:0"])
      ),
    ]
    let noise = Array("0123:;,#=-.\n\r/\\[]{}MF234e9".utf8) + [0, 0xFF, 0xC3]
    var generator = SplitMix64(seed: 42)
    var outcomes = (maps: 0, refusals: 0)
    for (file, text) in seeds {
      let bytes = Array(text.utf8)
      for _ in 0..<300 {
        var damaged = bytes
        for _ in 0..<(1 + Int(generator.next() % 6)) {
          let position = Int(generator.next() % UInt64(damaged.count))
          switch generator.next() % 3 {
          case 0: damaged[position] = noise[Int(generator.next() % UInt64(noise.count))]
          case 1: damaged.remove(at: position)
          default: damaged.insert(noise[Int(generator.next() % UInt64(noise.count))], at: position)
          }
        }
        let format = ImportHarness.format(file)
        do {
          let imported = try BeatMapImporter.importChart(
            data: damaged, fileName: file, format: format, chart: nil)
          _ = try BeatMapLoader.assemble(imported, audioDuration: nil)
          outcomes.maps += 1
        } catch {
          #expect(!error.problems.isEmpty)
          #expect(error.problems.allSatisfy { !$0.message.isEmpty && $0.file == file })
          outcomes.refusals += 1
        }
      }
    }
    #expect(outcomes.maps + outcomes.refusals == 900)
  }
}
