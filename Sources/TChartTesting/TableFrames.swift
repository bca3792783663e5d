import TChartCells
import TChartData
import TChartExplorer
import TChartSources

/// The acceptance check of the series-source seam, shared by the SQLite and ClickHouse tests:
/// printed frames of a table (fetched as `tchart render` fetches them) and the window's
/// statistics against those of the same rows read from a file.
public enum TableFrames {
  /// The frame of `chartSet` under `options`, as text, and the window's statistics (the
  /// table's counts and sums from `backend` when given): first, last and extremes as they
  /// are, the mean to 1e-6 (a panel writes it at the precision probed from the rows on screen,
  /// which a table's rows may give one digit finer), the counts of values and of samples
  /// without a value (a file's gaps and samples outside a line's span; a table's gaps).
  public static func frame(
    _ chartSet: ChartSet, options: ExplorerOptions,
    totalsFrom backend: (any SQLSeriesBackend)? = nil
  ) throws -> String {
    var state = try ExplorerState(chartSets: [chartSet], options: options)
    if let backend {
      let window = state.shown.windowXRange
      state.panels.sourceTotals = SourceTotals(
        lower: window.lowerBound, upper: window.upperBound,
        totals: try backend.totals(lower: window.lowerBound, upper: window.upperBound))
    }
    let statistics = state.statisticsModel.statistics.map { line, numbers in
      let extremes = [numbers.first, numbers.last, numbers.min, numbers.max].map {
        $0.map { "\($0.value)@\($0.x)" } ?? "-"
      }
      let mean = numbers.mean.map { "\(($0 * 1e6).rounded() / 1e6)" } ?? "-"
      return "\(line): \(extremes) mean \(mean) values \(numbers.total.values) gaps "
        + "\(numbers.total.gaps + (numbers.outside ?? 0))"
    }
    return ([ExplorerScreen.render(state: state, size: options.size).text] + statistics)
      .joined(separator: "\n")
  }

  /// The rounds (described) whose frame of `backend`'s table differs from `file`'s: `rounds`
  /// printed frames of random sizes among `sizes` and windows (``ExplorerOptions/printedFrame(round:sizes:using:)``),
  /// each changed by `configure`.
  public static func differing(
    backend: any SQLSeriesBackend, file: ChartSet, rounds: Int, sizes: [Size],
    using random: inout SeededRandom,
    configure: (inout ExplorerOptions, inout SeededRandom) -> Void = { _, _ in }
  ) throws -> [String] {
    let description = try backend.describe()
    // The title names the table, the file's the file.
    var file = file
    file.name = description.name
    var differing: [String] = []
    for round in 0..<rounds {
      var options = ExplorerOptions.printedFrame(round: round, sizes: sizes, using: &random)
      configure(&options, &random)
      let table = try TableFrameFetch.chartSet(
        backend: backend, description: description, options: options)
      if try frame(table, options: options, totalsFrom: backend) != frame(file, options: options) {
        differing.append("round \(round) at \(options.size.width)×\(options.size.height)")
      }
    }
    return differing
  }

  /// What is wrong with `backend`'s rows of `file`'s whole span (every line) read with small
  /// limits: each reading must be cut, within its limit, and hold the rows of the whole reading
  /// up to its last x, values and all (a long table reads a row per series and x).
  public static func cutReadingProblems(backend: any SQLSeriesBackend, file: ChartSet) throws
    -> [String]
  {
    let span = [file.x[0]...file.x[file.count - 1]]
    let lines = Array(file.lines.indices)
    let all = try backend.rows(in: span, lines: lines, limit: file.count * lines.count + 1)
    var problems: [String] = []
    if all.isCut || all.rows.count != file.count { problems.append("the whole reading") }
    for limit in [1, 7, 50, 333] {
      let read = try backend.rows(in: span, lines: lines, limit: limit)
      let whole = all.rows.prefix(read.rows.count)
      let same = zip(read.rows, whole).allSatisfy { a, b in
        a.x == b.x && zip(a.values, b.values).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
      }
      if !read.isCut || read.rows.count > limit || !same { problems.append("limit \(limit)") }
    }
    return problems
  }

  /// What is wrong with a long table against the same rows as a long CSV: its series (in order
  /// of first appearance), `rounds` printed frames at 80×24 and 160×48, and readings cut by
  /// small limits (``cutReadingProblems(backend:file:)``).
  public static func longTableProblems(
    backend: any SQLSeriesBackend, file: ChartSet, rounds: Int, seed: UInt64
  ) throws -> [String] {
    var problems: [String] = []
    if try backend.describe().lineNames != file.lines.map(\.name) { problems.append("series") }
    var random = SeededRandom(seed: seed)
    problems += try differing(
      backend: backend, file: file, rounds: rounds,
      sizes: [Size(width: 80, height: 24), Size(width: 160, height: 48)], using: &random)
    return problems + (try cutReadingProblems(backend: backend, file: file))
  }
}
