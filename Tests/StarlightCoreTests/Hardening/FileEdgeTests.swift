import Foundation
import Testing

@testable import StarlightCore

/// The one file-reading edge: special files refused at once (a FIFO used to hang every
/// command for ever), sizes capped before reading, and `beatmap import --out` checked.
@Suite("Hardening: file edges")
struct FileEdgeTests {
  @Test("a FIFO, a device or a directory is refused at once, and a file over the cap by its size")
  func specialFiles() throws {
    try withTemporaryDirectory { folder in
      let fifo = folder.appendingPathComponent("map.json").path
      #expect(mkfifo(fifo, 0o600) == 0)
      #expect(
        BoundedFileReader.read(path: fifo, limit: 10)
          == .failure(.notRegularFile("a FIFO (named pipe)")))
      #expect(
        BoundedFileReader.read(path: "/dev/zero", limit: 1_000)
          == .failure(.notRegularFile("a device")))
      #expect(BoundedFileReader.read(path: folder.path, limit: 10) == .failure(.isDirectory))
      #expect(
        BoundedFileReader.read(path: "/nonexistent/map.json", limit: 10) == .failure(.notFound))
      let big = folder.appendingPathComponent("big.json")
      try Data(repeating: 0x20, count: 11).write(to: big)
      #expect(BoundedFileReader.read(path: big.path, limit: 10) == .failure(.tooLarge(limit: 10)))
      #expect(BoundedFileReader.read(path: big.path, limit: 11).map(\.count) == .success(11))
    }
  }

  @Test("a FIFO as a beat map, or as its audio file, is one message, not a hang")
  func fifoBeatMapAndAudio() throws {
    try withTemporaryDirectory { folder in
      let fifo = folder.appendingPathComponent("song.ogg").path
      #expect(mkfifo(fifo, 0o600) == 0)
      #expect(throws: BeatMapError.self) { try BeatMapLoader.readFile(path: fifo) }
      do {
        _ = try BeatMapLoader.readFile(path: fifo)
      } catch let error as BeatMapError {
        #expect(
          error.problems.map(\.message) == [
            "beat map file is a FIFO (named pipe), not a regular file"
          ])
      }
      let lookup = BeatMapLoader.fileDuration(resolving: "song.ogg", in: folder.path)
      guard case .failure(let failure) = lookup else {
        Issue.record("a FIFO gave an audio duration")
        return
      }
      #expect(failure.message == "audio file 'song.ogg' is a FIFO (named pipe), not a regular file")
    }
  }

  @Test(
    "import --out: never the input, a link, a directory or an empty name; an existing file only with --force"
  )
  func importDestination() throws {
    try withTemporaryDirectory { folder in
      let input = folder.appendingPathComponent("song.sm").path
      let out = folder.appendingPathComponent("song.json").path
      let symbolic = folder.appendingPathComponent("link.json").path
      try Data("x".utf8).write(to: URL(fileURLWithPath: input))
      #expect(ImportDestination.problem(out: out, input: input, force: false) == nil)
      #expect(
        ImportDestination.problem(out: input, input: input, force: true)
          == "--out '\(input)' is the chart being imported; it is never overwritten: name another file"
      )
      // The same file by another name (a hard link) is still the input.
      let hard = folder.appendingPathComponent("hard.sm").path
      #expect(link(input, hard) == 0)
      #expect(ImportDestination.problem(out: hard, input: input, force: true) != nil)
      #expect(symlink(input, symbolic) == 0)
      #expect(
        ImportDestination.problem(out: symbolic, input: input, force: true)
          == "--out '\(symbolic)' is a symbolic link; it is neither followed nor replaced: name the file itself"
      )
      #expect(
        ImportDestination.problem(out: "", input: input, force: true)
          == "--out is empty: name the beat map file to write, such as --out song.json")
      #expect(
        ImportDestination.problem(out: folder.path, input: input, force: true)
          == "--out '\(folder.path)' is a directory: name a file in it, such as \(folder.path)/song.json"
      )
      try Data("{}".utf8).write(to: URL(fileURLWithPath: out))
      #expect(
        ImportDestination.problem(out: out, input: input, force: false)
          == "'\(out)' already exists; pass --force to replace it")
      #expect(ImportDestination.problem(out: out, input: input, force: true) == nil)
    }
  }
}

@Suite("Hardening: beat map note count from the text")
struct NoteCountTests {
  @Test(
    "the notes array is counted without building the JSON tree",
    arguments: [
      (#"{"notes": []}"#, 0), (#"{"notes": [{"beat": 1, "lane": 0}]}"#, 1),
      (#"{"metadata": {"notes": [1, 2, 3]}, "notes": [{"a": [1, 2]}, {"b": "x,]y"}, 3]}"#, 3),
      (#"{"title": "notes", "x": [1, 2], "notes": [1, 2]}"#, 2),
    ])
  func counts(json: String, expected: Int) {
    #expect(
      JSONArrayCounter.count(ofTopLevelArray: "notes", in: Array(json.utf8), limit: 10) == expected)
  }

  @Test("a map with one note too many is refused before it is parsed")
  func tooMany() {
    let notes = Array(repeating: #"{"beat":1,"lane":0}"#, count: BeatMapLimits.maxNotes + 1)
    let json = #"{"format": "starlight-beatmap", "notes": ["# + notes.joined(separator: ",") + "]}"
    #expect(
      throws: BeatMapError(problems: [
        BeatMapProblem(
          file: "big.json", location: "notes",
          message: "more than 250000 notes; at most 250000 allowed")
      ])
    ) {
      try BeatMapLoader.parse(data: Array(json.utf8), fileName: "big.json") { _ in .success(.max) }
    }
  }
}
