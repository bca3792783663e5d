import Synchronization
import TChartCells
import TChartData
import TChartProgram
import TChartSources
import TChartTesting
import Testing

@testable import TChartExplorer

/// A large table's frames while their answers are pending: drawn at once from the block
/// summary read so far (`overviewRead`), real rows only, no build-up over many keys, the part
/// not read yet left open; the answer then gives the exact frame.
@Suite("Reducer: frames from a table's overview")
struct TableOverviewReducerTests {
  static let size = Size(width: 100, height: 30)

  /// A table of `count` rows behind a block summary, and the summary's progress as heard.
  final class Table: Sendable {
    let chart: ChartSet
    let backend: SummarizedSeriesBackend
    let heard = Mutex<[SummaryProgress]>([])

    init(count: Int = 40_000) {
      chart = TableReducerTests.chart(count: count)
      backend = SummarizedSeriesBackend(
        base: ArrayTableBackend(chart), blockCount: 2_048, minimumRows: 0)
      backend.observeSummary { [weak self] progress in
        self?.heard.withLock { $0.append(progress) }
      }
    }

    /// The overviews of every part, once the summary is read.
    func overviews() throws -> [TableOverview] {
      _ = try backend.m4(.whole(chart, dotWidth: 400, lines: [0, 1]))
      return heard.withLock { $0 }.map { TableOverview($0, lines: [0, 1]) }
    }

    static var options: ExplorerOptions {
      var options = TableReducerTests.options()
      options.size = TableOverviewReducerTests.size
      return options
    }

    func opened() throws -> ExplorerState {
      try ExplorerState(
        table: TableSeriesSource(description: try backend.describe()), options: Self.options)
    }

    /// The table opened and answered, then handed its whole overview.
    func answeredWithOverview() throws -> ExplorerState {
      let overview = try #require(try overviews().last)
      var state = try opened()
      try settle(&state)
      reduce(into: &state, action: .table(.overview(overview)))
      return state
    }

    /// Answers the state's pending queries (as the runner would, which took each effect when
    /// it was asked for) until nothing is pending.
    func settle(_ state: inout ExplorerState) throws {
      for _ in 0..<6 {
        guard let queries = state.feed.table, queries.isWaiting else { return }
        let answers = try queries.pending.map { request throws(SourceError) in
          try backend.m4(request)
        }
        reduce(into: &state, action: .table(.answered(answers, generation: queries.generation)))
      }
    }

    /// Whether every row of `state`'s chart set is a row of the table, or a gap row.
    func holdsRealRows(_ state: ExplorerState) -> Bool {
      let drawn = state.chartSet
      return (0..<drawn.count).allSatisfy { index in
        let values = drawn.lines.map { $0.values[index] }
        if values.allSatisfy(\.isNaN) { return true }
        let position = chart.positions.firstIndex(notBelow: drawn.x[index])
        return position < chart.count && chart.x[position] == drawn.x[index]
          && chart.lines.map { $0.values[position] } == values
      }
    }
  }

  /// The graph's text of `state`'s frame.
  static func graph(_ state: ExplorerState) -> [String] {
    let lines = ExplorerScreen.render(state: state, size: size).text.split(
      separator: "\n", omittingEmptySubsequences: false)
    let graph = state.layout.graph
    return lines[graph.y..<(graph.y + graph.height)].map {
      String(Array($0).dropFirst(graph.x).prefix(graph.width))
    }
  }

  /// How many characters of `a` and `b` differ.
  static func difference(_ a: [String], _ b: [String]) -> Int {
    zip(a, b).map { zip($0, $1).filter { $0 != $1 }.count }.reduce(0, +)
  }

  @Test("a key waiting for its answer is drawn at once from the overview, near the answer's frame")
  func keysDrawFromTheOverview() throws {
    let table = Table()
    let overview = try #require(try table.overviews().last)
    var withOverview = try table.opened()
    try table.settle(&withOverview)
    var without = withOverview
    reduce(into: &withOverview, action: .table(.overview(overview)))
    #expect(withOverview.feed.table?.isInterim == false, "nothing pending: the answers stay")
    for key in Array("++++HHLL--") {
      let asked = reduce(into: &withOverview, action: .input(.key(.character(key))))
      reduce(into: &without, action: .input(.key(.character(key))))
      guard case .query(let requests, _) = asked.first else {
        // Back to a window answered before: the answer, at once.
        #expect(!withOverview.feed.isWaitingForQuery && withOverview.feed.table?.isInterim == false)
        #expect(Self.graph(withOverview) == Self.graph(without))
        continue
      }
      #expect(withOverview.feed.table?.isInterim == true)
      #expect(table.holdsRealRows(withOverview))
      // The overview's frame asks for the same window: nothing more to ask on the next tick.
      #expect(
        withOverview.feed.table?.source.missing(
          TableQueries.frameRequests(
            of: withOverview.chartSet, window: withOverview.shown.windowXRange,
            layout: withOverview.geometry.layout, lineCount: 2)) == requests)
      let ticked = reduce(
        into: &withOverview, action: .input(.tick(withOverview.terminal.now + 0.1)))
      #expect(ticked == [])
      #expect(withOverview.shown.windowXRange == without.shown.windowXRange)
      let interim = Self.graph(withOverview)
      let stale = Self.graph(without)
      try table.settle(&withOverview)
      try table.settle(&without)
      #expect(withOverview.feed.table?.isInterim == false)
      let exact = Self.graph(withOverview)
      #expect(exact == Self.graph(without), "the answer gives the same frame either way")
      // Here 9–68 cells differ from the answer's frame, against 116–311 for the last frame.
      #expect(
        2 * Self.difference(interim, exact) < Self.difference(stale, exact),
        "after \(key): the overview's frame is much closer to the answer than the last one")
    }
  }

  @Test("many keys without an answer do not pile rows up")
  func noBuildUp() throws {
    let table = Table()
    var state = try table.answeredWithOverview()
    let answered = state.chartSet.count
    var most = 0
    for key in Array(String(repeating: "+L+H-", count: 12)) {
      reduce(into: &state, action: .input(.key(.character(key))))
      most = max(most, state.chartSet.count)
    }
    let dots = state.layout.graph.width * 2 + state.layout.miniMap.width * 2
    // The last answers, and per request at most four blocks per dot column of ≤ 8 rows.
    #expect(most <= answered + 2 * 4 * 8 * dots + 8)
    #expect(state.feed.table?.isInterim == true)
  }

  @Test("a summary read in part is drawn as far as it goes; the rest stays open")
  func partialOverview() throws {
    let table = Table()
    let overviews = try table.overviews()
    #expect(overviews.count == 8)
    var state = try table.opened()
    #expect(state.statusMessage?.hasSuffix("querying m…") == true)
    reduce(into: &state, action: .table(.overview(overviews[2])))
    #expect(state.statusMessage?.hasSuffix("reading m 3/8…") == true)
    #expect(table.holdsRealRows(state))
    let through = overviews[2].readThrough
    let x = state.chartSet.x
    let beyond = try #require(x.firstIndex { $0 > through })
    // A gap row just past what is read, then only the table's last row.
    #expect(state.chartSet.lines.allSatisfy { $0.values[beyond].isNaN })
    #expect(beyond == x.count - 2)
    #expect(x.last == table.chart.x.last)
    #expect(x.count > 100)
    // The full overview replaces it; the answers then give the exact frame.
    reduce(into: &state, action: .table(.overview(overviews[7])))
    #expect(!state.chartSet.lines[0].values.contains { $0.isNaN })
    try table.settle(&state)
    #expect(state.feed.table?.isInterim == false)
    var memory = try ExplorerState(chartSets: [table.chart], options: Table.options)
    memory.panels.showsIndicator = state.panels.showsIndicator
    #expect(Self.graph(state) == Self.graph(memory))
  }

  @Test("back to the window on screen before: the answers again, the query in flight dropped")
  func backToTheAnsweredWindow() throws {
    let table = Table()
    var state = try table.answeredWithOverview()
    let answered = state.chartSet
    reduce(into: &state, action: .input(.key(.character("+"))))
    #expect(state.feed.table?.isInterim == true)
    let generation = state.feed.table?.generation ?? 0
    reduce(into: &state, action: .input(.key(.character("-"))))
    #expect(state.feed.table?.isInterim == false)
    #expect(!state.feed.isWaitingForQuery)
    #expect(state.feed.table?.generation == generation + 1)
    #expect(state.chartSet.x == answered.x)
  }
}
