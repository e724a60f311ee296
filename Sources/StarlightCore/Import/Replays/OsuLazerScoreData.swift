import Foundation

/// What an osu!lazer replay adds after stable's fields: its score as JSON (statistics, and
/// the mods with their settings). Read here for the column mods in the order lazer applied
/// them, the Random mod with the seed it shuffled the columns by.
enum OsuLazerScoreData {
  /// The column mods the score lists, in its order; nil when the data lists no mods.
  static func columnMods(_ json: [UInt8]) throws(ForeignReplayError) -> [ManiaColumnMod]? {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(json))
    } catch {
      throw ForeignReplayError("lazer score data is not JSON")
    }
    guard let score = object as? [String: Any] else {
      throw ForeignReplayError("lazer score data is not a JSON object")
    }
    guard let mods = score["mods"] as? [[String: Any]] else { return nil }
    var columnMods: [ManiaColumnMod] = []
    for mod in mods {
      switch mod["acronym"] as? String {
      case "MR":
        columnMods.append(.mirror)
      case "RD":
        let settings = mod["settings"] as? [String: Any]
        guard let number = settings?["seed"] as? NSNumber,
          let seed = Int32(exactly: number.int64Value)
        else {
          throw ForeignReplayError(
            "played with the Random mod, but the lazer score data records no seed for it")
        }
        columnMods.append(.random(seed: seed))
      default:
        continue
      }
    }
    return columnMods
  }
}
