import Foundation
import Testing

@testable import StarlightHaptics

/// Rendered levels are rounded to 1e-6, so hand-worked values match to well within this.
let levelTolerance = 1e-9

func isClose(_ lhs: Double, _ rhs: Double, tolerance: Double = levelTolerance) -> Bool {
  abs(lhs - rhs) <= tolerance
}

func areClose(_ lhs: [Double], _ rhs: [Double], tolerance: Double = levelTolerance) -> Bool {
  lhs.count == rhs.count && zip(lhs, rhs).allSatisfy { isClose($0, $1, tolerance: tolerance) }
}

/// The parse error for `text`, or nil when it parses.
func parseError(_ text: String) -> AHAPParseError? {
  do {
    _ = try AHAPParser.parse(text)
    return nil
  } catch {
    return error
  }
}

/// Wraps pattern entries (already JSON text) into a minimal AHAP document.
func ahap(_ entries: String...) -> String {
  ahap(entries)
}

func ahap(_ entries: [String]) -> String {
  "{\"Pattern\": [\(entries.joined(separator: ","))]}"
}

/// A `{"Event": ...}` entry.
func event(
  _ type: String, time: Double, duration: Double? = nil, parameters: [String: Any] = [:]
) -> String {
  let durationText = duration.map { ", \"EventDuration\": \($0)" } ?? ""
  let parameterText = parameters.keys.sorted().map { key in
    "{\"ParameterID\": \"\(key)\", \"ParameterValue\": \(parameters[key] ?? 0)}"
  }.joined(separator: ", ")
  return """
    {"Event": {"Time": \(time), "EventType": "\(type)"\(durationText), \
    "EventParameters": [\(parameterText)]}}
    """
}

/// A `{"Parameter": ...}` entry.
func parameter(_ id: String, time: Double, value: Double) -> String {
  "{\"Parameter\": {\"ParameterID\": \"\(id)\", \"Time\": \(time), \"ParameterValue\": \(value)}}"
}

/// A `{"ParameterCurve": ...}` entry; points are (time, value) pairs.
func curve(_ id: String, time: Double, points: [(Double, Double)]) -> String {
  let pointText = points.map { "{\"Time\": \($0.0), \"ParameterValue\": \($0.1)}" }
    .joined(separator: ", ")
  return """
    {"ParameterCurve": {"ParameterID": "\(id)", "Time": \(time), \
    "ParameterCurveControlPoints": [\(pointText)]}}
    """
}

func lows(_ envelope: HapticEnvelope) -> [Double] {
  envelope.samples.map(\.low)
}

func highs(_ envelope: HapticEnvelope) -> [Double] {
  envelope.samples.map(\.high)
}

func sample(_ envelope: HapticEnvelope, atMs timeMs: Int) -> MotorSample? {
  envelope.samples.first { $0.timeMs == timeMs }
}

/// `Assets/Haptics` in the repository, found from this file's real location so that it works
/// from the package and from a scratch package that links the test sources in.
let shippedHapticsDirectory: URL = URL(fileURLWithPath: #filePath)
  .resolvingSymlinksInPath()
  .deletingLastPathComponent()  // StarlightHapticsTests
  .deletingLastPathComponent()  // Tests
  .deletingLastPathComponent()  // the package root
  .appendingPathComponent("Assets")
  .appendingPathComponent("Haptics")
