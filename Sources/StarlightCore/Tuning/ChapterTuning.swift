/// One chapter's own group of tuning values. The chapter's catalog entry names its type;
/// `Tuning` keeps one of each registered group under `key` (in the tuning file and in
/// replays), `TuningFile` checks its `problem`, and the dev overlay lists its
/// `overlayFields`. A chapter's folder gives `Tuning` a property for its own group
/// (`tuning.hearts`) through `Tuning[group:]`.
public protocol ChapterTuning: Sendable, Equatable, Codable {
  /// Its key in the tuning file and in replays ("hearts"); problems are prefixed with it.
  static var key: String { get }
  static var defaults: Self { get }
  /// The dev overlay's fields for this group, in the overlay's order; the first one's group
  /// is the group a chapter opens the overlay on.
  static var overlayFields: [TuningField] { get }
  /// Why these values cannot make a playable chapter, or nil when they can.
  var problem: String? { get }
}

extension ChapterTuning {
  /// The overlay group its fields are listed under.
  public static var overlayGroup: String { overlayFields.first?.group ?? key }

  /// `tuning`'s invariant this group breaks, named by its key ("hearts: ..."), or nil.
  static func problem(in tuning: Tuning) -> String? {
    tuning[group: Self.self].problem.map { "\(key): \($0)" }
  }

  static func sameValues(_ lhs: Tuning, _ rhs: Tuning) -> Bool {
    lhs[group: Self.self] == rhs[group: Self.self]
  }

  /// Reads this group from a tuning JSON object into `tuning`; absent, it keeps its defaults.
  static func decode(
    from container: KeyedDecodingContainer<Tuning.GroupKey>, into tuning: inout Tuning
  ) throws {
    if let values = try container.decodeIfPresent(Self.self, forKey: Tuning.GroupKey(key)) {
      tuning[group: Self.self] = values
    }
  }

  static func encode(
    _ tuning: Tuning, into container: inout KeyedEncodingContainer<Tuning.GroupKey>
  ) throws {
    try container.encode(tuning[group: Self.self], forKey: Tuning.GroupKey(key))
  }
}
