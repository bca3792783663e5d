import TChartCSV
import TChartData
import TChartProgram
import TChartStreams
import TChartTesting
import Testing

@testable import TChartExplorer

/// `--y` on a stream (`vmstat 1 | tchart - --y 'rate(in),avg(us,30s)'`): the derived lines
/// join the first rows and grow with each batch, O(batch); rows arriving in random pieces give
/// exactly the lines of the whole series derived at once, `--keep` included; the columns not
/// named are hidden; an unknown name ends the explorer with exit 64.
@Suite("Derived lines on streams")
struct StreamDerivedTests {
  static let terms: [LineExpression] = try! DerivedLineParser.parse(
    "rate(in),avg(us,30s),avg(rate(in),5),cumsum(us)")

  /// A vmstat-like run: a counter `in` with resets and gaps, a gauge `us` with gaps, `sy`.
  static func columns(count: Int, seed: UInt64) -> (x: [Double], lines: [[Double]]) {
    var random = SeededRandom(seed: seed)
    var x: [Double] = []
    var counter: [Double] = []
    var gauge: [Double] = []
    var system: [Double] = []
    var time = 1_700_000_000.0
    var total = 0.0
    for _ in 0..<count {
      time += random.chance(0.1) ? 1 + 10 * random.unit() : 1
      total = random.chance(0.02) ? 0 : total + (random.unit() * 900).rounded()
      x.append(time)
      counter.append(random.chance(0.05) ? .nan : total)
      gauge.append(random.chance(0.05) ? .nan : (random.unit() * 100).rounded())
      system.append((random.unit() * 10).rounded())
    }
    return (x, [counter, gauge, system])
  }

  static let layout = StreamLayout(names: ["in", "us", "sy"], xKind: .time, xIsArrival: false)

  /// The batches of rows `range`.
  static func batch(_ data: (x: [Double], lines: [[Double]]), _ range: Range<Int>) -> StreamBatch {
    StreamBatch(
      layout: layout, x: Array(data.x[range]), columns: data.lines.map { Array($0[range]) })
  }

  /// The whole series as a file: loaded at once, the terms applied.
  static func whole(_ data: (x: [Double], lines: [[Double]])) throws -> ChartSet {
    var chart = ChartSet(
      name: "stdin", x: data.x, xKind: .time,
      lines: ["in", "us", "sy"].enumerated().map { index, name in
        Series(
          id: "y\(index)", name: name, color: RGBColor.defaultPalette[index],
          values: data.lines[index])
      })
    try chart.apply(terms, keepingOnlyNamed: false)
    return chart
  }

  static func same(_ a: some Sequence<Double>, _ b: some Sequence<Double>) -> Bool {
    a.elementsEqual(b) { $0 == $1 || ($0.isNaN && $1.isNaN) }
  }

  /// A stream of `data` in random pieces.
  static func streamed(
    _ data: (x: [Double], lines: [[Double]]), seed: UInt64, keep: Int? = nil
  ) -> ExplorerState {
    var live = LiveStream(name: "stdin", keep: keep)
    live.terms = terms
    var state = ExplorerState(waitingFor: live)
    var random = SeededRandom(seed: seed)
    var start = 0
    while start < data.x.count {
      let end = Swift.min(data.x.count, start + 1 + random.int(0...40))
      reduce(into: &state, action: .stream(.rows(batch(data, start..<end))))
      start = end
    }
    return state
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func rowsInRandomPiecesGiveTheLinesOfTheWholeDerivedAtOnce(seed: UInt64) throws {
    let data = Self.columns(count: 1500, seed: seed)
    let state = Self.streamed(data, seed: seed + 100)
    let expected = try Self.whole(data)
    let chart = state.chartSet
    #expect(chart.lines.map(\.name) == expected.lines.map(\.name))
    #expect(
      chart.lines.map(\.name)
        == ["in", "rate(in)", "avg(rate(in),5)", "us", "avg(us,30s)", "cumsum(us)", "sy"])
    for (line, reference) in zip(chart.lines, expected.lines) {
      #expect(Self.same(line.values, reference.values), "\(line.name)")
    }
    #expect(chart.derived.count == 4)
    // The column named by no term is hidden; the inputs stay shown.
    #expect(state.view.hidden == [6])
    #expect(state.ending.failure == nil)
  }

  @Test func keepTrimsTheDerivedLinesWithTheirInputsAndTheyGoOnDerived() throws {
    let data = Self.columns(count: 1200, seed: 9)
    let state = Self.streamed(data, seed: 19, keep: 300)
    let expected = try Self.whole(data)
    let chart = state.chartSet
    #expect(chart.count >= 300 && chart.count < 1200)
    let dropped = 1200 - chart.count
    #expect(chart.derived.count == 4)
    for (line, reference) in zip(chart.lines, expected.lines) {
      #expect(Self.same(line.values, reference.values.dropFirst(dropped)), "\(line.name)")
    }
    #expect(state.feed.stream?.note == nil)
  }

  @Test func anUnknownLineEndsTheExplorerAsAUsageError() throws {
    var live = LiveStream(name: "stdin")
    live.terms = try DerivedLineParser.parse("rate(rx)")
    var state = ExplorerState(waitingFor: live)
    let data = Self.columns(count: 10, seed: 1)
    reduce(into: &state, action: .stream(.rows(Self.batch(data, 0..<10))))
    #expect(
      state.ending.failure
        == ProgramExit(
          code: 64,
          error: "tchart: stdin: --y 'rx' (in 'rate(rx)'): no such line; the lines: in, us, sy"))
  }

  @Test func aFileLoadedInTheBackgroundGetsItsDerivedLines() throws {
    let data = Self.columns(count: 200, seed: 5)
    var live = LiveStream(name: "big.csv", loading: true)
    live.terms = try DerivedLineParser.parse("us,rate(in)")
    live.keepsOnlyNamed = true
    var state = ExplorerState(waitingFor: live)
    var chart = ChartSet(
      name: "big.csv", x: data.x, xKind: .time,
      lines: ["in", "us", "sy"].enumerated().map { index, name in
        Series(
          id: name, name: name, color: RGBColor.defaultPalette[index], values: data.lines[index])
      })
    let loaded = LoadResult(chartSets: [chart], notes: [])
    reduce(into: &state, action: .stream(.loaded(loaded)))
    #expect(state.chartSet.lines.map(\.name) == ["in", "rate(in)", "us"])
    try chart.apply(live.terms, keepingOnlyNamed: true)
    #expect(Self.same(state.chartSet.lines[1].values, chart.lines[1].values))
  }
}
