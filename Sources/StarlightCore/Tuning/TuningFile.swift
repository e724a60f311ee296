import Foundation

/// The tuning file (JSON in the XDG config directory, written by the dev overlay): any
/// subset of `Tuning`'s keys, laid over the defaults, so a file from an older game keeps
/// working and a hand-edited one needs only what it changes. Values that would break an
/// invariant are refused with a message, never applied.
public enum TuningFile {
  public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
  }

  public static func encode(_ tuning: Tuning) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Plain structs of numbers and strings always encode.
    return (try? [UInt8](encoder.encode(tuning))) ?? []
  }

  public static func decode(_ bytes: [UInt8], over defaults: Tuning = .defaults)
    throws(Problem) -> Tuning
  {
    let overrides: [String: Any]
    do {
      guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
      else { throw Problem(message: "the file is not a JSON object") }
      overrides = object
    } catch let problem as Problem {
      throw problem
    } catch {
      throw Problem(message: "the file is not valid JSON")
    }
    let tuning: Tuning
    do {
      let base = try JSONSerialization.jsonObject(with: Data(encode(defaults)))
      let merged = merge(base, overrides)
      let data = try JSONSerialization.data(withJSONObject: merged)
      tuning = try JSONDecoder().decode(Tuning.self, from: data)
    } catch let DecodingError.typeMismatch(_, context) {
      throw Problem(message: "wrong type at '\(path(context.codingPath))'")
    } catch let DecodingError.dataCorrupted(context) {
      throw Problem(message: "bad value at '\(path(context.codingPath))'")
    } catch {
      throw Problem(message: "unreadable values (\(error))")
    }
    if let broken = problems(in: tuning).first { throw Problem(message: broken) }
    return tuning
  }

  /// Every invariant `tuning` breaks, as one line each (empty when it is sound).
  public static func problems(in tuning: Tuning) -> [String] {
    var found: [String] = []
    let tiers = tuning.firewall.windows.tiers
    if tiers.isEmpty {
      found.append("firewall.windows has no tiers")
    }
    if tiers.contains(where: { $0.halfWidth <= 0 }) {
      found.append("firewall.windows: every half-width must be above 0")
    }
    if zip(tiers, tiers.dropFirst()).contains(where: { $0.halfWidth >= $1.halfWidth }) {
      found.append("firewall.windows: the tiers must widen strictly, innermost first")
    }
    if Set(tiers.map(\.name)).count != tiers.count {
      found.append("firewall.windows: two tiers share a name; each tier needs its own")
    }
    let pointsRange = JudgementTier.pointsRange
    if tiers.contains(where: { !pointsRange.contains($0.points) }) {
      found.append(
        "firewall.windows: points must be \(pointsRange.lowerBound)...\(pointsRange.upperBound) per tier"
      )
    }
    if let outer = tiers.last?.halfWidth, outer > tuning.firewall.autoAssistOuterWindow {
      found.append("firewall.windows: the outer tier lies beyond the Auto-Assist window")
    }
    if tuning.firewall.leadIn < 0 {
      found.append("firewall: leadIn must not be negative")
    }
    found += tuning.firewall.lifeBar.problems
    if tuning.firewall.maxIntegrity <= 0 || tuning.firewall.missIntegrityDrain < 0
      || tuning.firewall.blockIntegrityRestore < 0
    {
      found.append("firewall: integrity values must not be negative (maxIntegrity above 0)")
    }
    if tuning.firewall.mineWindow <= 0 || tuning.firewall.rollRetapLimit <= 0
      || tuning.firewall.mineIntegrityDrain < 0
    {
      found.append(
        "firewall: mineWindow and rollRetapLimit must be above 0, mineIntegrityDrain not negative")
    }
    let story = tuning.story
    if story.failuresBeforeAutoAssist < 1 || story.titleCardDuration < 0
      || story.outroDuration < 0 || story.countInDuration < 0 || story.crossFadeDuration < 0
      || story.endScreenDuration < 0
    {
      found.append("story: durations must not be negative, failuresBeforeAutoAssist at least 1")
    }
    if let problem = tuning.calibration.problem { found.append("calibration: \(problem)") }
    found += ChapterCatalog.tuningGroups.compactMap { $0.problem(in: tuning) }
    return found
  }

  /// `overrides` laid over `base`, object by object; anything else replaces.
  private static func merge(_ base: Any, _ overrides: Any) -> Any {
    guard var object = base as? [String: Any], let changes = overrides as? [String: Any] else {
      return overrides
    }
    for (key, value) in changes {
      object[key] = object[key].map { merge($0, value) } ?? value
    }
    return object
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      .trimmingCharacters(in: CharacterSet(charactersIn: "."))
  }
}
