import Synchronization
import TChartData
import TChartSources

/// A table held in arrays, answering like a database (M4 by ``DotColumnRule``): the reference
/// the reducer tests feed answers from, and a check that the seam needs no SQL.
final class ArrayTableBackend: SQLSeriesBackend {
  let chart: ChartSet
  let calls = Mutex(0)

  /// Per line, its detail in the description (none when empty).
  let details: [String]

  init(_ chart: ChartSet, details: [String] = []) {
    self.chart = chart
    self.details = details
  }

  func row(_ index: Int) -> SourceRow {
    SourceRow(order: Int64(index), x: chart.x[index], values: chart.lines.map { $0.values[index] })
  }

  func describe() throws(SourceError) -> SourceDescription {
    SourceDescription(
      name: chart.name, lineNames: chart.lines.map(\.name), xKind: chart.xKind,
      rowCount: chart.count, first: row(0), last: row(chart.count - 1), lineDetails: details)
  }

  /// The rows each query read (the rows in its window and ranges).
  let rowsRead = Mutex<[Int]>([])

  func m4(_ request: SeriesWindowRequest, within ranges: [ClosedRange<Double>]?)
    throws(SourceError) -> SeriesWindowAnswer
  {
    calls.withLock { $0 += 1 }
    let rule = request.rule
    var picked: [Int] = []
    var buckets: [Int: [Int]] = [:]
    var read = 0
    for index in 0..<chart.count where chart.x[index] >= rule.lower && chart.x[index] <= rule.upper
    {
      let x = chart.x[index]
      if let ranges, !ranges.contains(where: { $0.contains(x) }) { continue }
      read += 1
      buckets[rule.column(of: x), default: []].append(index)
    }
    rowsRead.withLock { $0.append(read) }
    for (_, indices) in buckets {
      picked += [indices.first!, indices.last!]
      for line in request.lines {
        let values = chart.lines[line].values
        picked.append(indices.min { values[$0] < values[$1] }!)
        picked.append(indices.max { values[$0] < values[$1] }!)
      }
    }
    if let before = (0..<chart.count).last(where: { chart.x[$0] < rule.lower }) {
      picked.append(before)
    }
    if let after = (0..<chart.count).first(where: { chart.x[$0] > rule.upper }) {
      picked.append(after)
    }
    return SeriesWindowAnswer(
      request: request, rows: SourceRowSet(picked.map(row)).rows, rowsFetched: picked.count)
  }

  func rowsAround(x value: Double, lines: [Int]) throws(SourceError) -> [SourceRow] {
    let below = (0..<chart.count).last { chart.x[$0] <= value }
    let above = (0..<chart.count).first { chart.x[$0] > value }
    return [below, above].compactMap { $0 }.map(row)
  }

  func rows(in ranges: [ClosedRange<Double>], lines: [Int], limit: Int) throws(SourceError)
    -> RangeRows
  {
    let inside = ranges.flatMap { chart.visibleIndices($0) }
    return RangeRows(rows: inside.prefix(limit).map(row), isCut: inside.count > limit)
  }

  func totals(lower: Double, upper: Double) throws(SourceError) -> [SampleTotal] {
    let window = chart.visibleIndices(lower...upper)
    return chart.lines.map { $0.pyramid.total(in: window) }
  }

  /// The survey a database gives: the lines' values in the window counted in fine bins.
  func histogram(lower: Double, upper: Double, lines: [Int]) throws(SourceError)
    -> SourceHistogram
  {
    let window = chart.visibleIndices(lower...upper)
    var extremes: ClosedRange<Double>?
    for line in lines {
      for value in chart.lines[line].values[window] where value.isFinite {
        SourceHistogram.widen(&extremes, toHold: value, value)
      }
    }
    let unit = extremes.map(SourceHistogram.unit(for:)) ?? 1
    let counts = lines.map { line in
      chart.lines[line].values.withUnsafeBufferPointer { values in
        FineCounts.scan(
          values, range: window, unit: unit,
          lower: extremes?.lowerBound ?? 0, upper: extremes?.upperBound ?? 0)
      }
    }
    return SourceHistogram(
      lower: lower, upper: upper, lines: lines, extremes: extremes, counts: counts,
      totals: lines.map { chart.lines[$0].pyramid.total(in: window) })
  }

  /// The counts a database gives: the window's pairs on the grid of the lines' extremes, and
  /// the rows of the indicator's trail.
  func xy(
    _ ask: SourceXYAsk, grid: (ClosedRange<Double>?, ClosedRange<Double>?) -> XYGrid
  ) throws(SourceError) -> SourceXY {
    let window = chart.visibleIndices(ask.window)
    let (a, b) = (chart.lines[ask.across], chart.lines[ask.up])
    func extremes(_ series: Series) -> ClosedRange<Double>? {
      let found = series.pyramid.extremes(in: window)
      return found.hasNoValue ? nil : found.min...found.max
    }
    let (xExtremes, yExtremes) = (extremes(a), extremes(b))
    let grid = grid(xExtremes, yExtremes)
    let density = a.values.withUnsafeBufferPointer { x in
      b.values.withUnsafeBufferPointer { y in
        XYDensity(
          x: x, y: y, window: window, columns: grid.columns, rows: grid.rows,
          xRange: grid.xRange, yRange: grid.yRange)
      }
    }
    return SourceXY(
      ask: ask,
      counted: XYCounted(xExtremes: xExtremes, yExtremes: yExtremes, density: density))
  }

  /// The rows of the window up to the indicator, the last of them.
  func xyTrail(_ ask: SourceXYTrail.Ask) throws(SourceError) -> SourceXYTrail {
    let window = chart.visibleIndices(ask.lower...ask.upper)
    let rows = window.filter { chart.x[$0] <= ask.indicator }.suffix(SourceXYTrail.rowCount)
    return SourceXYTrail(ask: ask, rows: rows.map(row))
  }

  func cancel() {}
}

extension SeriesWindowRequest {
  /// The whole span of `chart` at `dotWidth` dots, for `lines`.
  static func whole(_ chart: ChartSet, dotWidth: Int = 300, lines: [Int] = [0]) -> Self {
    SeriesWindowRequest(
      lower: chart.x[0], upper: chart.x[chart.count - 1], dotWidth: dotWidth, lines: lines)
  }
}
