/// The version 4 layout: version 3's keys, plus how the attempt ended (`end`) and what the
/// audio engine measured live (`audio`: L and the late hit sounds). Both are optional, so
/// the file stays a flat JSON object that reads like version 3 with two more keys.
struct ReplayFileV4: Codable {
  struct End: Codable {
    var reason: AttemptEnding
  }
  struct Audio: Codable {
    var hitSoundLatencyNs: Int64
    var lateSounds: Int
  }
  private enum CodingKeys: String, CodingKey {
    case end, audio
  }

  var base: ReplayFileV3
  var end: End?
  var audio: Audio?

  init(_ replay: Replay) {
    base = ReplayFileV3(replay)
    end = replay.ending.map { End(reason: $0) }
    audio = replay.audioTiming.map {
      Audio(hitSoundLatencyNs: $0.hitSoundLatency, lateSounds: $0.lateSounds)
    }
  }

  init(from decoder: any Decoder) throws {
    base = try ReplayFileV3(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    end = try container.decodeIfPresent(End.self, forKey: .end)
    audio = try container.decodeIfPresent(Audio.self, forKey: .audio)
  }

  func encode(to encoder: any Encoder) throws {
    try base.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(end, forKey: .end)
    try container.encodeIfPresent(audio, forKey: .audio)
  }

  func replay() throws(ReplayCodec.DecodeError) -> Replay {
    if let audio,
      !(0...ReplayCodec.maxWindowHalfWidth).contains(audio.hitSoundLatencyNs)
        || audio.lateSounds < 0
    {
      throw ReplayCodec.DecodeError(message: "replay audio timing is out of range")
    }
    var replay = try base.replay()
    replay.ending = end?.reason
    replay.audioTiming = audio.map {
      ReplayAudioTiming(hitSoundLatency: $0.hitSoundLatencyNs, lateSounds: $0.lateSounds)
    }
    return replay
  }
}
