import CSQLite
import Glibc
import TChartExplorer
import TChartModel
import TChartProgram
import TChartRender
import TChartSQLite
import TChartTesting

/// `tchart-bench --sqlite [--rows N] [--db PATH]`: the explorer on an SQLite table of N rows
/// (default 10^7; `x` REAL indexed, two value columns; made once and kept at PATH).
///
/// The explorer runs as the terminal runner would at 200×60, with its query runner thread: for
/// each key of a script (zoom in, pan, zoom out, indicator moves, back to cached windows) the
/// latency from the keypress to the frame drawn with the answer, and the rows fetched for that
/// frame (against the bound 4 × dots × lines per request).
enum SQLiteBench {
  static func run(_ arguments: [String]) {
    let rows = Int(arguments.value(after: "--rows") ?? "") ?? 10_000_000
    let path = arguments.value(after: "--db") ?? "/tmp/tchart-bench-\(rows).sqlite"
    if access(path, F_OK) != 0 {
      let made = BenchClock.milliseconds { make(path, rows: rows) }
      print("made \(path): \(rows) rows in \(Int(made / 1000)) s")
    }
    let screen = Size(width: 200, height: 60)
    let start = BenchClock.now()
    let backend: SQLiteSeriesBackend
    let description: SourceDescription
    do {
      backend = try SQLiteSeriesBackend(
        SQLiteTableOptions(path: path, table: "metrics", x: "ts", y: ["cpu", "mem"]))
      description = try backend.describe()
    } catch {
      return print(error.description)
    }
    let described = BenchClock.now()
    var options = ExplorerOptions()
    options.size = screen
    options.animates = false
    guard
      let state = try? ExplorerState(
        table: TableSeriesSource(description: description), options: options)
    else { return print("tchart-bench: no state") }
    let queries = SourceQueryRunner(backend: backend)
    var program = Explorer(state: state, queries: queries)
    var fetched = 0
    let first = settle(&program, queries, fetched: &fetched)
    _ = program.render(size: screen)
    let opened = BenchClock.now()
    print(
      "SQLite \(rows) rows: describe \(ms(described - start)) ms, first frame \(ms(opened - described)) ms"
        + " (\(first) rows fetched)")
    let script: [Character] =
      Array("++++++") + Array("LLLLLL") + Array("hhhhh") + Array("------") + Array("++++++")
      + Array("HHHHHH") + Array("0")
    var latencies: [Double] = []
    var perFrame: [Int] = []
    var bound = 0
    for key in script {
      let pressed = BenchClock.now()
      program.handle(.key(.character(key)), at: pressed)
      var rowsFetched = 0
      let requests = program.state.table?.pending ?? []
      bound = max(bound, requests.map(\.rowBound).reduce(0, +))
      _ = settle(&program, queries, fetched: &rowsFetched)
      _ = program.render(size: screen)
      program.markDrawn()
      latencies.append((BenchClock.now() - pressed) * 1000)
      perFrame.append(rowsFetched)
    }
    let sorted = latencies.sorted()
    print(
      "  keypress → frame (\(script.count) keys, 200×60): median \(fmt(BenchClock.median(sorted))) ms,"
        + " p99 \(fmt(BenchClock.quantile(sorted, 0.99))) ms, max \(fmt(sorted.last ?? 0)) ms")
    print(
      "  rows fetched per frame: median \(BenchClock.median(perFrame.map(Double.init)).rounded()),"
        + " max \(perFrame.max() ?? 0) (bound 4 × dots × lines + 2 per request: \(bound))")
  }

  /// Sends the runner's outcomes until no query is pending; returns the rows fetched.
  @discardableResult
  static func settle(_ program: inout Explorer, _ queries: SourceQueryRunner, fetched: inout Int)
    -> Int
  {
    while program.state.isWaitingForQuery {
      var entry = pollfd(fd: queries.wakeDescriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, 30_000)
      for outcome in queries.take() {
        if case .answered(let answers, _) = outcome {
          fetched += answers.map(\.rowsFetched).reduce(0, +)
        }
        program.send(ExplorerAction(outcome))
      }
    }
    return fetched
  }

  static func ms(_ seconds: Double) -> String { fmt(seconds * 1000) }
  static func fmt(_ value: Double) -> String {
    value >= 100 ? "\(Int(value.rounded()))" : "\((value * 10).rounded() / 10)"
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
