import Foundation
import Testing

@testable import StarlightCore

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The JUnit report of `replay check`, parsed back and held to the schema's required
/// elements and attributes (JUnit.xsd: `testsuite` with name, tests, failures, errors, time,
/// timestamp, hostname, id, package, `properties`, `system-out`, `system-err`; `testcase` with
/// name, classname, time).
@Suite("JUnit report")
struct JUnitReportTests {
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }
  }

  static let report = JUnitReport(
    suiteName: "replay check",
    cases: [
      .init(name: "a.json", className: "replay check", result: .passed),
      .init(
        name: "b & <c>.json", className: "replay check",
        result: .failed(
          message: "note 3 (lane 1, 500 ms): expected miss, got great",
          details: "note 3 (lane 1, 500 ms): expected miss, got great")),
      .init(name: "d.osr", className: "replay check", result: .error(message: "d.osr: truncated")),
    ], seconds: 1.5, timestamp: "2026-11-26T10:30:00", hostname: "host")

  @Test("Well-formed, with every element and attribute the schema requires")
  func schema() throws {
    let collector = Collector()
    let parser = XMLParser(data: Data(Self.report.xml.utf8))
    parser.delegate = collector
    #expect(parser.parse())
    let suites = collector.elements.filter { $0.name == "testsuite" }
    #expect(suites.count == 1)
    let suite = try #require(suites.first).attributes
    for key in [
      "name", "tests", "failures", "errors", "time", "timestamp", "hostname", "id", "package",
    ] {
      #expect(suite[key] != nil, "testsuite needs \(key)")
    }
    #expect(suite["tests"] == "3" && suite["failures"] == "1" && suite["errors"] == "1")
    #expect(suite["time"] == "1.500")
    let names = collector.elements.map(\.name)
    for element in ["properties", "system-out", "system-err"] { #expect(names.contains(element)) }
    let cases = collector.elements.filter { $0.name == "testcase" }
    #expect(cases.map { $0.attributes["name"] } == ["a.json", "b & <c>.json", "d.osr"])
    #expect(cases.allSatisfy { $0.attributes["classname"] != nil && $0.attributes["time"] != nil })
    #expect(
      names.filter { $0 == "failure" }.count == 1 && names.filter { $0 == "error" }.count == 1)
    #expect(collector.text.contains("expected miss, got great"))
  }
}
