import TChartPostgres
import TChartSources
import Testing

/// `postgres://` URLs: what tchart keeps of them (never the password), and the mistakes it
/// names without repeating the URL.
struct PostgresLocationTests {
  @Test func aURLGivesItsPlaceWithoutThePassword() throws {
    let location = try PostgresLocation.parse("postgres://ann:s3cret@db.example:6543/metrics")
    #expect(location.user == "ann")
    #expect(location.host == "db.example" && location.port == 6543)
    #expect(location.database == "metrics")
    #expect(location.place == "db.example:6543/metrics")
    #expect(!location.place.contains("s3cret"))
    #expect(location.url == "postgres://ann:s3cret@db.example:6543/metrics")
  }

  @Test func socketsIPv6AndParameters() throws {
    let socket = try PostgresLocation.parse("postgresql://%2Fvar%2Frun%2Fpostgresql/app")
    #expect(socket.host == "/var/run/postgresql" && socket.database == "app")
    let query = try PostgresLocation.parse(
      "postgres:///app?host=/tmp/sock&port=5433&sslmode=disable")
    #expect(query.host == "/tmp/sock" && query.port == 5433)
    #expect(query.place == "/tmp/sock:5433/app")
    let six = try PostgresLocation.parse("postgres://[::1]:5432/db")
    #expect(six.host == "::1" && six.place == "[::1]:5432/db")
    #expect(try PostgresLocation.parse("postgres://host").place == "host/")
  }

  @Test func anUppercaseSchemeReachesLibpqInLowercase() throws {
    let location = try PostgresLocation.parse("Postgres://u:pw@h:5433/db")
    #expect(location.url == "postgres://u:pw@h:5433/db")
    #expect(location.place == "h:5433/db")
  }

  @Test func parametersAfterDbnameAreRead() throws {
    let location = try PostgresLocation.parse(
      "postgresql:///?dbname=app&host=/run/postgresql&port=5433&user=ann")
    #expect(location.database == "app" && location.host == "/run/postgresql")
    #expect(location.port == 5433 && location.user == "ann")
  }

  @Test(arguments: [
    ("postgres://u:pw@host:99999/db", "the port must be 1…65535"),
    ("postgres://u:pw@host:5432/db/table", "give the database only"),
    ("postgres://u:pw@[::1/db", "an IPv6 host needs its closing ]"),
  ])
  func mistakesAreNamedWithoutTheURL(text: String, message: String) {
    #expect {
      try PostgresLocation.parse(text)
    } throws: { error in
      guard let error = error as? SourceError else { return false }
      return error.kind == .usage && error.message.hasPrefix(message)
        && !error.description.contains("pw")
    }
  }

  @Test func theDialectQuotesAndWritesExactDoubles() {
    let dialect = PostgresDialect()
    #expect(dialect.quoteIdentifier("a\"b; DROP TABLE t; --") == "\"a\"\"b; DROP TABLE t; --\"")
    #expect(dialect.literal("it's") == "'it''s'")
    #expect(dialect.literal(0.1) == "'0.1'::float8")
    #expect(dialect.literal(Double.nan) == "NULL")
    #expect(dialect.truncated("x") == "trunc(x)::bigint")
  }
}
