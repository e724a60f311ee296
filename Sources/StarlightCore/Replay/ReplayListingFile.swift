/// The keys of a replay file the replay list reads, and nothing else: which chapter and
/// chart, who played, the rate, judge and mods, and the outcome recorded. Every layout from
/// version 2 on keeps them under the same names (those a version lacks read as its
/// defaults), so the actions and every note's expected judgement, most of a file, are never
/// decoded. Watching decodes the whole file (`ReplayCodec.decode`).
struct ReplayListingFile: Decodable {
  struct Playback: Decodable {
    var rateHundredths: Int
  }
  struct Expected: Decodable {
    var outcome: String?
    var accuracy: Double?
  }
  /// Any value: only whether the key is there counts.
  struct Present: Decodable {
    init(from decoder: any Decoder) throws {}
  }

  var chapter: ChapterID
  var beatMap: ReplayFileV3.BeatMapIdentity?
  var source: Replay.Source
  var playback: Playback?
  var practice: Present?
  var judge: JudgeChoice?
  var mods: PlayMods?
  var expected: Expected?

  /// The file's facts for the list: nil for a file of another chapter, or of no chart.
  static func facts(_ bytes: [UInt8]) throws(ReplayCodec.DecodeError) -> SavedReplay.Facts? {
    let header: ReplayFileHeader = try ReplayCodec.decode(ReplayFileHeader.self, from: bytes)
    guard header.format == ReplayCodec.formatName else {
      throw ReplayCodec.DecodeError(
        message: "not a replay: format is '\(header.format)', expected '\(ReplayCodec.formatName)'"
      )
    }
    guard (2...ReplayCodec.version).contains(header.version) else {
      // Version 1 has its own layout: read whole (such files are few and old).
      let replay = try ReplayCodec.decode(bytes)
      return replay.beatMap.map { SavedReplay.Facts(replay, chartHash: $0.sha256) }
    }
    let file = try ReplayCodec.decode(Self.self, from: bytes)
    guard ChapterCatalog.chapter(file.chapter)?.playsChart == true, let chart = file.beatMap else {
      return nil
    }
    guard let rate = PlaybackRate(hundredths: file.playback?.rateHundredths ?? 100) else {
      throw ReplayCodec.DecodeError(message: "replay rate is not 50 to 200 in steps of 5")
    }
    return SavedReplay.Facts(
      chartHash: chart.sha256, judge: file.judge ?? .starlight, rate: rate,
      mods: file.mods ?? .none,
      accuracy: file.expected?.accuracy.flatMap { $0.isFinite ? $0 : nil },
      outcome: file.expected?.outcome, byBot: file.source == .autoplay,
      isPractice: file.practice != nil)
  }
}
