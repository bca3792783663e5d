import Glibc
import TChartSQLite
import TChartSources

/// `tchart-bench --derived --sqlite [--rows N] [--db PATH] [--pans N] [--windowed-only]`:
/// derived lines on an SQLite table of N rows (default 10^7, the table of ``SQLiteBench``):
/// `rate(cpu)` and `avg(cpu,1h)` (through the block summary, as `tchart` opens a table), open
/// to first frame (the whole span at 200 columns, the summary read) and the query of a
/// zoomed-in pan frame (a day of ~116, moved a tenth each step), computed over the whole table
/// for every query (before: one pan frame, each takes seconds) and over the window and its
/// margins (after: `--pans` frames, default 5), and the same frames of two plain columns (the
/// reference the derived ones are a multiple of), in one run.
enum SQLiteDerivedBench {
  static func run(_ arguments: [String]) {
    let rows = Int(arguments.value(after: "--rows") ?? "") ?? 10_000_000
    let pans = Int(arguments.value(after: "--pans") ?? "") ?? 5
    let path = arguments.value(after: "--db") ?? "/tmp/tchart-bench-\(rows).sqlite"
    if access(path, F_OK) != 0 {
      let made = BenchClock.milliseconds { SQLiteBench.make(path, rows: rows) }
      print("made \(path): \(rows) rows in \(Int(made / 1000)) s")
    }
    var options = SQLiteTableOptions(
      path: path, table: "metrics", x: "ts", y: ["rate(cpu)", "avg(cpu,1h)"])
    options.timeout = 3600
    print(
      "SQLite derived: rate(cpu), avg(cpu,1h) on \(BenchTable.grouped(rows)) rows, 200 "
        + "columns; pan: a 1-day window moved by a tenth (before: 1 frame, after: median of "
        + "\(pans))")
    print("")
    print("| derived lines read | open to first frame ms | pan frame query ms (median) |")
    print("|--|--:|--:|")
    var figures: [(open: Double, pan: Double)] = []
    // `--windowed-only`: the after row alone (a whole-table frame of 10^7 rows takes minutes).
    for windowed in arguments.contains("--windowed-only") ? [true] : [false, true] {
      do {
        let result = try measure(options, windowed: windowed, pans: windowed ? pans : 1)
        figures.append(result)
        print(
          "| \(windowed ? "window and margins (after)" : "whole table (before)") | "
            + "\(BenchTable.fixed(result.open, 0)) | \(BenchTable.fixed(result.pan, 1)) |")
        fflush(nil)
      } catch {
        return print(error.description)
      }
    }
    // The same frames of two plain columns: what the derived ones cost against.
    var plainOptions = options
    plainOptions.y = ["cpu", "mem"]
    guard let windowed = figures.last,
      let plain = try? measure(plainOptions, windowed: true, pans: pans)
    else { return }
    print(
      "| plain cpu, mem (reference) | \(BenchTable.fixed(plain.open, 0)) | "
        + "\(BenchTable.fixed(plain.pan, 1)) |")
    print("")
    print(
      "SQLite derived against plain columns: open "
        + "\(BenchTable.fixed(windowed.open / Swift.max(plain.open, 0.001), 1))×, pan frame "
        + "\(BenchTable.fixed(windowed.pan / Swift.max(plain.pan, 0.001), 1))×")
    if figures.count == 2, figures[1].pan > 0 {
      print("")
      print(
        "SQLite derived: pan frame \(BenchTable.fixed(figures[0].pan / figures[1].pan, 0))× "
          + "faster windowed; open \(BenchTable.fixed(figures[0].open / figures[1].open, 1))×")
    }
  }

  /// Open to first frame, and the median query time of a zoomed-in pan frame.
  static func measure(_ options: SQLiteTableOptions, windowed: Bool, pans: Int)
    throws(SourceError) -> (open: Double, pan: Double)
  {
    let start = BenchClock.now()
    // As `tchart` opens a table: wide windows of a large one from a block summary.
    let backend = SummarizedSeriesBackend(
      base: try SQLiteSeriesBackend(options, windowsDerived: windowed))
    let description = try backend.describe()
    guard let first = description.first?.x, let last = description.last?.x else {
      throw SourceError(.invalidData, place: options.path, message: "empty table")
    }
    _ = try backend.answer(
      SeriesWindowRequest(lower: first, upper: last, dotWidth: 200, lines: [0, 1]))
    let open = (BenchClock.now() - start) * 1000
    var times: [Double] = []
    let day = 86_400.0
    var lower = first + (last - first) * 0.6
    for _ in 0..<pans {
      let request = SeriesWindowRequest(
        lower: lower, upper: lower + day, dotWidth: 200, lines: [0, 1])
      times.append(BenchClock.milliseconds { _ = try? backend.answer(request) })
      lower += day / 10
    }
    return (open, times.sorted()[times.count / 2])
  }
}
