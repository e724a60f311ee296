/// A JUnit XML report (the format CI systems read), one test case per checked replay: a
/// drift is a `failure`, an unreadable replay an `error`. It carries every attribute JUnit's
/// schema requires: `testsuite` name, tests, failures, errors, skipped, time, timestamp,
/// hostname, id and package, with `properties`, `system-out` and `system-err`; `testcase`
/// name, classname and time.
public struct JUnitReport: Sendable {
  public struct Case: Sendable {
    public enum Result: Sendable {
      case passed
      case failed(message: String, details: String)
      case error(message: String)
    }

    public var name: String
    public var className: String
    public var result: Result

    public init(name: String, className: String, result: Result) {
      self.name = name
      self.className = className
      self.result = result
    }
  }

  public var suiteName: String
  public var cases: [Case]
  public var seconds: Double
  /// ISO 8601 without a zone ("2026-11-26T10:30:00"), as the schema's timestamp wants.
  public var timestamp: String
  public var hostname: String

  public init(
    suiteName: String, cases: [Case], seconds: Double, timestamp: String, hostname: String
  ) {
    self.suiteName = suiteName
    self.cases = cases
    self.seconds = seconds
    self.timestamp = timestamp
    self.hostname = hostname
  }

  public var failures: Int {
    cases.count { if case .failed = $0.result { true } else { false } }
  }

  public var errors: Int {
    cases.count { if case .error = $0.result { true } else { false } }
  }

  public var xml: String {
    let time = Self.time(seconds)
    let name = Self.escape(suiteName)
    var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
    xml +=
      #"<testsuites name="\#(name)" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" time="\#(time)">"#
      + "\n"
    xml +=
      #"  <testsuite name="\#(name)" tests="\#(cases.count)" failures="\#(failures)" errors="\#(errors)" skipped="0" time="\#(time)" timestamp="\#(Self.escape(timestamp))" hostname="\#(Self.escape(hostname))" id="0" package="\#(name)">"#
      + "\n    <properties/>\n"
    for test in cases {
      xml +=
        #"    <testcase name="\#(Self.escape(test.name))" classname="\#(Self.escape(test.className))" time="0">"#
      switch test.result {
      case .passed: break
      case .failed(let message, let details):
        xml +=
          "\n      "
          + #"<failure message="\#(Self.escape(message))" type="drift">\#(Self.escape(details))</failure>"#
          + "\n    "
      case .error(let message):
        xml +=
          "\n      " + #"<error message="\#(Self.escape(message))" type="unreadable"/>"# + "\n    "
      }
      xml += "</testcase>\n"
    }
    xml += "    <system-out/>\n    <system-err/>\n  </testsuite>\n</testsuites>\n"
    return xml
  }

  static func time(_ seconds: Double) -> String {
    let millis = Int((max(0, seconds) * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  /// XML's five entities; other control characters (which XML 1.0 forbids) become '?'.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": out += "?"
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
