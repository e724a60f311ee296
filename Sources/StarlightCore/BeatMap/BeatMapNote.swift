/// A note as authored: a beat, a lane (counting from 0) and its kind. A hold or a roll also
/// has the beat its tail is on (a fake may have one, for drawing); the others have none.
public struct BeatMapNote: Sendable, Equatable, Codable {
  public var beat: Double
  public var lane: Int
  public var endBeat: Double?
  public var kind: NoteKind

  /// `kind` nil means a hold when there is an end beat, else a tap (the map's default).
  public init(beat: Double, lane: Int, endBeat: Double? = nil, kind: NoteKind? = nil) {
    self.beat = beat
    self.lane = lane
    self.endBeat = endBeat
    self.kind = kind ?? .implied(hasTail: endBeat != nil)
  }

  private enum CodingKeys: String, CodingKey { case beat, lane, endBeat, kind }

  /// A note encoded before kinds existed has none: it takes the implied one.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let endBeat = try container.decodeIfPresent(Double.self, forKey: .endBeat)
    self.init(
      beat: try container.decode(Double.self, forKey: .beat),
      lane: try container.decode(Int.self, forKey: .lane), endBeat: endBeat,
      kind: try container.decodeIfPresent(NoteKind.self, forKey: .kind))
  }

  /// Whether the note has a tail (holds, rolls, and fakes drawn as holds).
  public var isHold: Bool { endBeat != nil }
}
