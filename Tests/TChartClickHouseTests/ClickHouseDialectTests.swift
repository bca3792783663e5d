import TChartCSV
import TChartClickHouse
import TChartHTTP
import TChartSources
import Testing

/// The ClickHouse spelling without a server: identifiers, literals, exact doubles, the URL
/// form and the TabSeparated reader.
struct ClickHouseDialectTests {
  let dialect = ClickHouseDialect()

  @Test func identifiersAndLiteralsAreEscaped() {
    #expect(dialect.quoteIdentifier("a`b; DROP TABLE t; --") == "`a\\`b; DROP TABLE t; --`")
    #expect(dialect.quoteIdentifier("back\\slash") == "`back\\\\slash`")
    #expect(dialect.literal("it's") == "'it\\'s'")
    #expect(dialect.literal("line\nbreak") == "'line\\nbreak'")
  }

  @Test func whereTranslatesWithClickHouseQuoting() throws {
    let filter = try RowFilter(
      parsing: "`host``name` = 'it''s' and cpu >= 0.1 and day < 2024-01-02")
    #expect(
      filter.sql(dialect)
        == "`host\\`name` = 'it\\'s' AND `cpu` >= reinterpretAsFloat64(unhex('9A9999999999B93F'))"
        + " AND `day` < '2024-01-02'")
  }

  @Test func doublesAreSentAsTheirBits() {
    #expect(dialect.literal(42.0) == "toFloat64(42)")
    #expect(dialect.literal(0.1) == "reinterpretAsFloat64(unhex('9A9999999999B93F'))")
    #expect(dialect.truncated("x") == "toInt64(x)")
  }

  @Test func urlsParseAndRefuseCredentials() throws {
    let location = try ClickHouseLocation.parse("clickhouse://db.example:8124/prod/a%60b")
    #expect(
      location == ClickHouseLocation(host: "db.example", port: 8124, database: "prod", table: "a`b")
    )
    #expect(try ClickHouseLocation.parse("clickhouse://h/d/t").port == 8123)
    #expect(try ClickHouseLocation.parse("clickhouse://[::1]:9/d/t").place == "[::1]:9")
    do {
      _ = try ClickHouseLocation.parse("clickhouse://u:secret@h/d/t")
      Issue.record("a URL with a password was accepted")
    } catch {
      #expect(error.exitCode == 64)
      #expect(!error.description.contains("secret"))
    }
    #expect(throws: SourceError.self) { try ClickHouseLocation.parse("clickhouse://h/d") }
  }

  @Test func httpsURLsParseWithTheirOwnDefaultPort() throws {
    let location = try ClickHouseLocation.parse("clickhouse+https://db.example/prod/t")
    #expect(
      location
        == ClickHouseLocation(
          host: "db.example", port: 8443, database: "prod", table: "t", secure: true))
    #expect(location.endpoint(caCertificate: "/ca.pem").scheme == "https")
    #expect(location.endpoint(caCertificate: "/ca.pem").caCertificate == "/ca.pem")
    #expect(try ClickHouseLocation.parse("CLICKHOUSE+HTTPS://[::1]:9/d/t").place == "[::1]:9")
    #expect(try ClickHouseLocation.parse("clickhouse://h/d/t").endpoint().scheme == "http")
    #expect(ClickHouseLocation.matches("clickhouse+https://h/d/t"))
    #expect(!ClickHouseLocation.matches("https://h/d/t"))
    #expect(throws: SourceError.self) {
      try ClickHouseLocation.parse("clickhouse+https://u:pw@h/d/t")
    }
  }

  @Test func tabSeparatedUndoesEscapes() {
    let rows = TabSeparated.rows(Array("1\ta\\tb\t\\N\n2\tc\\\\d\tnan\n".utf8))
    #expect(rows == [["1", "a\tb", nil], ["2", "c\\d", "nan"]])
    #expect(TabSeparated.double(nil).isNaN)
  }
}
