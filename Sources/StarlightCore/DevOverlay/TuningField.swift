/// One value the dev overlay lists and edits: where it sits (group, label), how it reads
/// (unit, fine and coarse steps in that unit), and how it is read from and written into the
/// overlay's values (a `Tuning` field, or one of the player's offsets). Durations are stored
/// in nanoseconds and shown in milliseconds.
public struct TuningField: Sendable {
  public enum Unit: String, Sendable, Equatable {
    case milliseconds = "ms"
    case count
    case permille
    case units
    case ratio = ""
  }

  /// How the value is held in the tuning.
  enum Storage: Sendable {
    case duration(any WritableKeyPath<Tuning, Nanoseconds> & Sendable)
    case integer(any WritableKeyPath<Tuning, Int> & Sendable)
    case wide(any WritableKeyPath<Tuning, Int64> & Sendable)
    case real(any WritableKeyPath<Tuning, Double> & Sendable)
    /// A judgement tier's half-width: tiers are immutable, so the windows are rebuilt.
    case tierHalfWidth(Int)
    /// One of the player's offsets, outside the tuning.
    case offset(any WritableKeyPath<PlayerOffsets, Nanoseconds> & Sendable)
  }

  public let group: String
  public let label: String
  public let unit: Unit
  /// Steps in the field's unit (milliseconds for durations).
  public let fineStep: Double
  public let coarseStep: Double
  let storage: Storage

  init(
    _ group: String, _ label: String, _ unit: Unit, fine: Double, coarse: Double,
    _ storage: Storage
  ) {
    self.group = group
    self.label = label
    self.unit = unit
    fineStep = fine
    coarseStep = coarse
    self.storage = storage
  }

  /// Stable identity of a field, for finding it again in another list.
  public var id: String { "\(group)/\(label)" }

  /// The value in the field's unit.
  public func value(in values: OverlayValues) -> Double {
    let tuning = values.tuning
    return switch storage {
    case .duration(let path): tuning[keyPath: path].milliseconds
    case .integer(let path): Double(tuning[keyPath: path])
    case .wide(let path): Double(tuning[keyPath: path])
    case .real(let path): tuning[keyPath: path]
    case .tierHalfWidth(let index):
      tuning.firewall.windows.tiers.indices.contains(index)
        ? tuning.firewall.windows.tiers[index].halfWidth.milliseconds : 0
    case .offset(let path): values.offsets[keyPath: path].milliseconds
    }
  }

  /// `tuning` with this field set to `value` (in the field's unit), rounded to what the
  /// field holds: whole numbers for counts and units, nanoseconds for durations.
  public func setting(_ value: Double, in values: OverlayValues) -> OverlayValues {
    var changed = values
    switch storage {
    case .duration(let path): changed.tuning[keyPath: path] = .fromMilliseconds(value)
    case .integer(let path): changed.tuning[keyPath: path] = Int(clamping: Int64.clamping(value))
    case .wide(let path): changed.tuning[keyPath: path] = .clamping(value)
    case .real(let path): changed.tuning[keyPath: path] = value
    case .tierHalfWidth(let index):
      var tiers = values.tuning.firewall.windows.tiers
      guard tiers.indices.contains(index) else { return values }
      let tier = tiers[index]
      tiers[index] = JudgementTier(
        name: tier.name, halfWidth: .fromMilliseconds(value), points: tier.points)
      changed.tuning.firewall.windows = HitWindows(tiers: tiers)
    case .offset(let path): changed.offsets[keyPath: path] = .fromMilliseconds(value)
    }
    return changed
  }

  /// `tuning` with this field moved by `steps` fine or coarse steps (negative: down).
  public func stepping(_ steps: Int, coarse: Bool, in values: OverlayValues) -> OverlayValues {
    let step = coarse ? coarseStep : fineStep
    return setting(value(in: values) + Double(steps) * step, in: values)
  }

  /// The value as the overlay shows it, without its unit.
  public func text(in values: OverlayValues) -> String {
    Self.format(value(in: values))
  }

  /// The value with its unit ("1500 ms", "3 count" reads as "3").
  public func textWithUnit(in values: OverlayValues) -> String {
    switch unit {
    case .count, .ratio: text(in: values)
    default: "\(text(in: values)) \(unit.rawValue)"
    }
  }

  /// Whole numbers without a point; others with up to three decimals, trailing zeros cut.
  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    var text = String(Int64((value * 1_000).rounded()).magnitude)
    while text.count < 4 { text = "0" + text }
    var decimals = String(text.suffix(3))
    while decimals.hasSuffix("0") { decimals.removeLast() }
    let sign = value < 0 && text != "0000" ? "-" : ""
    return sign + text.dropLast(3) + (decimals.isEmpty ? "" : "." + decimals)
  }
}
