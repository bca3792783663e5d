import Synchronization
import TChartData
import TChartSources
import TChartTesting
import Testing

/// A table whose summary read calls `during` (as another thread's cancel would arrive), and
/// which counts the cancels that reach it.
final class CancelCountingBackend: SQLSeriesBackend {
  let table: ArrayTableBackend
  let cancels = Mutex(0)
  let during = Mutex<(@Sendable () -> Void)?>(nil)
  init(_ table: ArrayTableBackend) { self.table = table }
  func describe() throws(SourceError) -> SourceDescription { try table.describe() }
  func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    if let during = during.withLock({ $0 }) { during() }
    return try table.m4(request, within: ranges)
  }
  func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow] {
    try table.rowsAround(x: value, lines: lines)
  }
  func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int) throws(SourceError)
    -> RangeRows
  {
    try table.rows(in: ranges, lines: lines, limit: limit)
  }
  func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] {
    try table.totals(lower: lower, upper: upper)
  }
  func cancel() { cancels.withLock { $0 += 1 } }
}

/// The block summary in front of a table: wide windows are answered from the summary plus one
/// query over the cut blocks, reading far fewer rows, with the same M4 per dot column.
extension DotColumnRule {
  /// One column over the same span.
  fileprivate var coarsest: DotColumnRule { DotColumnRule(lower: lower, upper: upper, dotWidth: 1) }
}

@Suite("Summarized table backend")
struct SummarizedBackendTests {
  static func table(_ count: Int, seed: UInt64) -> ChartSet {
    var random = SeededRandom(seed: seed)
    var x: [Double] = []
    var values: [Double] = []
    var now = 0.0
    for index in 0..<count {
      now += 0.5 + random.unit()
      x.append(now)
      values.append(Double(index % 1_400 - 700).magnitude / 14 + random.unit() * 10)
    }
    return ChartSet(
      name: "t", x: x, xKind: .number,
      lines: [Series(id: "v", name: "v", color: .init(red: 1, green: 2, blue: 3), values: values)])
  }

  /// Per dot column: the first and last x and the smallest and largest value of `rows`.
  /// (`rule.coarsest` makes one column of the whole span.)
  static func columns(_ rows: [SourceRow], rule: DotColumnRule) -> [Int: [Double]] {
    var columns: [Int: [Double]] = [:]
    for row in rows where row.x >= rule.lower && row.x <= rule.upper {
      let column = rule.column(of: row.x)
      let value = row.values[0]
      if var held = columns[column] {
        held = [min(held[0], row.x), max(held[1], row.x), min(held[2], value), max(held[3], value)]
        columns[column] = held
      } else {
        columns[column] = [row.x, row.x, value, value]
      }
    }
    return columns
  }

  @Test("wide windows: the same M4 per column as the base, reading only the cut blocks' rows")
  func wideWindows() throws {
    let chart = Self.table(100_000, seed: 21)
    let base = ArrayTableBackend(chart)
    let summarized = SummarizedSeriesBackend(base: base, blockCount: 4_096, minimumRows: 0)
    var random = SeededRandom(seed: 22)
    let first = chart.x[0]
    let last = chart.x[chart.count - 1]
    for round in 0..<12 {
      let lower = round == 0 ? first : first + random.unit() * (last - first) * 0.5
      let upper = round == 0 ? last : lower + (0.3 + random.unit() * 0.7) * (last - lower)
      let request = SeriesWindowRequest(
        lower: lower, upper: upper, dotWidth: random.int(20...400), lines: [0])
      let direct = try base.m4(request)
      let answer = try summarized.m4(request)
      #expect(
        Self.columns(answer.rows, rule: request.rule)
          == Self.columns(direct.rows, rule: request.rule), "round \(round)")
      let read = base.rowsRead.withLock { $0.last ?? 0 }
      let perBlock = 100_000 / 4_096 * 3
      #expect(read <= (request.rule.dotWidth + 1) * perBlock, "round \(round): \(read) rows read")
      #expect(answer.rows.count <= request.rowBound)
    }
    #expect(summarized.builtSummary?.blocks.count ?? 0 > 4_000)
  }

  @Test("narrow windows and small tables go to the base as they are")
  func narrowWindows() throws {
    let chart = Self.table(20_000, seed: 23)
    let base = ArrayTableBackend(chart)
    let summarized = SummarizedSeriesBackend(base: base, blockCount: 1_024, minimumRows: 0)
    let x = chart.x
    let narrow = SeriesWindowRequest(lower: x[100], upper: x[600], dotWidth: 300, lines: [0])
    #expect(try summarized.m4(narrow) == base.m4(narrow))
    #expect(summarized.builtSummary == nil)
    let small = SummarizedSeriesBackend(base: base, blockCount: 1_024, minimumRows: 50_000)
    let whole = SeriesWindowRequest.whole(chart)
    #expect(try small.m4(whole) == base.m4(whole))
    #expect(small.builtSummary == nil)
  }

  @Test("M4Reduction keeps first, last, extremes and gaps per column, and the neighbours")
  func reduction() {
    let rule = DotColumnRule(lower: 10, upper: 20, dotWidth: 2)
    let values: [Double] = [5, 7, 1, 9, 3, .nan, 4, .nan, 2, 8, 6]
    let rows = values.enumerated().map { index, value in
      SourceRow(order: Int64(index), x: Double(index) + 5, values: [value])
    }
    // x 5...9 lie before the window; x 10...14 fall in column 0 (values nan 4 nan 2 8) and
    // x 15 in column 1 ((15 - 10) / 10 = 0.5 rounds up). Column 0 keeps its first row (a gap),
    // its last gap, its smallest (2) and largest (8, also its last): not the 4.
    let kept = M4Reduction.reduce(rows, rule: rule, lines: [0]).map(\.order)
    #expect(kept == [0, 1, 2, 3, 4, 5, 7, 8, 9, 10])
  }

  @Test("a cancel during the summary's read does not stop it; later cancels pass through")
  func summaryReadIsNotCancelled() throws {
    let chart = Self.table(20_000, seed: 24)
    let base = CancelCountingBackend(ArrayTableBackend(chart))
    let summarized = SummarizedSeriesBackend(base: base, blockCount: 2_048, minimumRows: 0)
    let reads = Mutex(0)
    base.during.withLock {
      $0 = {
        guard summarized.builtSummary == nil else { return }
        reads.withLock { $0 += 1 }
        summarized.cancel()
      }
    }
    let whole = SeriesWindowRequest.whole(chart)
    _ = try summarized.m4(whole)
    #expect(summarized.builtSummary != nil)
    #expect(reads.withLock { $0 } == summarized.parts, "a cancel during every part's read")
    #expect(base.cancels.withLock { $0 } == 0)
    summarized.cancel()
    #expect(base.cancels.withLock { $0 } == 1)
  }

  @Test("the summary is read in parts, left to right; the observer hears each, the last whole")
  func summaryInParts() throws {
    let chart = Self.table(50_000, seed: 25)
    let base = ArrayTableBackend(chart)
    let summarized = SummarizedSeriesBackend(base: base, blockCount: 2_048, minimumRows: 0)
    let heard = Mutex<[SummaryProgress]>([])
    summarized.observeSummary { progress in heard.withLock { $0.append(progress) } }
    let x = chart.x
    let whole = SeriesWindowRequest.whole(chart)
    _ = try summarized.m4(whole)
    let progress = heard.withLock { $0 }
    #expect(progress.map(\.partsRead) == Array(1...8))
    #expect(progress.map(\.isComplete) == Array(repeating: false, count: 7) + [true])
    #expect(zip(progress, progress.dropFirst()).allSatisfy { $0.readThrough < $1.readThrough })
    #expect(progress.last?.readThrough == x[x.count - 1])
    for step in progress {
      // Every row read so far lies in the span read so far, and covers it.
      #expect(step.summary.rows.allSatisfy { $0.x <= step.readThrough })
      #expect((step.summary.rows.last?.x ?? 0) >= step.readThrough - 2)
    }
    // Read in one part, the summary has the same M4 per block.
    let once = SummarizedSeriesBackend(base: base, blockCount: 2_048, minimumRows: 0, parts: 1)
    _ = try once.m4(whole)
    let rule = try #require(once.builtSummary?.rule)
    #expect(
      Self.columns(try #require(summarized.builtSummary).rows, rule: rule)
        == Self.columns(try #require(once.builtSummary).rows, rule: rule))
  }

  @Test("the overview: grids four times coarser of real rows; a window takes O(dots) of them")
  func overviewLevels() throws {
    let chart = Self.table(60_000, seed: 26)
    let base = ArrayTableBackend(chart)
    let summarized = SummarizedSeriesBackend(base: base, blockCount: 4_096, minimumRows: 0)
    let x = chart.x
    let whole = SeriesWindowRequest.whole(chart)
    _ = try summarized.m4(whole)
    let summary = try #require(summarized.builtSummary)
    let overview = TableOverview(
      SummaryProgress(summary: summary, readThrough: x[x.count - 1], partsRead: 8, parts: 8),
      lines: [0])
    #expect(overview.levels.map(\.rule.dotWidth) == [4_096, 1_024, 256])
    let every = (0..<chart.count).map { base.row($0) }
    let span = try #require(Self.columns(every, rule: summary.rule.coarsest)[0])
    for level in overview.levels {
      // Real rows, at most the first, last, extremes of each block, holding the table's first,
      // last, smallest and largest.
      #expect(level.rows.allSatisfy { every[Int($0.order)] == $0 })
      #expect(level.rows.count <= 4 * level.rule.dotWidth)
      #expect(Self.columns(level.rows, rule: summary.rule.coarsest)[0] == span)
    }
    var random = SeededRandom(seed: 27)
    for _ in 0..<20 {
      let lower = x[0] + random.unit() * (x[x.count - 1] - x[0]) * 0.9
      let upper = lower + random.unit() * (x[x.count - 1] - lower)
      let rule = DotColumnRule(lower: lower, upper: upper, dotWidth: random.int(10...400))
      let rows = overview.rows(for: rule)
      let level = try #require(overview.level(for: rule))
      // The finest grid with at most four blocks per dot column in the window.
      let share = (upper - lower) / (x[x.count - 1] - x[0])
      let blocks = Double(level.rule.dotWidth) * share
      #expect(blocks <= 4 * Double(rule.dotWidth) || level.rule.dotWidth == 256)
      if level.rule.dotWidth < 4_096 {
        #expect(4 * blocks > 4 * Double(rule.dotWidth))
      }
      // The window's rows of that grid, and one on each side.
      let inside = level.rows.filter { $0.x >= lower && $0.x <= upper }
      #expect(rows.filter { $0.x >= lower && $0.x <= upper } == inside)
      #expect(rows.filter { $0.x < lower }.count <= 1)
      #expect(rows.filter { $0.x > upper }.count <= 1)
      #expect(Double(rows.count) <= 4 * max(blocks, 1) + 8)
    }
  }
}
