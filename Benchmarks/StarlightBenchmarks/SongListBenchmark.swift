import Foundation
import StarlightCore

/// The song list's work per key with 5,000 charts: building it (folding and sorting), a
/// typed letter (filter and sort again), a change of order, and a move (what a frame of
/// holding Down costs). The drawing's share of a frame is measured live with `play --stats`.
enum SongListBenchmark {
  static let charts = 5_000
  static let repetitions = 30

  static func library() -> [LibraryEntry] {
    let words = [
      "Star", "Light", "Neon", "Pulse", "Orbit", "Lunar", "Solar", "Gamma", "Echo", "Rain",
    ]
    return (0..<charts).map { index in
      let title = "\(words[index % words.count]) \(words[(index / 7) % words.count]) \(index / 4)"
      return LibraryEntry(
        chartHash: "chart-\(index)", fileHash: "file-\(index / 4)", chartFile: "",
        chartIndex: index % 4,
        sourcePath: "", title: title, artist: "Artist \(index % 97)",
        chartName: ["Beginner", "Easy", "Medium", "Hard"][index % 4], meter: index % 4 * 3 + 1,
        bpmRange: Double(100 + index % 120)...Double(120 + index % 120),
        length: .seconds(Int64(90 + index % 150)), laneCount: 4, noteCount: 300 + index % 700,
        previewStart: .seconds(30), audioFile: "a.ogg")
    }
  }

  static func run() {
    let entries = library()
    let clock = ContinuousClock()
    func median(_ work: () -> Void) -> Double {
      var times: [Double] = []
      for _ in 0..<repetitions { times.append(LibraryImportBenchmark.seconds(clock.measure(work))) }
      return times.sorted()[times.count / 2] * 1000
    }
    var list = SongList(entries: entries)
    let build = median { list = SongList(entries: entries) }
    let typed = median {
      var copy = list
      copy.type("s")
    }
    let sorted = median {
      var copy = list
      copy.cycleSort()
    }
    let moved = median {
      var copy = list
      copy.move(by: 1)
      _ = copy.chartsOfSelectedSong()
    }
    print(
      String(
        format:
          "song list of %d charts: build %.2f ms, a typed letter %.2f ms, a change of order %.2f ms, a move (with the song's charts) %.3f ms (medians)",
        charts, build, typed, sorted, moved))
  }
}
