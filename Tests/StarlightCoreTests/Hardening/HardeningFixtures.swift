import Foundation

@testable import StarlightCore

/// The files under `Tests/Fixtures/Hardening`: one per defect issue 14 lists, each kept as
/// the user (or an attacker) would hand it to the game.
enum HardeningFixtures {
  static let folder = repositoryRoot().appendingPathComponent("Tests/Fixtures/Hardening")

  static func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// The problems of reading `name` as `beatmap times` does (no audio), as
  /// "where: message"; [] when it reads.
  static func chartProblems(_ name: String) -> [String] {
    let file = path(name)
    do {
      let data = try BeatMapLoader.readFile(path: file)
      guard let format = ChartFormat(path: file) else {
        _ = try BeatMapLoader.parse(data: data, fileName: name) { _ in .success(.max) }
        return []
      }
      let imported = try BeatMapImporter.importChart(
        data: data, fileName: name, format: format, chart: nil)
      _ = try BeatMapLoader.assemble(imported, audioDuration: nil)
      return []
    } catch {
      return error.problems.map { "\($0.location): \($0.message)" }
    }
  }

  /// The message decoding replay fixture `name` gives, or nil when it decodes.
  static func replayProblem(_ name: String) throws -> String? {
    do {
      _ = try ReplayCodec.decode(bytes(name))
      return nil
    } catch let error as ReplayCodec.DecodeError {
      return error.message
    }
  }
}
