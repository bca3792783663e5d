import Foundation
import TChartRender
import TChartTesting
import Testing

@testable import TChartData
@testable import TChartExplorer

/// The JSON summary's `ab` object (`tchart render --format json --ab A:B`): validated against the
/// schema, equal to the A/B panel's numbers and to a scan between A and B.
@Suite("JSON summary: A/B")
struct SummaryABTests {
  /// A state of `chart` with A and B at the fractions `a` and `b` of the span.
  static func state(_ chart: ChartSet, a: Double, b: Double) throws -> ExplorerState {
    var options = ExplorerOptions()
    options.interactive = false
    options.hidden = [1]
    var state = try ExplorerState(chartSets: [chart], options: options)
    state.view.ab = ABCursors(fractions: a, b, in: state.chartSet)
    return state
  }

  @Test(arguments: [XKind.time, .number])
  func theABNumbersEqualAScanBetweenAAndB(kind: XKind) throws {
    for seed in UInt64(1)...6 {
      var random = SeededRandom(seed: seed)
      let chart = SummaryJSONTests.randomChart(
        seed: seed + 40, count: 2_000 + random.int(0...3_000), lines: 3, kind: kind)
      let state = try Self.state(chart, a: random.unit(), b: random.unit())
      let json = try SummaryJSONTests.parsed(state)
      #expect(try SchemaCheck.summary().problems(json) == [], "seed \(seed)")
      let ab = try #require(json["ab"] as? [String: Any])
      let (a, b) = try #require(state.abModel.samples)
      let cursorA = try #require(ab["a"] as? [String: Any])
      let cursorB = try #require(ab["b"] as? [String: Any])
      #expect(cursorA["index"] as? Int == a && cursorB["index"] as? Int == b)
      #expect(cursorA["x"] as? Double == chart.x[a])
      #expect(cursorB["text"] as? String == state.abModel.sampleText(b))
      #expect(SummaryJSONTests.close(ab["span"] as? Double, chart.x[b] - chart.x[a]))
      let unit = try #require(ab["slope_unit"] as? [String: Any])
      let size = try #require(unit["size"] as? Double)
      #expect(unit["name"] as? String == (kind == .number ? "x" : state.abModel.slopeUnit.name))
      let lines = try #require(ab["lines"] as? [[String: Any]])
      #expect(lines.map { $0["key"] as? Int } == state.shown.visibleLines.map { $0 + 1 })
      for (object, line) in zip(lines, state.shown.visibleLines) {
        let values = chart.lines[line].values
        let scan = SummaryJSONTests.Scan(values, window: Swift.min(a, b)...Swift.max(a, b))
        let (atA, atB) = a <= b ? (scan.first, scan.last) : (scan.last, scan.first)
        func index(_ name: String) -> Int? {
          (object[name] as? [String: Any])?["index"] as? Int
        }
        #expect(index("at_a") == atA, "seed \(seed) line \(line)")
        #expect(index("at_b") == atB)
        #expect(index("min") == scan.min && index("max") == scan.max)
        #expect(object["values"] as? Int == scan.values)
        guard let atA, let atB else {
          #expect(object["change"] is NSNull && object["mean"] is NSNull)
          continue
        }
        let change = values[atB] - values[atA]
        #expect(SummaryJSONTests.close(object["change"] as? Double, change))
        #expect(
          SummaryJSONTests.close(
            object["change_percent"] as? Double,
            values[atA] == 0 ? nil : change / abs(values[atA]) * 100))
        let slope = chart.x[atB] == chart.x[atA] ? nil : change / (chart.x[atB] - chart.x[atA])
        if let slope {
          let written = try #require(object["slope"] as? Double)
          #expect(abs(written - slope * size) <= 1e-9 * Swift.max(1, abs(written)))
        } else {
          #expect(object["slope"] is NSNull)
        }
        let mean = try #require(object["mean"] as? Double)
        #expect(abs(mean - scan.sum / Double(scan.values)) <= 1e-9 * Swift.max(1, abs(mean)))
      }
    }
  }

  @Test func theABObjectHoldsThePanelsNumbers() throws {
    let state = try Self.state(Fixtures.daily, a: 0.2, b: 0.7)
    let json = try SummaryJSONTests.parsed(state)
    let ab = try #require(json["ab"] as? [String: Any])
    #expect(ab["span_text"] as? String == state.abModel.spanText)
    let unit = try #require(ab["slope_unit"] as? [String: Any])
    #expect(unit["name"] as? String == "d")
    let lines = try #require(ab["lines"] as? [[String: Any]])
    for (object, (line, statistics)) in zip(lines, state.abModel.statistics) {
      #expect(object["name"] as? String == Fixtures.daily.lines[line].name)
      #expect(SummaryJSONTests.close(object["change"] as? Double, statistics.change))
      #expect(SummaryJSONTests.close(object["mean"] as? Double, statistics.between.mean))
      #expect(
        SummaryJSONTests.close(
          object["slope"] as? Double, statistics.slope.map { $0 * 86_400 }))
      // The panel's Δ cell is the same number, written at the line's resolution.
      let cells = state.abModel.cells(line: line, statistics)
      let written = try #require(object["change"] as? Double)
      #expect(
        cells[2]
          == (written > 0 ? "+" : "")
          + ValueText.text(written, resolution: state.shown.indicatorValues.resolution(line: line)))
    }
  }

  @Test func withoutABTheObjectIsNull() throws {
    var options = ExplorerOptions()
    options.interactive = false
    let state = try ExplorerState(chartSets: [Fixtures.daily], options: options)
    let json = try SummaryJSONTests.parsed(state)
    #expect(json["ab"] is NSNull)
    #expect(try SchemaCheck.summary().problems(json) == [])
  }
}
