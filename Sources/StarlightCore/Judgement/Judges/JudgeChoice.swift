import Foundation

/// The judge an attempt is played under, with the values it was made from: for osu!'s judges
/// the OD and the difficulty mod. A replay records it, so rescoring needs nothing else.
public struct JudgeChoice: Sendable, Equatable, Hashable, Codable {
  /// osu!'s difficulty mods: Hard Rock narrows every window by 1.4, Easy widens it by 1.4.
  public enum OsuDifficultyMod: String, Sendable, Equatable, Hashable, Codable, CaseIterable {
    case none
    case hardRock = "hr"
    case easy = "ez"
  }

  /// osu! charts without an OD of their own (this game's, StepMania's) take this one
  /// unless the player chooses another.
  public static let defaultOverallDifficulty = 8.0
  public static let overallDifficultyRange: ClosedRange<Double> = 0...10

  public var id: JudgeID
  /// The OD osu!'s judges make their windows from; nil for the other judges.
  public var overallDifficulty: Double?
  public var osuMod: OsuDifficultyMod

  public init(_ id: JudgeID, overallDifficulty: Double? = nil, osuMod: OsuDifficultyMod = .none) {
    self.id = id
    self.overallDifficulty = id.usesOverallDifficulty ? overallDifficulty : nil
    self.osuMod = id.usesOverallDifficulty ? osuMod : .none
  }

  public static let starlight = JudgeChoice(.starlight)

  /// `id` for `chart`: osu!'s judges take the chart's OD, else `playerOD`, else OD 8.
  public static func forChart(
    _ id: JudgeID, metadata: BeatMapMetadata?, playerOD: Double? = nil,
    osuMod: OsuDifficultyMod = .none
  ) -> JudgeChoice {
    let od = metadata?.overallDifficulty ?? playerOD ?? defaultOverallDifficulty
    return JudgeChoice(id, overallDifficulty: od, osuMod: osuMod)
  }

  /// The name a result or a replay shows: "osu-stable OD 8 HR".
  public var label: String {
    guard id.usesOverallDifficulty else { return id.rawValue }
    let od = overallDifficulty ?? Self.defaultOverallDifficulty
    let odText = od == od.rounded() ? String(Int(od)) : String(format: "%.1f", od)
    let mod = osuMod == .none ? "" : " \(osuMod.rawValue.uppercased())"
    return "\(id.rawValue) OD \(odText)\(mod)"
  }

  private enum CodingKeys: String, CodingKey {
    case name, overallDifficulty, osuMod
  }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    let name = try values.decode(String.self, forKey: .name)
    guard let id = JudgeID(name: name) else {
      throw DecodingError.dataCorruptedError(
        forKey: .name, in: values, debugDescription: "this build does not know the judge '\(name)'"
      )
    }
    let od = try values.decodeIfPresent(Double.self, forKey: .overallDifficulty)
    if let od, !Self.overallDifficultyRange.contains(od) {
      throw DecodingError.dataCorruptedError(
        forKey: .overallDifficulty, in: values, debugDescription: "OD \(od) is outside 0 to 10")
    }
    self.init(
      id, overallDifficulty: od,
      osuMod: try values.decodeIfPresent(OsuDifficultyMod.self, forKey: .osuMod) ?? .none)
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(id.rawValue, forKey: .name)
    try values.encodeIfPresent(overallDifficulty, forKey: .overallDifficulty)
    if osuMod != .none { try values.encode(osuMod, forKey: .osuMod) }
  }
}
