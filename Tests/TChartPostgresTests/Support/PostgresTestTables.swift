import TChartCSV
import TChartData
import TChartLoading
import TChartPostgres
import TChartSources
import TChartTesting

/// Tables made on the test server by SQL (`generate_series`), and the same rows as the CSV that
/// `COPY … TO STDOUT WITH CSV HEADER` gives, loaded as a file would be.
enum PostgresTestTables {
  /// The database as a URL with the password, for the backends of the tests.
  static func url(_ server: PostgresTestServer) -> String {
    "postgres://\(server.user):\(server.password)@127.0.0.1:\(server.port)/\(server.database)"
  }

  static func backend(
    _ server: PostgresTestServer, _ options: PostgresTableOptions, timeout: Double = 30
  ) throws -> PostgresBackend {
    PostgresBackend(
      location: try PostgresLocation.parse(url(server)), options: options, timeout: timeout)
  }

  /// Wide `(ts, a, counter)` of `rows` rows: x in Unix seconds, irregular (steps of 9 to 11 s);
  /// `a` a wave with runs of NULLs (gaps); `counter` growing with a reset (a drop to a low value)
  /// at two thirds.
  static func wide(_ prefix: String, rows: Int, on server: PostgresTestServer) throws
    -> (table: String, csv: ChartSet)
  {
    let table = PostgresTestServer.tableName(prefix)
    _ = try server.psql(
      """
      DROP TABLE IF EXISTS \(table);
      CREATE TABLE \(table) AS SELECT (1600000000 + i::bigint * 10 + (i::bigint * 7919 % 3) - 1) AS ts,
        CASE WHEN i % 997 < 3 THEN NULL
          ELSE round((sin(i / 500.0) * 100 + (i % 13))::numeric, 3)::float8 END AS a,
        (CASE WHEN i < \(rows * 2 / 3) THEN i * 3 ELSE (i - \(rows * 2 / 3)) * 2 END)::float8 AS counter
      FROM generate_series(0, \(rows - 1)) AS i;
      CREATE INDEX ON \(table) (ts);
      ANALYZE \(table);
      """)
    let csv = try server.psql(
      "COPY (SELECT ts, a, counter FROM \(table) ORDER BY ts) TO STDOUT WITH CSV HEADER")
    return (table, try load(csv, options: LoadOptions(xColumn: "ts")))
  }

  /// `(at timestamptz, stamp timestamp, v)`: the same instants both ways; the CSV's x as ISO
  /// text in UTC.
  static func timestamps(_ prefix: String, rows: Int, on server: PostgresTestServer) throws
    -> (table: String, csv: ChartSet)
  {
    let table = PostgresTestServer.tableName(prefix)
    _ = try server.psql(
      """
      DROP TABLE IF EXISTS \(table);
      CREATE TABLE \(table) AS SELECT to_timestamp(1600000000 + i * 60) AS at,
        (to_timestamp(1600000000 + i * 60) AT TIME ZONE 'UTC') AS stamp,
        CASE WHEN i % 500 = 7 THEN NULL ELSE (i % 97) * 1.5 + cos(i / 40.0) END::float8 AS v
      FROM generate_series(0, \(rows - 1)) AS i;
      """)
    let csv = try server.psql(
      "COPY (SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS\"Z\"') AS at, v "
        + "FROM \(table) ORDER BY at) TO STDOUT WITH CSV HEADER")
    return (table, try load(csv, options: LoadOptions(xColumn: "at")))
  }

  /// A long `(ts, sym, price)` table of ``RandomLongTable``'s rows (x in milliseconds).
  static func long(_ prefix: String, seed: UInt64, count: Int, on server: PostgresTestServer)
    throws -> (table: String, csv: ChartSet)
  {
    let table = PostgresTestServer.tableName(prefix)
    let data = RandomLongTable(seed: seed, count: count, start: 1_600_000_000_000)
    let values = data.rows.map {
      "(\($0.x), '\(RandomLongTable.symbols[$0.symbol])', '\($0.price)'::float8)"
    }
    _ = try server.psql(
      "DROP TABLE IF EXISTS \(table); CREATE TABLE \(table) (ts bigint, sym text, price float8)")
    // A command line argument holds at most 128 KiB: the rows go in by the thousand.
    for start in stride(from: 0, to: values.count, by: 1000) {
      let part = values[start..<Swift.min(values.count, start + 1000)]
      _ = try server.psql("INSERT INTO \(table) VALUES " + part.joined(separator: ", "))
    }
    return (table, try data.file(xType: .unixMilliseconds))
  }

  static func load(_ csv: String, options: LoadOptions) throws -> ChartSet {
    try ChartLoader.parse(bytes: Array(csv.utf8), file: "data.csv", options: options)
      .chartSets[0]
  }
}
