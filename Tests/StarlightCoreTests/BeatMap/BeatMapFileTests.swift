import Foundation
import Testing

@testable import StarlightCore

/// `BeatMapLoader.load(path:)` on fixture files in a temporary folder, with a real WAV so the
/// audio duration comes from `AudioDurationProbe`.
@Suite("Beat map files")
struct BeatMapFileTests {
  /// 10 s of 8 kHz mono silence.
  static let wav = makeWAV(sampleRate: 8_000, frames: 80_000)

  @Test("a valid map loads, with the audio resolved next to it")
  func loads() throws {
    try withTemporaryDirectory { folder in
      let mapURL = folder.appendingPathComponent("map.json")
      let bytes = BeatMapFixtures.bytes()
      write(bytes, to: mapURL)
      write(Self.wav, to: folder.appendingPathComponent("song.wav"))
      let map = try BeatMapLoader.load(path: mapURL.path)
      #expect(map.audioDuration == .seconds(10))
      #expect(map.notes.map(\.time) == [ms(500), ms(1_000), ms(1_000)])
      #expect(map.contentHash == SHA256.hexDigest(of: bytes))
      #expect(map.metadata.title == "Fixture")
    }
  }

  @Test("audio in another folder, by a relative path or an absolute one")
  func audioElsewhere() throws {
    try withTemporaryDirectory { folder in
      let maps = folder.appendingPathComponent("BeatMaps")
      let audio = folder.appendingPathComponent("Assets/Audio")
      try FileManager.default.createDirectory(at: maps, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: audio, withIntermediateDirectories: true)
      let song = audio.appendingPathComponent("track.wav")
      write(Self.wav, to: song)
      for path in ["../Assets/Audio/track.wav", song.path] {
        let mapURL = maps.appendingPathComponent("map.json")
        write(
          BeatMapFixtures.bytes { BeatMapFixtures.editNested("audio", in: &$0, "file", path) },
          to: mapURL)
        #expect(try BeatMapLoader.load(path: mapURL.path).audioDuration == .seconds(10))
      }
    }
  }

  @Test("a note beyond the real audio's end")
  func beyondRealAudio() throws {
    try withTemporaryDirectory { folder in
      let mapURL = folder.appendingPathComponent("map.json")
      write(BeatMapFixtures.bytes(), to: mapURL)
      // 0.75 s of audio: the note at 500 ms fits, the two at 1 s do not.
      write(
        makeWAV(sampleRate: 8_000, frames: 6_000), to: folder.appendingPathComponent("song.wav"))
      let error = try #require(throws: BeatMapError.self) {
        try BeatMapLoader.load(path: mapURL.path)
      }
      #expect(
        error.problems == [
          BeatMapProblem(
            file: mapURL.path, location: "notes[1]",
            message: "note at 1000.000 ms is beyond the end of the audio (750.000 ms)"),
          BeatMapProblem(
            file: mapURL.path, location: "notes[2]",
            message: "note at 1000.000 ms is beyond the end of the audio (750.000 ms)"),
        ])
    }
  }

  @Test("map file not found")
  func mapNotFound() {
    withTemporaryDirectory { folder in
      let path = folder.appendingPathComponent("missing.json").path
      #expect(
        throws: BeatMapError(problems: [
          BeatMapProblem(file: path, location: "file", message: "beat map file not found")
        ])
      ) {
        try BeatMapLoader.load(path: path)
      }
    }
  }

  @Test("a folder is not a map file")
  func folderIsNotAMap() {
    withTemporaryDirectory { folder in
      #expect(
        throws: BeatMapError(problems: [
          BeatMapProblem(
            file: folder.path, location: "file", message: "beat map file is a directory, not a file"
          )
        ])
      ) {
        try BeatMapLoader.load(path: folder.path)
      }
    }
  }

  @Test("audio file missing")
  func audioMissing() {
    withTemporaryDirectory { folder in
      let mapURL = folder.appendingPathComponent("map.json")
      write(BeatMapFixtures.bytes(), to: mapURL)
      let expectedPath = folder.appendingPathComponent("song.wav").path
      #expect(
        throws: BeatMapError(problems: [
          BeatMapProblem(
            file: mapURL.path, location: "audio.file",
            message: "audio file 'song.wav' not found at \(expectedPath)")
        ])
      ) {
        try BeatMapLoader.load(path: mapURL.path)
      }
    }
  }

  @Test("audio file that is not audio")
  func audioNotAudio() {
    withTemporaryDirectory { folder in
      let mapURL = folder.appendingPathComponent("map.json")
      write(BeatMapFixtures.bytes(), to: mapURL)
      write("just text", to: folder.appendingPathComponent("song.wav"))
      #expect(
        throws: BeatMapError(problems: [
          BeatMapProblem(
            file: mapURL.path, location: "audio.file",
            message: "audio file 'song.wav': not an Ogg Vorbis, MP3 or WAV file")
        ])
      ) {
        try BeatMapLoader.load(path: mapURL.path)
      }
    }
  }

  @Test("a broken file reports every problem with the file's path")
  func brokenFile() throws {
    try withTemporaryDirectory { folder in
      let mapURL = folder.appendingPathComponent("broken.json")
      write(
        BeatMapFixtures.bytes {
          $0["lanes"] = 11
          BeatMapFixtures.editTempo(0, in: &$0, "beat", 2)
        }, to: mapURL)
      let error = try #require(throws: BeatMapError.self) {
        try BeatMapLoader.load(path: mapURL.path)
      }
      #expect(
        error.description == """
          \(mapURL.path): audio.file: audio file 'song.wav' not found at \(folder.path)/song.wav
          \(mapURL.path): lanes: lane count 11 out of range 1...10
          \(mapURL.path): tempo[0].beat: the first tempo point must be at beat 0
          """)
    }
  }
}
