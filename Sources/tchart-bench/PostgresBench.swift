import Glibc
import TChartPostgres
import TChartSources

/// `tchart-bench --postgres [--rows N]`: a PostgreSQL table of N rows (default 10^7; `ts`
/// bigint indexed, two value columns, the shape of ``SQLiteBench``'s table) on a private server
/// started here (`scripts/postgres-servers.sh`, stopped at the end), measured by
/// ``TableExplorerBench`` (the open, then keypress → answered frame) and ``KeptSummaryBench``
/// (the open through a block summary kept between opens, cold and reopened). Skipped with a
/// message when PostgreSQL is not installed.
enum PostgresBench {
  static func run(_ arguments: [String]) {
    let rows = Int(arguments.value(after: "--rows") ?? "") ?? 10_000_000
    let folder = "/tmp/tchart-bench-pg-\(getpid())"
    // The repository's script: .build/release/ or .build/<triple>/release/ above the binary.
    let directory = ProcessTimer.executableDirectory()
    var script = "scripts/postgres-servers.sh"
    for up in ["/../..", "/../../.."] where access(directory + up + "/" + script, R_OK) == 0 {
      script = directory + up + "/" + script
      break
    }
    let env = folder + ".env"
    defer { unlink(env) }
    guard system("bash '\(script)' start '\(folder)' \(getpid()) > '\(env)' 2>&1") == 0 else {
      return print("postgres: skipped, no server (is postgresql installed?): " + read(env))
    }
    defer { _ = system("bash '\(script)' stop '\(folder)' > /dev/null 2>&1") }
    var values: [String: String] = [:]
    for line in read(env).split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { values[parts[0]] = parts[1].trimmingQuotes }
    }
    guard let port = values["PG_PORT"], let password = values["PG_PASSWORD"],
      let bin = values["PG_BIN"]
    else { return print("postgres: the server gave no port") }
    let url = "postgres://postgres:\(password)@127.0.0.1:\(port)/tchart"
    let sql =
      "CREATE TABLE metrics AS SELECT 1700000000 + i * 2 + (i * 7919 % 2) AS ts, "
      + "round((50 + 40 * sin(i / 30000.0) + (i * 104729 % 1000) / 100.0 - 5)::numeric, 2)::float8 "
      + "AS cpu, ((i % 5000) / 50.0)::float8 AS mem FROM generate_series(0::bigint, \(rows - 1)) "
      + "AS i; CREATE INDEX ON metrics (ts); ANALYZE metrics;"
    var status: Int32 = 0
    let made = BenchClock.milliseconds {
      status = system(
        "PGPASSWORD='\(password)' '\(bin)/psql' -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p \(port) "
          + "-U postgres -d tchart -c \"\(sql)\" > /dev/null")
    }
    guard status == 0 else {
      return print("postgres: the table could not be made (psql \(status))")
    }
    print("postgres: made \(rows) rows in \(Int(made / 1000)) s")
    func open() -> PostgresBackend? {
      guard let location = try? PostgresLocation.parse(url) else { return nil }
      return PostgresBackend(
        location: location,
        options: PostgresTableOptions(table: "metrics", yColumns: ["cpu", "mem"]),
        timeout: 600)
    }
    let clock = BenchClock.now()
    guard let table = open() else { return print("postgres: bad URL") }
    let reading = TableExplorerBench.run(
      backend: SummarizedSeriesBackend(base: table), label: "PostgreSQL \(rows) rows", since: clock)
    KeptSummaryBench.run(label: "PostgreSQL \(rows) rows", reading: reading) { store in
      open().map { SummarizedSeriesBackend(base: $0, store: store) }
    }
  }

  private static func read(_ path: String) -> String {
    guard let file = fopen(path, "r") else { return "" }
    defer { fclose(file) }
    var text = ""
    var buffer = [CChar](repeating: 0, count: 4096)
    while fgets(&buffer, Int32(buffer.count), file) != nil { text += String(cString: buffer) }
    return text
  }
}

extension String {
  /// The text without the single quotes `ports.env` puts around values.
  fileprivate var trimmingQuotes: String {
    hasPrefix("'") && hasSuffix("'") && count >= 2 ? String(dropFirst().dropLast()) : self
  }
}
