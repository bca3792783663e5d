import Synchronization
import TChartCells
import TChartData
import TChartProgram
import TChartSources
import TChartTesting
import Testing

@testable import TChartExplorer

/// Random sessions on a table with gaps behind a block summary: keys, the mouse, the wheel and
/// resizes, with the queries, the summary's parts and the nearest rows answered late, out of
/// order or never, as a slow database would. After every step the explorer's invariants hold,
/// the chart set on screen holds table rows only (each once, plus at most the gap row past what
/// the summary has read), and a frame is drawn; at the end, once everything is answered, the
/// frame is the frame of the same rows in memory.
@Suite("Property: table sources")
struct TablePropertyTests {
  /// A chart of `count` samples with gaps (about 3 % of each line) and irregular x.
  static func chart(count: Int, seed: UInt64) -> ChartSet {
    var random = SeededRandom(seed: seed)
    var x = 0.0
    var xs: [Double] = []
    var lines: [[Double]] = [[], []]
    for index in 0..<count {
      x += random.chance(0.01) ? 30 * random.unit() : random.unit() + 0.01
      xs.append(x)
      for line in 0..<2 {
        let value = ((random.signedUnit() * 400).rounded() / 100) + Double(index % (40 + line))
        lines[line].append(random.chance(0.03) ? .nan : value)
      }
    }
    let palette = RGBColor.defaultPalette
    return ChartSet(
      name: "t", x: xs, xKind: .number,
      lines: lines.indices.map {
        Series(id: "v\($0)", name: "v\($0)", color: palette[$0], values: lines[$0])
      })
  }

  @Test(arguments: UInt64(1)...4)
  func randomSessions(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let chart = Self.chart(count: 3_000 + Int(seed) * 500, seed: seed)
    let backend = SummarizedSeriesBackend(
      base: ArrayTableBackend(chart), blockCount: 512, minimumRows: 0, parts: 4)
    let heard = Mutex<[SummaryProgress]>([])
    backend.observeSummary { progress in heard.withLock { $0.append(progress) } }
    var options = ExplorerOptions()
    options.size = Size(width: random.int(20...160), height: random.int(8...50))
    options.animates = random.chance(0.5)
    var state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()), options: options)
    // The effects handed out and not answered yet, as a runner holds them.
    var queries: [(requests: [SeriesWindowRequest], generation: Int)] = []
    var nearest: [(x: Double, lines: [Int])] = []
    var overviewsSent = 0
    var time = 0.0
    var interimSteps = 0
    func take(_ effects: [ExplorerEffect]) {
      for effect in effects {
        switch effect {
        case .query(let requests, let generation): queries.append((requests, generation))
        case .nearest(let x, let lines): nearest.append((x, lines))
        default: break
        }
      }
    }
    take(state.feed.pendingQuery.map { [$0] } ?? [])
    for step in 0..<300 {
      let what: String
      var asked: [ExplorerEffect] = []
      switch random.int(0...19) {
      case 0..<10:
        let size = state.terminal.size
        let point = Point(
          x: random.int(-1...(size.width + 1)), y: random.int(-1...(size.height + 1)))
        let events: [InputEvent] = [
          .key(random.pick(ExplorerExercise.keys)), .mouse(MouseEvent(.press(.left), at: point)),
          .mouse(MouseEvent(.drag, at: point)), .mouse(MouseEvent(.release, at: point)),
          .mouse(MouseEvent(.wheelUp, at: point)), .mouse(MouseEvent(.wheelDown, at: point)),
        ]
        let event =
          random.chance(0.05)
          ? .resize(Size(width: random.int(1...160), height: random.int(1...50)))
          : random.pick(events)
        what = "\(event)"
        guard let action = ExplorerAction(event) else { continue }
        asked = reduce(into: &state, action: action)
        state.ending.quitRequested = false
      case 10..<12:
        time += random.unit() * 0.3
        what = "tick"
        asked = reduce(into: &state, action: .input(.tick(time)))
      case 12..<16:
        guard !queries.isEmpty else { continue }
        // The newest mostly, an older one now and then.
        let index = random.chance(0.7) ? queries.count - 1 : random.int(0...(queries.count - 1))
        let query = queries.remove(at: index)
        what = "answer of generation \(query.generation)"
        let answers = try query.requests.map { request throws(SourceError) in
          try backend.answer(request)
        }
        asked = reduce(
          into: &state, action: .table(.answered(answers, generation: query.generation)))
      case 16..<18:
        let parts = heard.withLock { $0 }
        guard overviewsSent < parts.count else { continue }
        what = "overview \(overviewsSent + 1)"
        asked = reduce(
          into: &state,
          action: .table(.overview(TableOverview(parts[overviewsSent], lines: [0, 1]))))
        overviewsSent += 1
      default:
        guard let ask = nearest.popLast() else { continue }
        what = "nearest \(ask.x)"
        let row = try backend.nearestRow(toX: ask.x, lines: ask.lines)
        asked = reduce(into: &state, action: .table(.nearest(row, x: ask.x)))
      }
      take(asked)
      if state.feed.table?.isInterim == true { interimSteps += 1 }
      let problems = invariantViolations(state) + Self.rowProblems(state, chart: chart)
      #expect(problems.isEmpty, "seed \(seed) step \(step) after \(what): \(problems)")
      if !problems.isEmpty { return }
      _ = ExplorerScreen.render(state: state, size: state.terminal.size)
    }
    // Everything answered: the frame of the same window in memory.
    for part in heard.withLock({ $0 }).dropFirst(overviewsSent) {
      reduce(into: &state, action: .table(.overview(TableOverview(part, lines: [0, 1]))))
    }
    for _ in 0..<8 {
      guard let table = state.feed.table, table.isWaiting else { break }
      let answers = try table.pending.map { request throws(SourceError) in
        try backend.answer(request)
      }
      reduce(into: &state, action: .table(.answered(answers, generation: table.generation)))
    }
    #expect(
      !state.feed.isWaitingForQuery && state.feed.table?.isInterim == false, "seed \(seed) settles")
    // Tens of steps of each run drew from the overview (21 to 139 of 400 when measured).
    #expect(interimSteps > 0, "seed \(seed) drew from the overview")
  }

  /// What is wrong with the rows on screen: a row that is not the table's, or one twice.
  static func rowProblems(_ state: ExplorerState, chart: ChartSet) -> [String] {
    let drawn = state.chartSet
    var problems: [String] = []
    var gapRows = 0
    for index in 0..<drawn.count {
      let values = drawn.lines.map { $0.values[index] }
      let position = chart.positions.firstIndex(notBelow: drawn.x[index])
      let real =
        position < chart.count && chart.x[position] == drawn.x[index]
        && zip(chart.lines.map { $0.values[position] }, values).allSatisfy {
          $0 == $1 || ($0.isNaN && $1.isNaN)
        }
      if !real {
        gapRows += 1
        if gapRows > 1 || !values.allSatisfy(\.isNaN) {
          problems.append("row \(index) at x \(drawn.x[index]) is not the table's")
        }
      }
      if index > 0, drawn.x[index] == drawn.x[index - 1] {
        problems.append("x \(drawn.x[index]) twice")
      }
    }
    return problems
  }
}
