import TChartClickHouse
import TChartSources
import Testing

/// Errors against real servers: unreachable (69 with host and port), unknown table and column
/// (65), a wrong password (77, never printed), a query over its time limit; hostile names; a
/// `Distributed` table over two shards answers like the same rows in one table.
@Suite(.serialized) struct ClickHouseSourceErrorTests {
  func backend(
    port: Int, table: String, options: ClickHouseTableOptions = ClickHouseTableOptions(),
    credentials: ClickHouseCredentials = ClickHouseCredentials(), timeout: Double = 10
  ) -> ClickHouseBackend {
    ClickHouseBackend(
      location: ClickHouseLocation(
        host: "127.0.0.1", port: port, database: "default", table: table),
      credentials: credentials, options: options, timeout: timeout)
  }

  func error(_ work: () throws(SourceError) -> Void) -> SourceError? {
    do {
      try work()
      return nil
    } catch {
      return error
    }
  }

  @Test func unreachableServerIs69WithHostAndPort() {
    let failure = error { () throws(SourceError) in _ = try backend(port: 1, table: "t").describe()
    }
    #expect(failure?.exitCode == 69)
    #expect(failure?.description.hasPrefix("tchart: 127.0.0.1:1: cannot reach") == true)
  }

  @Test func unknownTableAndColumnAre65() throws {
    let ports = try ClickHouseTestServers.ports()
    let table = error { () throws(SourceError) in
      _ = try backend(port: ports.single, table: "no_such_table").describe()
    }
    #expect(table?.exitCode == 65)
    #expect(table?.message == "Table default.no_such_table doesn't exist")
    let name = ClickHouseTestServers.tableName("cols")
    let data = RandomTable(seed: 1, rows: 10, lineCount: 1, dateTime: true)
    try data.create(name, on: ClickHouseTestServers.connection(port: ports.single))
    let column = error { () throws(SourceError) in
      _ = try backend(port: ports.single, table: name, options: .init(yColumns: ["nope"]))
        .describe()
    }
    #expect(column?.exitCode == 65)
    #expect(column?.message.contains("has no column nope") == true)
  }

  @Test func stringColumnsAre65NamingTheColumn() throws {
    // As a CSV lands in ClickHouse when every column is String: one line, never a crash.
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("strings")
    let connection = ClickHouseTestServers.connection(port: ports.single)
    try connection.execute(
      "CREATE TABLE \(name) (week String, sales String, cost Float64) ENGINE = Memory")
    try connection.execute(
      "INSERT INTO \(name) VALUES ('2024-03-08', '5', 1), ('10', '7', 2), ('x', '', 3)")
    let x = error { () throws(SourceError) in
      _ = try backend(port: ports.single, table: name, options: .init(xColumn: "week"))
        .describe()
    }
    #expect(x?.exitCode == 65)
    #expect(
      x?.message == "the x column week is String: tchart reads DateTime, Date or numbers")
    let y = error { () throws(SourceError) in
      _ = try backend(
        port: ports.single, table: name, options: .init(xColumn: "cost", yColumns: ["sales"])
      ).describe()
    }
    #expect(y?.exitCode == 65)
    #expect(y?.message == "the column sales is String, not numbers")
  }

  @Test func wrongPasswordIs77AndNeverShown() throws {
    let ports = try ClickHouseTestServers.ports()
    let secret = "not-the-Password-42"
    let failure = error { () throws(SourceError) in
      _ = try backend(
        port: ports.single, table: "t",
        credentials: ClickHouseCredentials(user: ports.passwordUser, password: secret)
      ).describe()
    }
    #expect(failure?.exitCode == 77)
    #expect(failure?.description.contains(secret) == false)
    #expect(
      ClickHouseCredentials(user: "u", password: secret).description.contains(secret) == false)
  }

  @Test func rightPasswordReadsTheTable() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("pw")
    try RandomTable(seed: 2, rows: 20, lineCount: 1, dateTime: true)
      .create(name, on: ClickHouseTestServers.connection(port: ports.single))
    let description = try backend(
      port: ports.single, table: name,
      credentials: ClickHouseCredentials(user: ports.passwordUser, password: ports.password)
    ).describe()
    #expect(description.rowCount == 20)
  }

  @Test func httpsWithTheCACertificateReadsTheTable() throws {
    let ports = try ClickHouseTestServers.ports()
    let https = try #require(ports.https, "the test servers have no HTTPS port (openssl?)")
    let name = ClickHouseTestServers.tableName("tls")
    try RandomTable(seed: 4, rows: 30, lineCount: 1, dateTime: true)
      .create(name, on: ClickHouseTestServers.connection(port: ports.single))
    let location = try ClickHouseLocation.parse(
      "clickhouse+https://127.0.0.1:\(https)/default/\(name)")
    let secure = ClickHouseBackend(
      location: location, credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions(), caCertificate: ports.certificate)
    #expect(try secure.describe().rowCount == 30)
    // Without the certificate: 69, naming the place and --cacert.
    let untrusted = ClickHouseBackend(
      location: location, credentials: ClickHouseCredentials(),
      options: ClickHouseTableOptions())
    let failure = error { () throws(SourceError) in _ = try untrusted.describe() }
    #expect(failure?.exitCode == 69)
    #expect(failure?.description.hasPrefix("tchart: 127.0.0.1:\(https): TLS: ") == true)
    #expect(failure?.description.contains("--cacert") == true)
  }

  @Test func aQueryOverItsTimeLimitFails() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("slow")
    try RandomTable(seed: 3, rows: 20, lineCount: 1, dateTime: true)
      .create(name, on: ClickHouseTestServers.connection(port: ports.single))
    let failure = error { () throws(SourceError) in
      _ = try backend(
        port: ports.single, table: name, options: .init(filter: "sleep(2) = 0"), timeout: 0.5
      ).describe()
    }
    #expect(failure?.kind == .timeout)
    #expect(failure?.message == "the query ran over its time limit")
  }

  @Test func hostileNamesAreOneIdentifier() throws {
    let ports = try ClickHouseTestServers.ports()
    let connection = ClickHouseTestServers.connection(port: ports.single)
    let keep = ClickHouseTestServers.tableName("keep")
    try connection.execute("CREATE TABLE \(keep) (x Int64) ENGINE = Memory")
    let table = "a`b; DROP TABLE \(keep); --'\"\\"
    let column = "c`x'); DROP TABLE \(keep); --"
    let dialect = ClickHouseDialect()
    try connection.execute(
      "CREATE TABLE \(dialect.quoteIdentifier(table)) (ts DateTime, "
        + "\(dialect.quoteIdentifier(column)) Float64) ENGINE = MergeTree ORDER BY ts")
    try connection.execute(
      "INSERT INTO \(dialect.quoteIdentifier(table)) VALUES (1600000000, 1), (1600000010, 2)")
    let source = backend(port: ports.single, table: table, options: .init(yColumns: [column]))
    let description = try source.describe()
    #expect(description.lineNames == [column])
    let answer = try source.m4(
      SeriesWindowRequest(lower: 1_600_000_000, upper: 1_600_000_010, dotWidth: 10, lines: [0]))
    #expect(answer.rows.map(\.values) == [[1], [2]])
    #expect(try connection.rows("EXISTS TABLE \(keep)").first?.first == "1")
  }

  @Test func distributedTableAnswersLikeOneTable() throws {
    let ports = try ClickHouseTestServers.ports()
    let name = ClickHouseTestServers.tableName("dist")
    let data = RandomTable(seed: 11, rows: 2000, lineCount: 2, dateTime: false)
    let shard1 = ClickHouseTestServers.connection(port: ports.shard1)
    let shard2 = ClickHouseTestServers.connection(port: ports.shard2)
    try data.create(name, on: shard1, rows: 0..<1000)
    try data.create(name, on: shard2, rows: 1000..<2000)
    try data.create(name + "_all", on: shard2)
    try shard1.execute(
      "CREATE TABLE \(name)_d AS \(name) ENGINE = Distributed(two, default, \(name))")
    let distributed = backend(port: ports.shard1, table: name + "_d")
    let local = backend(port: ports.shard2, table: name + "_all")
    var described = try distributed.describe()
    described.name = name + "_all"
    // Compared as text: gaps are `.nan`, which `==` never matches.
    #expect("\(described)" == "\(try local.describe())")
    let x = data.x
    for (a, b, width) in [(0, 1999, 160), (500, 1500, 400), (990, 1010, 60)] {
      let request = SeriesWindowRequest(lower: x[a], upper: x[b], dotWidth: width, lines: [0, 1])
      let one = try local.m4(request)
      let two = try distributed.m4(request)
      #expect(one.rows.map { "\($0)" } == two.rows.map { "\($0)" })
      #expect(two.rowsFetched <= request.rowBound + 4 * 2 * width)
    }
  }
}
