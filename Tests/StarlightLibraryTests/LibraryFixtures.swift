import Foundation
import StarlightSupport

/// Chart files, audio and a fixture folder tree for the library tests, written fresh into a
/// temporary folder for each test.
enum LibraryFixtures {
  static let measure = "1000\n0100\n0010\n0001\n"

  /// A `.sm` file with two dance-single charts (Easy 2, Hard 9) over `measures` measures.
  static func sm(title: String, music: String, bpms: String = "0=120,16=180", measures: Int = 8)
    -> String
  {
    let notes = Array(repeating: measure, count: measures).joined(separator: ",\n")
    return """
      #TITLE:\(title);
      #ARTIST:Fixture Artist;
      #MUSIC:\(music);
      #OFFSET:0;
      #SAMPLESTART:4.5;
      #BPMS:\(bpms);
      #NOTES:
           dance-single:
           :
           Easy:
           2:
           0,0,0,0,0:
      \(notes);
      #NOTES:
           dance-single:
           :
           Hard:
           9:
           0,0,0,0,0:
      \(notes);
      """
  }

  /// An osu!mania 7K map of one note per 250 ms.
  static func osu(title: String, audio: String, notes: Int = 40) -> String {
    let columns = 7
    let objects = (0..<notes).map { index in
      let column = index % columns
      let x = (column * 512 + 256) / columns
      return "\(x),192,\(1000 + index * 250),1,0,0:0:0:0:"
    }
    return """
      osu file format v14

      [General]
      AudioFilename: \(audio)
      PreviewTime: 3000
      Mode: 3

      [Metadata]
      Title:\(title)
      Artist:Osu Artist
      Version:7K Insane

      [Difficulty]
      CircleSize:\(columns)

      [TimingPoints]
      1000,500,4,1,0,100,1,0

      [HitObjects]
      \(objects.joined(separator: "\n"))
      """
  }

  /// A WAV of silence, `seconds` long.
  static func wav(seconds: Int) -> [UInt8] {
    let rate = 8_000
    return WAVEncoder.encode(
      pcm16: Array(repeating: 0, count: rate * seconds), channels: 1, sampleRate: rate)
  }

  /// MPEG-1 Layer III frames at 128 kbit/s, 44.1 kHz (417 bytes, 1152 samples each),
  /// after an ID3v2 tag: `frames` frames.
  static func mp3(frames: Int) -> [UInt8] {
    let tagBody = 20
    let id3: [UInt8] = Array("ID3".utf8) + [4, 0, 0, 0, 0, 0, UInt8(tagBody)]
    let header: [UInt8] = [0xFF, 0xFB, 0x90, 0x00]
    let frame = header + Array(repeating: 0, count: 417 - header.count)
    return id3 + Array(repeating: 0, count: tagBody)
      + Array(repeating: frame, count: frames).flatMap { $0 }
  }

  static let mp3Frames = 500

  /// A pack with good, bad and duplicate files:
  /// - Alpha/alpha.sm (2 charts, WAV audio), Beta/beta.osu (MP3 audio): good;
  /// - Copy/alpha-copy.sm: the same bytes as alpha.sm (a duplicate);
  /// - Lonely/lonely.sm: its audio is missing (imported, marked);
  /// - Broken/broken.sm: a chart whose notes are malformed (failed);
  /// - Lights/lights.sm: only a lights-cabinet chart (skipped, nothing playable);
  /// - Archive/pack.osz: another game's archive (skipped with its reason);
  /// - cover.png: not a chart, passed over.
  static func makePack(in root: URL) throws {
    func put(_ text: String, _ path: String) throws { try put(Array(text.utf8), path) }
    func put(_ bytes: [UInt8], _ path: String) throws {
      let url = root.appendingPathComponent(path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    let alpha = sm(title: "Alpha", music: "alpha.wav")
    try put(alpha, "Alpha/alpha.sm")
    try put(wav(seconds: 20), "Alpha/alpha.wav")
    try put(osu(title: "Beta", audio: "beta.mp3"), "Beta/beta.osu")
    try put(mp3(frames: mp3Frames), "Beta/beta.mp3")
    try put(alpha, "Copy/alpha-copy.sm")
    try put(wav(seconds: 20), "Copy/alpha.wav")
    try put(sm(title: "Lonely", music: "gone.ogg"), "Lonely/lonely.sm")
    try put(
      "#TITLE:Broken;\n#MUSIC:b.wav;\n#BPMS:0=fast;\n#NOTES:dance-single::Easy:1::1000\n,,;",
      "Broken/broken.sm")
    try put(
      "#TITLE:Lights;\n#MUSIC:l.wav;\n#BPMS:0=120;\n#NOTES:lights-cabinet::Easy:1::"
        + "00000000\n00000000\n00000000\n00000000\n;", "Lights/lights.sm")
    try put([0x50, 0x4B, 0x03, 0x04], "Archive/pack.osz")
    try put([0x89, 0x50, 0x4E, 0x47], "cover.png")
  }
}

/// A fresh temporary folder, removed after `body`.
func withTemporaryFolder(_ body: (URL) throws -> Void) throws {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "library-tests-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: folder) }
  try body(folder)
}
