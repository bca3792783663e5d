import Foundation
import Testing

@testable import TChartData

/// The trend word of the JSON summary and the JSON text it is written in.
@Suite("Trend and JSON text")
struct TrendAndJSONTextTests {
  /// A one-line chart set of `values`, x = 0, 1, 2…
  static func chart(_ values: [Double]) -> ChartSet {
    ChartSet(
      name: "t", x: values.indices.map(Double.init), xKind: .number,
      lines: [Series(id: "a", name: "a", color: RGBColor.defaultPalette[0], values: values)])
  }

  static func trend(_ values: [Double]) -> Trend? {
    let chart = chart(values)
    let finite = values.filter { !$0.isNaN }
    return Trend.of(
      chartSet: chart, line: 0, window: 0..<values.count, min: finite.min(), max: finite.max())
  }

  @Test func aNoisyClimbRisesAndADescentFalls() {
    let climb = (0..<10_000).map { Double($0) * 0.01 + sin(Double($0)) * 5 }
    #expect(Self.trend(climb) == .rising)
    #expect(Self.trend(climb.map { -$0 }) == .falling)
  }

  @Test func aSineOverWholePeriodsIsVolatile() {
    let sine = (0..<8_000).map { 50 + 40 * sin(Double($0) / 8_000 * 2 * .pi * 4) }
    #expect(Self.trend(sine) == .volatile)
  }

  @Test func aConstantOrBarelyMovingLineIsFlat() {
    #expect(Self.trend(Array(repeating: 7, count: 500)) == .flat)
    let wobble = (0..<5_000).map { 100 + 0.1 * sin(Double($0)) }
    #expect(Self.trend(wobble) == .flat)
  }

  @Test func gapsAreSteppedOverAndAnEmptyWindowHasNoTrend() {
    var values = (0..<3_000).map { Double($0) }
    for index in stride(from: 0, to: 3_000, by: 3) { values[index] = .nan }
    #expect(Self.trend(values) == .rising)
    #expect(Self.trend([.nan, .nan, .nan]) == nil)
  }

  @Test func theRuleAtItsEdges() {
    // Two means a range apart: a perfect fit, the change is the whole range.
    let two = [(x: 0.0, mean: 0.0), (x: 1.0, mean: 10.0)]
    #expect(Trend.classify(points: two, span: 1, min: 0, max: 10) == .rising)
    // The fitted change is 10 % of a range made by one spike: not a trend, but volatile.
    #expect(Trend.classify(points: two, span: 1, min: 0, max: 100) == .volatile)
    // The same range on a level of 10 000 is under 5 % of it: flat.
    let high = [(x: 0.0, mean: 10_000.0), (x: 1.0, mean: 10_000.0)]
    #expect(Trend.classify(points: high, span: 1, min: 9_990, max: 10_010) == .flat)
  }

  @Test func numbersAreShortestAndExactAndNotFiniteIsNull() {
    #expect(JSONText.number(3).text() == "3")
    #expect(JSONText.number(-0.0).text() == "0")
    #expect(JSONText.number(0.1).text() == "0.1")
    #expect(JSONText.number(1e-7).text() == "1e-07")
    #expect(JSONText.number(1.5e300).text() == "1.5e+300")
    #expect(JSONText.number(.nan).text() == "null")
    #expect(JSONText.number(-.infinity).text() == "null")
    #expect(JSONText.numberOrNull(nil).text() == "null")
    for value in [0.1, 1e-7, 1.5e300, 123_456.789, -Double.leastNonzeroMagnitude] {
      let back =
        try? JSONSerialization.jsonObject(
          with: Data("[\(JSONText.number(value).text())]".utf8), options: []) as? [Double]
      #expect(back == [value])
    }
  }

  @Test func stringsAreEscapedAndReadBack() throws {
    let names = ["plain", "say \"hi\"", "back\\slash", "tab\tnew\nline", "bell\u{7}", "ünï 📈"]
    let value = JSONText.object(names.map { ($0, .string($0)) })
    let text = value.text()
    let back = try #require(
      JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: String])
    #expect(back.count == names.count)
    for name in names { #expect(back[name] == name) }
    #expect(text.contains("\\u0007"))
  }

  @Test func objectsKeepTheirOrderAndNest() {
    let value = JSONText.object([
      ("b", .int(1)), ("a", .array([.bool(true), .null])), ("c", .object([])), ("d", .array([])),
    ])
    #expect(
      value.text() == """
        {
          "b": 1,
          "a": [
            true,
            null
          ],
          "c": {},
          "d": []
        }
        """)
  }
}
