import Foundation
import TChartCells
import TChartTesting
import Testing

@testable import TChartData
@testable import TChartExplorer

/// `tchart render --format json`: the summary parsed back, checked against its schema and
/// against a scan of the window.
@Suite("JSON summary")
struct SummaryJSONTests {
  static let file = ViewSummary.Source(kind: "file", name: "data.csv")

  /// The summary of `state` as JSONSerialization reads it back.
  static func parsed(_ state: ExplorerState, size: Size = Size(width: 80, height: 24)) throws
    -> [String: Any]
  {
    let frame = ViewSummary.frameLines(state: state, size: size)
    let text = state.viewSummary.json(source: file, frame: frame).text()
    let data = Data(text.utf8)
    return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// A chart set of `lines` random walks over `count` samples with runs of gaps, some lines
  /// starting late or ending early; x one minute apart (time) or 0.5 apart (numbers).
  static func randomChart(seed: UInt64, count: Int, lines: Int, kind: XKind) -> ChartSet {
    var random = SeededRandom(seed: seed)
    let x = (0..<count).map { kind == .time ? 1_700_000_000 + Double($0) * 60 : Double($0) / 2 }
    let series = (0..<lines).map { line in
      var value = random.signedUnit() * 100
      let start = random.chance(0.4) ? random.int(0...(count / 3)) : 0
      let end = random.chance(0.4) ? random.int((2 * count / 3)...(count - 1)) : count - 1
      var gapLeft = 0
      let values = (0..<count).map { index -> Double in
        value += random.signedUnit() * 3
        if index < start || index > end { return .nan }
        if gapLeft > 0 {
          gapLeft -= 1
          return .nan
        }
        if random.chance(0.01) { gapLeft = random.int(0...40) }
        return random.chance(0.05) ? .nan : value
      }
      return Series(
        id: "y\(line)", name: "line \"\(line)\"", color: RGBColor.defaultPalette[line],
        values: values)
    }
    return ChartSet(name: "Random", x: x, xKind: kind, lines: series)
  }

  /// Whether two numbers are equal to a few units in the last place.
  static func close(_ lhs: Double?, _ rhs: Double?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return abs(lhs - rhs) <= 4 * Swift.max(lhs.ulp, rhs.ulp)
  }

  /// The brute-force numbers of one line over `window`.
  struct Scan {
    var first: Int?
    var last: Int?
    var min: Int?
    var max: Int?
    var sum = 0.0
    var values = 0
    var gaps = 0
    var outside = 0

    init(_ values: Column<Double>, window: ClosedRange<Int>) {
      let start = values.firstIndex { !$0.isNaN }
      let end = values.lastIndex { !$0.isNaN }
      for index in window {
        let value = values[index]
        guard let start, let end, index >= start, index <= end else {
          outside += 1
          continue
        }
        if value.isNaN {
          gaps += 1
          continue
        }
        if first == nil { first = index }
        last = index
        if min == nil || value < values[min!] { min = index }
        if max == nil || value > values[max!] { max = index }
        sum += value
        self.values += 1
      }
    }
  }

  func checkAgainstScan(chart: ChartSet, range: (Double, Double), seed: UInt64) throws {
    var options = ExplorerOptions()
    options.range = range
    options.interactive = false
    options.hidden = [2]
    let state = try ExplorerState(chartSets: [chart], options: options)
    let json = try Self.parsed(state)
    #expect(try SchemaCheck.summary().problems(json) == [], "seed \(seed)")
    let window = state.shown.windowSamples
    let windowJSON = try #require(json["window"] as? [String: Any])
    let first = try #require(windowJSON["first"] as? [String: Any])
    #expect(first["index"] as? Int == window.lowerBound)
    #expect(first["x"] as? Double == chart.x[window.lowerBound])
    #expect((first["time"] is NSNull) == (chart.xKind == .number))
    #expect(windowJSON["samples"] as? Int == window.count)
    let lines = try #require(json["lines"] as? [[String: Any]])
    #expect(lines.map { $0["key"] as? Int } == state.shown.visibleLines.map { $0 + 1 })
    for (object, line) in zip(lines, state.shown.visibleLines) {
      let values = chart.lines[line].values
      let scan = Scan(values, window: window)
      #expect(object["name"] as? String == chart.lines[line].name)
      func index(_ name: String) -> Int? {
        (object[name] as? [String: Any])?["index"] as? Int
      }
      func value(_ name: String) -> Double? {
        (object[name] as? [String: Any])?["value"] as? Double
      }
      #expect(index("first") == scan.first, "seed \(seed) line \(line)")
      #expect(index("last") == scan.last)
      #expect(index("min") == scan.min)
      #expect(index("max") == scan.max)
      // Foundation's JSON reader on Linux may miss the last bit of a shortest-form number
      // (`JSONText` writes Swift's round-tripping form: see TrendAndJSONTextTests).
      #expect(Self.close(value("max"), scan.max.map { values[$0] }))
      #expect(object["values"] as? Int == scan.values)
      #expect(object["gaps"] as? Int == scan.gaps)
      #expect(object["outside"] as? Int == scan.outside)
      if scan.values > 0 {
        let mean = try #require(object["mean"] as? Double)
        #expect(abs(mean - scan.sum / Double(scan.values)) <= 1e-9 * Swift.max(1, abs(mean)))
        let change = try #require(object["change"] as? [String: Any])
        #expect(
          Self.close(change["absolute"] as? Double, values[scan.last!] - values[scan.first!]))
        #expect(Trend.allCases.map(\.rawValue).contains(object["trend"] as? String ?? ""))
      } else {
        #expect(object["mean"] is NSNull && object["change"] is NSNull)
        #expect(object["trend"] is NSNull && object["first"] is NSNull)
      }
    }
  }

  @Test(arguments: [XKind.time, .number])
  func eachLinesNumbersEqualAScanOfTheWindow(kind: XKind) throws {
    for seed in UInt64(1)...6 {
      var random = SeededRandom(seed: seed)
      let chart = Self.randomChart(
        seed: seed, count: 3_000 + random.int(0...4_000), lines: 4, kind: kind)
      let lower = random.unit() * 0.6
      try checkAgainstScan(
        chart: chart, range: (lower, lower + 0.05 + random.unit() * 0.35), seed: seed)
    }
  }

  @Test func theWindowTheChartAndTheModesAreNamed() throws {
    var options = ExplorerOptions()
    options.interactive = false
    options.range = (0.25, 0.75)
    options.yScale = .index
    options.layout = .split
    let state = try ExplorerState(chartSets: [Fixtures.daily], options: options)
    let json = try Self.parsed(state)
    #expect(try SchemaCheck.summary().problems(json) == [])
    #expect(json["version"] as? Int == 1)
    #expect(json["y_mode"] as? String == "index")
    #expect(json["layout"] as? String == "split")
    let source = try #require(json["source"] as? [String: Any])
    #expect(source["kind"] as? String == "file" && source["name"] as? String == "data.csv")
    #expect(source["table"] is NSNull)
    let chart = try #require(json["chart"] as? [String: Any])
    #expect(chart["index"] as? Int == 1 && chart["name"] as? String == Fixtures.daily.name)
    #expect(chart["x_kind"] as? String == "time" && chart["time_zone"] as? String == "UTC")
    let window = try #require(json["window"] as? [String: Any])
    let first = try #require(window["first"] as? [String: Any])
    let x = try #require(first["x"] as? Double)
    #expect(first["time"] as? String == WindowCSV.isoDate(x, zone: .utc))
    #expect((first["time"] as? String)?.hasSuffix("Z") == true)
  }

  @Test func theFrameIsTheTextRenderPrints() throws {
    let size = Size(width: 100, height: 30)
    var state = Fixtures.dailyState(size: size)
    state.look.isInteractive = false
    let json = try Self.parsed(state, size: size)
    let frame = try #require(json["frame"] as? [String])
    let text = ANSISerializer.serialize(
      ExplorerScreen.render(state: state, size: size), color: false)
    #expect(frame.count == size.height)
    #expect(frame.joined(separator: "\n") + "\n" == text)
  }

  @Test func aRightAxisLineSaysSo() throws {
    var options = ExplorerOptions()
    options.interactive = false
    options.right = [Fixtures.daily.lines[2].name]
    let state = try ExplorerState(chartSets: [Fixtures.daily], options: options)
    let json = try Self.parsed(state)
    let lines = try #require(json["lines"] as? [[String: Any]])
    #expect(lines.map { $0["axis"] as? String } == ["left", "left", "right"])
    #expect(lines.allSatisfy { $0["derived"] is NSNull })
    // Joined and Views climb; Left repeats a weekly pattern.
    #expect(lines.map { $0["trend"] as? String } == ["rising", "volatile", "rising"])
  }

  @Test func aDerivedLineNamesItsExpression() throws {
    var chart = Fixtures.daily
    let spec = DerivedLineSpec(transform: .diff, inputs: ["Joined"])
    let index = try chart.addDerived(spec, color: RGBColor.defaultPalette[5])
    var options = ExplorerOptions()
    options.interactive = false
    let state = try ExplorerState(chartSets: [chart], options: options)
    let json = try Self.parsed(state)
    #expect(try SchemaCheck.summary().problems(json) == [])
    let lines = try #require(json["lines"] as? [[String: Any]])
    #expect(lines[index]["derived"] as? String == "diff(Joined)")
    #expect(lines[index]["name"] as? String == "diff(Joined)")
    #expect(lines[0]["derived"] is NSNull)
    // Joined climbs by 10 a day: its difference is flat at 10.
    #expect(lines[index]["trend"] as? String == "flat" && lines[index]["mean"] as? Double == 10)
  }

  @Test func aLineWithoutValuesInTheWindowHasNulls() throws {
    let chart = ChartSet(
      name: "Late", x: [1, 2, 3, 4, 5, 6], xKind: .number,
      lines: [
        Series(id: "a", name: "a", color: RGBColor.defaultPalette[0], values: [1, 2, 3, 4, 5, 6]),
        Series(
          id: "b", name: "b", color: RGBColor.defaultPalette[1],
          values: [.nan, .nan, .nan, .nan, 0, 0]),
      ])
    var options = ExplorerOptions()
    options.interactive = false
    options.range = (0, 0.5)
    let state = try ExplorerState(chartSets: [chart], options: options)
    let json = try Self.parsed(state)
    #expect(try SchemaCheck.summary().problems(json) == [])
    let lines = try #require(json["lines"] as? [[String: Any]])
    #expect(lines[0]["trend"] as? String == "rising")
    #expect(lines[1]["first"] is NSNull && lines[1]["mean"] is NSNull)
    #expect(lines[1]["values"] as? Int == 0 && lines[1]["outside"] as? Int == 4)
  }
}
