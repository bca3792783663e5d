import TChartCells
import TChartData
import TChartProgram
import TChartRender
import TChartSources
import TChartTesting
import Testing

@testable import TChartExplorer

/// The explorer on a table: queries are effects, answers are actions, the last frame stays
/// while one is pending (with a spinner), stale answers change nothing on screen, and answers
/// are cached.
@Suite("Reducer: table queries")
struct TableReducerTests {
  static let size = Size(width: 80, height: 24)

  /// A random chart of `count` samples, irregular x with holes, two-decimal values.
  static func chart(count: Int = 4000) -> ChartSet {
    var random = SeededRandom(seed: 16)
    var x = 0.0
    var xs: [Double] = []
    var a: [Double] = []
    var b: [Double] = []
    for index in 0..<count {
      x += random.chance(0.01) ? 50 * random.unit() : random.unit() + 0.01
      xs.append(x)
      a.append((random.signedUnit() * 1000).rounded() / 100 + Double(index % 50))
      b.append((random.unit() * 5000).rounded() / 100)
    }
    let palette = RGBColor.defaultPalette
    return ChartSet(
      name: "m", x: xs, xKind: .number,
      lines: [
        Series(id: "a", name: "a", color: palette[0], values: a),
        Series(id: "b", name: "b", color: palette[1], values: b),
      ])
  }

  static func options() -> ExplorerOptions {
    var options = ExplorerOptions()
    options.size = size
    options.animates = false
    return options
  }

  /// The state on `backend`'s table, and the backend.
  static func opened() throws -> (ExplorerState, ArrayTableBackend) {
    let backend = ArrayTableBackend(chart())
    let state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()), options: options())
    return (state, backend)
  }

  /// Answers the state's pending query, as the runner would; returns what the answer asks for.
  @discardableResult
  static func answer(_ state: inout ExplorerState, _ backend: ArrayTableBackend) throws
    -> [ExplorerEffect]
  {
    guard case .query(let requests, let generation) = state.feed.pendingQuery else { return [] }
    let answers = try requests.map { request throws(SourceError) in try backend.m4(request) }
    return reduce(into: &state, action: .table(.answered(answers, generation: generation)))
  }

  /// Answers until nothing is pending; returns what the last answer asks for.
  @discardableResult
  static func settle(_ state: inout ExplorerState, _ backend: ArrayTableBackend) throws
    -> [ExplorerEffect]
  {
    var asked: [ExplorerEffect] = []
    for _ in 0..<6 where state.feed.pendingQuery != nil { asked = try answer(&state, backend) }
    return asked
  }

  @Test("opening asks for the frame's rows, with a spinner on the status line")
  func opening() throws {
    let (state, _) = try Self.opened()
    guard case .query(let requests, let generation) = state.feed.pendingQuery else {
      Issue.record("no query effect")
      return
    }
    #expect(generation == 1)
    #expect(requests.count == 2)
    #expect(requests[0].rule.dotWidth == state.layout.graph.width * 2)
    #expect(requests[1].rule.dotWidth == state.layout.miniMap.width * 2)
    #expect(state.feed.isWaitingForQuery)
    #expect(state.statusMessage?.hasSuffix("querying m…") == true)
    #expect(state.chartSet.count == 2)
  }

  @Test("the answered frame equals the frame of every sample, and the spinner stops")
  func answeredFrame() throws {
    var (state, backend) = try Self.opened()
    try Self.settle(&state, backend)
    #expect(!state.feed.isWaitingForQuery)
    #expect(state.feed.pendingQuery == nil)
    #expect(state.chartSet.count < 1500)
    var memory = try ExplorerState(chartSets: [Self.chart()], options: Self.options())
    memory.panels.showsIndicator = state.panels.showsIndicator
    let expected = ExplorerScreen.render(state: memory, size: Self.size).text
    #expect(ExplorerScreen.render(state: state, size: Self.size).text == expected)
  }

  @Test("a key while waiting moves the view on the last frame; the stale answer is ignored")
  func staleAnswer() throws {
    var (state, backend) = try Self.opened()
    try Self.settle(&state, backend)
    let zoomed = reduce(into: &state, action: .input(.key(.character("+"))))
    guard case .query(let first, let generation) = zoomed.first else {
      Issue.record("zooming asked for nothing")
      return
    }
    let shownRows = state.chartSet.count
    let again = reduce(into: &state, action: .input(.key(.character("+"))))
    guard case .query(_, let newer) = again.first else {
      Issue.record("zooming again asked for nothing")
      return
    }
    #expect(newer == generation + 1)
    let stale = try first.map { request throws(SourceError) in try backend.m4(request) }
    reduce(into: &state, action: .table(.answered(stale, generation: generation)))
    #expect(state.feed.isWaitingForQuery, "still waiting for the newer query")
    #expect(state.chartSet.count == shownRows, "the stale answer is not shown")
    #expect(state.feed.table?.source.cache.holds(first[0]) == true, "but it is kept")
  }

  @Test("going back to a window already answered is a cache hit: no query")
  func cacheHit() throws {
    var (state, backend) = try Self.opened()
    try Self.settle(&state, backend)
    reduce(into: &state, action: .input(.key(.character("+"))))
    try Self.settle(&state, backend)
    let calls = backend.calls.withLock { $0 }
    reduce(into: &state, action: .input(.key(.character("-"))))
    try Self.settle(&state, backend)
    let asked = reduce(into: &state, action: .input(.key(.character("+"))))
    #expect(asked == [])
    #expect(!state.feed.isWaitingForQuery)
    #expect(backend.calls.withLock { $0 } <= calls + 2)
  }

  @Test("a failed query is a status message and is not asked again at once")
  func failure() throws {
    var (state, _) = try Self.opened()
    guard case .query(_, let generation) = state.feed.pendingQuery else { return }
    let error = SourceError(.timeout, place: "m.sqlite", message: "query took longer than 10 s")
    reduce(into: &state, action: .table(.failed(error, generation: generation)))
    #expect(state.statusMessage == "query took longer than 10 s")
    #expect(!state.feed.isWaitingForQuery)
    let asked = reduce(into: &state, action: .input(.tick(1)))
    #expect(asked == [])
  }

  @Test("the spinner turns with the clock")
  func spinner() throws {
    var (state, _) = try Self.opened()
    let first = state.statusMessage
    reduce(into: &state, action: .input(.tick(state.terminal.now + 0.15)))
    #expect(state.statusMessage != first)
    #expect(state.feed.isWaitingForQuery)
  }
}

/// The tooltip's sample on a table: a press in the graph asks for the table's row nearest to
/// the pointer, and the indicator goes to it, as on a file where every row is in memory.
@Suite("Reducer: the nearest row of a table")
struct TableNearestRowTests {
  /// A table state zoomed in twice and answered, and a press in its graph `offset` cells right
  /// of a third of it.
  static func pressed(offset: Int = 0) throws -> (
    ExplorerState, ArrayTableBackend, Point, [ExplorerEffect]
  ) {
    var (state, backend) = try TableReducerTests.opened()
    try TableReducerTests.settle(&state, backend)
    for key in Array("++") {
      reduce(into: &state, action: .input(.key(.character(key))))
      try TableReducerTests.settle(&state, backend)
    }
    let graph = state.layout.graph
    let point = Point(x: graph.x + graph.width / 3 + offset, y: graph.y + graph.height / 2)
    let asked = reduce(into: &state, action: .input(.press(at: point)))
    return (state, backend, point, asked)
  }

  @Test("a press puts the indicator on the row a file's indicator goes to, in every column")
  func pressGoesToTheNearestRow() throws {
    let (answered, backend, _, _) = try Self.pressed()
    var memory = try ExplorerState(
      chartSets: [TableReducerTests.chart()], options: TableReducerTests.options())
    memory.view.window = ChartViewState.window(
      for: memory.chartSet,
      lower: memory.chartSet.fractionalIndex(ofX: answered.shown.windowXRange.lowerBound),
      upper: memory.chartSet.fractionalIndex(ofX: answered.shown.windowXRange.upperBound))
    let graph = answered.layout.graph
    for column in graph.x..<(graph.x + graph.width) {
      var state = answered
      let point = Point(x: column, y: graph.y + 1)
      let asked = reduce(into: &state, action: .input(.press(at: point)))
      guard case .nearest(let x, let lines) = asked.last else {
        Issue.record("no nearest-row query: \(asked)")
        return
      }
      #expect(x == state.shown.graphMapping(state.layout.graph).xValue(atColumn: column))
      #expect(lines == [0, 1])
      let row = try #require(try backend.nearestRow(toX: x, lines: lines))
      // The pointer's x is a dot column's edge, so its nearest row is the first or last row
      // of a dot column: already on screen, where the press put the indicator.
      #expect(state.chartSet.xValue(at: state.view.indicator) == row.x)
      reduce(into: &state, action: .table(.nearest(row, x: x)))
      var file = memory
      reduce(into: &file, action: .input(.press(at: point)))
      #expect(state.chartSet.xValue(at: state.view.indicator) == row.x)
      #expect(file.chartSet.xValue(at: file.view.indicator) == row.x, "column \(column)")
    }
  }

  @Test("on a frame drawn from the overview, the answer puts the indicator on the nearest row")
  func nearestRowOnTheOverview() throws {
    let table = TableOverviewReducerTests.Table()
    var state = try table.answeredWithOverview()
    reduce(into: &state, action: .input(.key(.character("+"))))
    #expect(state.feed.table?.isInterim == true)
    let graph = state.layout.graph
    var moved = 0
    for column in stride(from: graph.x, to: graph.x + graph.width, by: 3) {
      let asked = reduce(into: &state, action: .input(.press(at: Point(x: column, y: graph.y + 1))))
      guard case .nearest(let x, let lines) = asked.last else {
        Issue.record("no nearest-row query while waiting: \(asked)")
        return
      }
      let row = try #require(try table.backend.nearestRow(toX: x, lines: lines))
      if state.chartSet.xValue(at: state.view.indicator) != row.x { moved += 1 }
      reduce(into: &state, action: .table(.nearest(row, x: x)))
      #expect(state.chartSet.xValue(at: state.view.indicator) == row.x)
      #expect(state.chartSet.lines.map { $0.values[state.view.indicator] } == row.values)
    }
    #expect(moved > 0, "the overview's rows are not the dot columns' edges")
    // The answer keeps the indicator on its row.
    let indicatorX = state.chartSet.xValue(at: state.view.indicator)
    try table.settle(&state)
    #expect(state.feed.table?.isInterim == false)
    #expect(state.chartSet.xValue(at: state.view.indicator) == indicatorX)
  }

  @Test("an answer for an older press, or after the indicator moved, changes nothing")
  func staleNearestRow() throws {
    var (state, backend, point, pressed) = try Self.pressed()
    guard case .nearest(let first, let lines) = pressed.last else { return }
    let dragged = reduce(into: &state, action: .input(.drag(to: Point(x: point.x + 5, y: point.y))))
    guard case .nearest(let second, _) = dragged.last else {
      Issue.record("the drag asked for nothing")
      return
    }
    let shown = state.chartSet
    let indicator = state.view.indicator
    reduce(
      into: &state,
      action: .table(.nearest(try backend.nearestRow(toX: first, lines: lines), x: first)))
    #expect(state.chartSet == shown)
    #expect(state.view.indicator == indicator)
    reduce(into: &state, action: .input(.key(.character("h"))))
    let moved = state.view.indicator
    reduce(
      into: &state,
      action: .table(.nearest(try backend.nearestRow(toX: second, lines: lines), x: second)))
    #expect(state.view.indicator == moved, "the key moved the indicator since")
    #expect(state.feed.table?.nearest == nil)
  }
}

/// The statistics panel on a table: its mean and counts are asked of the table, once per
/// window, and show `…` until they come; first, last and extremes come from the rows on screen.
@Suite("Reducer: a table's statistics")
struct TableTotalsTests {
  @Test("the panel asks for the window's totals, shows … meanwhile, then the table's numbers")
  func panelAsksForTotals() throws {
    var (state, backend) = try TableReducerTests.opened()
    let settled = try TableReducerTests.settle(&state, backend)
    #expect(settled == [], "no totals while the panel is closed")
    let opened = reduce(into: &state, action: .input(.key(.character("i"))))
    guard case .totals(let lower, let upper) = opened.last else {
      Issue.record("no totals asked: \(opened)")
      return
    }
    #expect(lower...upper == state.shown.windowXRange)
    #expect(state.statisticsModel.text.contains("…"))
    let ticked = reduce(into: &state, action: .input(.tick(state.terminal.now + 0.1)))
    #expect(ticked == [], "asked once per window")
    let totals = try backend.totals(lower: lower, upper: upper)
    reduce(
      into: &state,
      action: .table(.totals(SourceTotals(lower: lower, upper: upper, totals: totals))))
    #expect(!state.statisticsModel.text.contains("…"))
    // The file's numbers: the same counts and mean as every sample of the window (a source's
    // gaps count the samples outside a line's span too).
    var memory = try ExplorerState(
      chartSets: [TableReducerTests.chart()], options: TableReducerTests.options())
    memory.panels.showsStatistics = true
    let tableNumbers = state.statisticsModel.statistics.map {
      [$0.statistics.total.values, $0.statistics.total.gaps]
    }
    let fileNumbers = memory.statisticsModel.statistics.map {
      [$0.statistics.total.values, $0.statistics.total.gaps + ($0.statistics.outside ?? 0)]
    }
    #expect(state.statisticsModel.statistics.allSatisfy { $0.statistics.outside == nil })
    #expect(tableNumbers == fileNumbers)
    #expect(state.chartSet.count < tableNumbers[0][0], "more values than rows on screen")
    // A new window asks again.
    reduce(into: &state, action: .input(.key(.character("+"))))
    var asked = try TableReducerTests.settle(&state, backend)
    for _ in 0..<3 where asked.isEmpty {
      asked = reduce(into: &state, action: .input(.tick(state.terminal.now + 0.1)))
    }
    #expect(state.statisticsModel.text.contains("…"))
    #expect(state.feed.table?.totalsAsked == state.shown.windowXRange)
  }
}

/// A table's histogram (issue 41): `d` asks the database for the window's counts, the view says
/// it is counting meanwhile, and the answer draws the bins a file of the same rows draws.
@Suite("Reducer: a table's histogram")
struct TableHistogramReducerTests {
  @Test("d asks for the window's counts once, then draws the file's bins; a new window asks again")
  func histogramAsksTheDatabase() throws {
    var (state, backend) = try TableReducerTests.opened()
    try TableReducerTests.settle(&state, backend)
    let asked = reduce(into: &state, action: .input(.key(.character("d"))))
    guard case .histogram(let lower, let upper, let lines) = asked.last else {
      Issue.record("no histogram asked: \(asked)")
      return
    }
    #expect(lower...upper == state.shown.windowXRange)
    #expect(lines == [0, 1])
    #expect(state.graphView == .histogram)
    #expect(state.histogramModel.isCounting)
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(frame.text.contains("counting the window's values…"))
    let ticked = reduce(into: &state, action: .input(.tick(state.terminal.now + 0.1)))
    #expect(ticked == [], "asked once per window")
    let survey = try backend.histogram(lower: lower, upper: upper, lines: lines)
    reduce(into: &state, action: .table(.histogram(.success(survey))))
    let model = state.histogramModel
    #expect(!model.isCounting)
    // The file's histogram of the same rows: the same bins and counts.
    var memory = try ExplorerState(
      chartSets: [TableReducerTests.chart()], options: TableReducerTests.options())
    reduce(into: &memory, action: .input(.key(.character("d"))))
    #expect(model.histogram.bins == memory.histogramModel.histogram.bins)
    #expect(
      model.histogram.lines.map(\.counts) == memory.histogramModel.histogram.lines.map(\.counts))
    #expect(model.histogram.lines.map(\.total) == [4000, 4000])
    // A zoom asks for the new window's counts.
    reduce(into: &state, action: .input(.key(.character("+"))))
    var again = try TableReducerTests.settle(&state, backend)
    for _ in 0..<3 where !again.contains(where: { if case .histogram = $0 { true } else { false } })
    {
      again = reduce(into: &state, action: .input(.tick(state.terminal.now + 0.1)))
    }
    #expect(state.feed.table?.histogramAsked?.window == state.shown.windowXRange)
    #expect(state.histogramModel.isCounting)
  }

  @Test("a failed count says why on the status line; points are refused on a table")
  func failuresAndRefusals() throws {
    var (state, backend) = try TableReducerTests.opened()
    try TableReducerTests.settle(&state, backend)
    reduce(into: &state, action: .input(.key(.character("d"))))
    reduce(
      into: &state,
      action: .table(
        .histogram(.failure(SourceError(.timeout, place: "t", message: "the query timed out")))))
    #expect(state.notes.status == "the query timed out")
    reduce(into: &state, action: .input(.key(.escape)))
    reduce(into: &state, action: .input(.key(.character("p"))))
    #expect(state.graphView == .lines)
    #expect(state.notes.status?.contains("points are not drawn") == true)
  }
}

/// A table's XY (issue 41): `x` asks the database for the window's pairs counted on the plot's
/// grid and for the indicator's trail, the view says it is counting meanwhile, and the answers
/// draw the dots a file of the same rows draws; moving the indicator reads its trail alone, a
/// zoom counts again.
@Suite("Reducer: a table's XY")
struct TableXYReducerTests {
  /// The counts and the trail `effects` ask for.
  static func asks(_ effects: [ExplorerEffect]) -> (SourceXYAsk?, SourceXYTrail.Ask?) {
    var asks: (SourceXYAsk?, SourceXYTrail.Ask?) = (nil, nil)
    for effect in effects {
      switch effect {
      case .xy(let ask): asks.0 = ask
      case .xyTrail(let ask): asks.1 = ask
      default: break
      }
    }
    return asks
  }

  @Test("x asks for the window's pairs once, then draws the file's XY; a zoom asks again")
  func xyAsksTheDatabase() throws {
    var (state, backend) = try TableReducerTests.opened()
    try TableReducerTests.settle(&state, backend)
    let asked = reduce(into: &state, action: .input(.key(.character("x"))))
    guard case (let ask?, nil) = Self.asks(asked) else {
      Issue.record("no XY asked, or a trail with the indicator hidden: \(asked)")
      return
    }
    #expect(ask.window == state.shown.windowXRange)
    #expect([ask.across, ask.up] == [0, 1])
    #expect(state.graphView == .xy(x: "a", y: "b"))
    #expect(state.xyIsCounting)
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(frame.text.contains("counting the window's pairs…"))
    let ticked = reduce(into: &state, action: .input(.tick(state.terminal.now + 0.1)))
    #expect(ticked == [], "asked once per window")
    reduce(into: &state, action: .table(.xy(.success(try backend.xy(ask, grid: ask.grid)))))
    #expect(!state.xyIsCounting)
    // The file of the same rows counts the same dots on the same axes.
    var memory = try ExplorerState(
      chartSets: [TableReducerTests.chart()], options: TableReducerTests.options())
    reduce(into: &memory, action: .input(.key(.character("x"))))
    #expect(memory.shown.windowXRange == ask.window)
    let theme = state.look.renderTheme
    let area = state.geometry.layout.viewArea
    #expect(area == memory.geometry.layout.viewArea)
    let counted = try state.xyPlot(theme: theme).get()
    let file = try memory.xyPlot(theme: theme).get()
    let (countedParts, fileParts) = (counted.layout(area: area), file.layout(area: area))
    #expect(countedParts.plot == fileParts.plot)
    #expect(countedParts.scales.x.range == fileParts.scales.x.range)
    #expect(countedParts.scales.y.range == fileParts.scales.y.range)
    let dots = counted.density(plot: countedParts.plot, scales: countedParts.scales)
    #expect(dots.samples == 4000)
    let fileDots = file.density(plot: fileParts.plot, scales: fileParts.scales)
    #expect(dots.grid == fileDots.grid)
    #expect(dots.counts == fileDots.counts)
    // Moving the indicator shows it and reads its trail alone; the counts stay.
    let moved = Self.asks(reduce(into: &state, action: .input(.key(.left))))
    #expect(moved.0 == nil)
    let trailAsk = try #require(moved.1)
    #expect(trailAsk.indicator == state.chartSet.xValue(at: state.shown.view.indicator))
    #expect(!state.xyIsCounting)
    reduce(into: &state, action: .table(.xyTrail(.success(try backend.xyTrail(trailAsk)))))
    // The indicator's row and the trail the plot draws before it.
    #expect(SourceXYTrail.rowCount == XYPlot.trailLength + 1)
    #expect(state.tableXYTrail?.rows.count == SourceXYTrail.rowCount)
    #expect(state.tableXYTrail?.rows.last?.x == trailAsk.indicator)
    let drawn = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(drawn.text.contains("◆"))
    // A zoom asks for the new window's counts.
    reduce(into: &state, action: .input(.key(.character("+"))))
    var again = try TableReducerTests.settle(&state, backend)
    for _ in 0..<3 where !again.contains(where: { if case .xy = $0 { true } else { false } }) {
      again = reduce(into: &state, action: .input(.tick(state.terminal.now + 0.1)))
    }
    #expect(state.feed.table?.xyAsked?.window == state.shown.windowXRange)
    #expect(state.xyIsCounting)
  }

  @Test("in the list, the table's panel is counted on its own grid and draws the cloud")
  func aListPanelIsCountedOnItsGrid() throws {
    let backend = ArrayTableBackend(TableReducerTests.chart())
    var options = TableReducerTests.options()
    options.layout = .list
    var state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()), options: options)
    try TableReducerTests.settle(&state, backend)
    guard
      case (let ask?, _) = Self.asks(reduce(into: &state, action: .input(.key(.character("x")))))
    else {
      Issue.record("no XY asked in the list")
      return
    }
    let frame = ExplorerGeometry(state: state, size: state.terminal.size, hitAreas: false)
    let panel = try #require(frame.panels.first)
    #expect(ask.width == panel.graph.viewArea.width && ask.height == panel.graph.viewArea.height)
    reduce(into: &state, action: .table(.xy(.success(try backend.xy(ask, grid: ask.grid)))))
    let plot = try state.xyPlot(theme: state.look.renderTheme).get()
    let parts = plot.layout(area: panel.graph.viewArea)
    #expect(plot.density(plot: parts.plot, scales: parts.scales).samples == 4000)
  }
}
