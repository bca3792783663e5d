import CSQLite
import Glibc
import TChartExplorer
import TChartProgram
import TChartRender
import TChartSQLite
import TChartSources
import TChartTesting

/// `tchart-bench --sqlite [--rows N] [--db PATH] [--summary]`: the explorer on an SQLite table
/// of N rows (default 10^7; `x` REAL indexed, two value columns; made once and kept at PATH),
/// measured by ``TableExplorerBench``; `--summary` puts a ``SummarizedSeriesBackend`` in front.
/// Then the open of the table through a summary kept between opens, cold and reopened
/// (``KeptSummaryBench``).
enum SQLiteBench {
  static func run(_ arguments: [String]) {
    let rows = Int(arguments.value(after: "--rows") ?? "") ?? 10_000_000
    let path = arguments.value(after: "--db") ?? "/tmp/tchart-bench-\(rows).sqlite"
    if access(path, F_OK) != 0 {
      let made = BenchClock.milliseconds { make(path, rows: rows) }
      print("made \(path): \(rows) rows in \(Int(made / 1000)) s")
    }
    let clock = BenchClock.now()
    let backend: any SQLSeriesBackend
    do {
      let table = try SQLiteSeriesBackend(
        SQLiteTableOptions(path: path, table: "metrics", x: "ts", y: ["cpu", "mem"]))
      backend =
        arguments.contains("--summary")
        ? SummarizedSeriesBackend(base: table, minimumRows: 0) : table
    } catch {
      return print(error.description)
    }
    let label = "SQLite \(rows) rows" + (arguments.contains("--summary") ? " (block summary)" : "")
    TableExplorerBench.run(backend: backend, label: label, since: clock)
    // The block summary as `tchart` keeps it between opens: cold, then reopened.
    KeptSummaryBench.run(label: "SQLite \(rows) rows") { store in
      guard
        let table = try? SQLiteSeriesBackend(
          SQLiteTableOptions(path: path, table: "metrics", x: "ts", y: ["cpu", "mem"]))
      else { return nil }
      return SummarizedSeriesBackend(base: table, store: store)
    }
  }

  /// Writes the table: x = row number plus jitter and a hole, cpu a noisy sine, mem a sawtooth.
  static func make(_ path: String, rows: Int) {
    var handle: OpaquePointer?
    guard sqlite3_open(path, &handle) == SQLITE_OK, let handle else { return }
    defer { sqlite3_close(handle) }
    sqlite3_exec(handle, "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;", nil, nil, nil)
    sqlite3_exec(handle, "CREATE TABLE metrics (ts REAL, cpu REAL, mem REAL)", nil, nil, nil)
    sqlite3_exec(handle, "BEGIN", nil, nil, nil)
    var statement: OpaquePointer?
    sqlite3_prepare_v2(handle, "INSERT INTO metrics VALUES (?, ?, ?)", -1, &statement, nil)
    var random = SeededRandom(seed: 7)
    var x = 1_700_000_000.0
    for index in 0..<rows {
      x += index == rows / 2 ? 3600 : 0.5 + random.unit()
      sqlite3_bind_double(statement, 1, x)
      sqlite3_bind_double(
        statement, 2,
        ((50 + 40 * sin(Double(index) / 30_000) + random.signedUnit() * 5) * 100).rounded() / 100)
      sqlite3_bind_double(statement, 3, Double(index % 5000) / 50)
      sqlite3_step(statement)
      sqlite3_reset(statement)
    }
    sqlite3_finalize(statement)
    sqlite3_exec(handle, "COMMIT", nil, nil, nil)
    sqlite3_exec(handle, "CREATE INDEX metrics_ts ON metrics (ts)", nil, nil, nil)
  }
}
