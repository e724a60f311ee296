import Foundation
import StarlightCore

/// Reads `settings.json` one key at a time, so a wrong-typed or out-of-range value costs
/// only itself: it falls back to its default (or is clamped into its documented range) and
/// is named in `problems`, while every other key is kept.
public enum SettingsDecoding {
  /// The documented ranges (Docs/Settings.md); values outside are clamped.
  public enum Ranges {
    /// Offsets, in milliseconds: a second either way is far beyond any real device.
    public static let offsetMs: ClosedRange<Double> = -1_000...1_000
    public static let volume: ClosedRange<Double> = 0...1
    public static let bufferFrames = AudioSettings.bufferFrameRange
    public static let hitSoundLatencyMs: ClosedRange<Double> =
      0...AudioSettings.maxHitSoundLatencyMs
    /// 0 (off), or the reminder's own range of minutes.
    public static let breakReminderMinutes = 0...BreakReminder.Settings.minuteRange.upperBound
  }

  public struct Decoded {
    public var settings: Settings
    /// One line per value not taken as written ("masterVolume: -5 is out of range 0...1;
    /// using 0"), in key order.
    public var problems: [String]
  }

  /// The settings in `bytes`; throws only when the file is not a JSON object at all.
  public static func decode(_ bytes: [UInt8]) throws -> Decoded {
    guard let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
    else { throw CocoaError(.propertyListReadCorrupt) }
    var reader = KeyReader(object: object)
    let defaults = Settings()
    var settings = defaults
    settings.audioOffsetMs = reader.number(
      "audioOffsetMs", range: Ranges.offsetMs, default: defaults.audioOffsetMs)
    settings.visualOffsetMs = reader.number(
      "visualOffsetMs", range: Ranges.offsetMs, default: defaults.visualOffsetMs)
    settings.muted = reader.value("muted", default: defaults.muted)
    settings.audioBufferFrames = reader.whole(
      "audioBufferFrames", range: Ranges.bufferFrames, default: defaults.audioBufferFrames)
    // An empty name, like none, is the system's default device.
    let device: String = reader.value("audioDevice", default: "")
    settings.audioDevice = device.isEmpty ? nil : device
    // An empty name, like none, is the automatic choice.
    let driver: String = reader.value("audioDriver", default: "")
    settings.audioDriver = driver.isEmpty ? nil : driver
    settings.masterVolume = reader.number(
      "masterVolume", range: Ranges.volume, default: defaults.masterVolume)
    settings.musicVolume = reader.number(
      "musicVolume", range: Ranges.volume, default: defaults.musicVolume)
    settings.effectsVolume = reader.number(
      "effectsVolume", range: Ranges.volume, default: defaults.effectsVolume)
    settings.pauseOnFocusLoss = reader.value(
      "pauseOnFocusLoss", default: defaults.pauseOnFocusLoss)
    settings.resumeOnFocusAutomatically = reader.value(
      "resumeOnFocusAutomatically", default: defaults.resumeOnFocusAutomatically)
    settings.rumble = reader.value("rumble", default: defaults.rumble)
    settings.evdevKeyboards = reader.value("evdevKeyboards", default: defaults.evdevKeyboards)
    settings.bindings = readBindings(&reader)
    settings.hitSoundLatencyMs = reader.number(
      "hitSoundLatencyMs", range: Ranges.hitSoundLatencyMs, default: defaults.hitSoundLatencyMs)
    settings.breakReminderMinutes = reader.whole(
      "breakReminderMinutes", range: Ranges.breakReminderMinutes,
      default: defaults.breakReminderMinutes)
    settings.judge = reader.judge("judge")
    let picks: [String: String] = reader.value("chartJudges", default: [:])
    for (chart, name) in picks.sorted(by: { $0.key < $1.key }) {
      if let id = JudgeID(name: name) {
        settings.chartJudges[chart] = id
      } else {
        reader.problems.append("chartJudges: '\(name)' is no judge; that chart takes the default")
      }
    }
    settings.songFolders = reader.value("songFolders", default: [])
    settings.declinedSongFolders = reader.value("declinedSongFolders", default: [])
    settings.preferences = readPreferences(&reader)
    return Decoded(settings: settings, problems: reader.problems)
  }

  /// Typed reads of single keys, each through JSONDecoder on its own.
  struct KeyReader {
    let object: [String: Any]
    var problems: [String] = []

    mutating func value<T: Decodable>(_ key: String, default fallback: T) -> T {
      guard let raw = object[key], !(raw is NSNull) else { return fallback }
      do {
        let data = try JSONSerialization.data(withJSONObject: raw, options: .fragmentsAllowed)
        return try JSONDecoder().decode(T.self, from: data)
      } catch {
        problems.append(
          "\(key): \(Self.excerpt(raw)) is not a \(Self.kind(T.self)); using the default")
        return fallback
      }
    }

    mutating func number(_ key: String, range: ClosedRange<Double>, default fallback: Double)
      -> Double
    {
      let read = value(key, default: fallback)
      guard read.isFinite else {
        problems.append("\(key): not a finite number; using the default")
        return fallback
      }
      guard range.contains(read) else {
        let clamped = min(max(read, range.lowerBound), range.upperBound)
        problems.append(
          "\(key): \(read) is out of range \(range.lowerBound)...\(range.upperBound); using \(clamped)"
        )
        return clamped
      }
      return read
    }

    /// A judge's name; one this build does not know is said and read as none.
    mutating func judge(_ key: String) -> JudgeID? {
      let name: String? = value(key, default: nil)
      guard let name else { return nil }
      guard let id = JudgeID(name: name) else {
        problems.append("\(key): '\(name)' is no judge; using each chart's own game's")
        return nil
      }
      return id
    }

    mutating func whole(_ key: String, range: ClosedRange<Int>, default fallback: Int) -> Int {
      let read = number(
        key, range: Double(range.lowerBound)...Double(range.upperBound), default: Double(fallback))
      return Int(read.rounded())
    }

    private static func kind(_ type: Any.Type) -> String {
      switch type {
      case is Bool.Type: "true or false"
      case is Double.Type: "number"
      case is InputBindings.Type: "bindings object"
      default: "value of the right type"
      }
    }

    /// A short, printable rendering of what the file held.
    private static func excerpt(_ raw: Any) -> String {
      let data = try? JSONSerialization.data(withJSONObject: raw, options: .fragmentsAllowed)
      return PrintableExcerpt.of(data.map { String(decoding: $0, as: UTF8.self) } ?? "?")
    }
  }
}
