/// The version 4 layout: version 3's keys, plus how the attempt ended (`end`) and what the
/// audio engine measured live (`audio`: L and the late hit sounds). Both are optional, so
/// the file stays a flat JSON object that reads like version 3 with two more keys.
typealias ReplayFileV4 = ReplayFileLayer<ReplayFileV4Keys>

struct ReplayFileV4Keys: ReplayFileKeys {
  typealias Older = ReplayFileV3

  struct End: Codable {
    var reason: AttemptEnding
  }
  struct Audio: Codable {
    var hitSoundLatencyNs: Int64
    var lateSounds: Int
  }

  var end: End?
  var audio: Audio?

  init(_ replay: Replay) {
    end = replay.ending.map { End(reason: $0) }
    audio = replay.audioTiming.map {
      Audio(hitSoundLatencyNs: $0.hitSoundLatency, lateSounds: $0.lateSounds)
    }
  }

  func replay(over older: Older) throws(ReplayCodec.DecodeError) -> Replay {
    if let audio,
      !(0...ReplayCodec.maxWindowHalfWidth).contains(audio.hitSoundLatencyNs)
        || audio.lateSounds < 0
    {
      throw ReplayCodec.DecodeError(message: "replay audio timing is out of range")
    }
    var replay = try older.replay()
    replay.ending = end?.reason
    replay.audioTiming = audio.map {
      ReplayAudioTiming(hitSoundLatency: $0.hitSoundLatencyNs, lateSounds: $0.lateSounds)
    }
    return replay
  }
}
