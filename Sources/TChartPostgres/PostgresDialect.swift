import TChartSources

/// PostgreSQL's spelling of the SQL tchart builds: standard quoting (`"name"`, `'text'`, each
/// quote doubled; `standard_conforming_strings` is on by default since 9.1, so a backslash is
/// itself), doubles as `'…'::float8` (PostgreSQL reads them with a correctly rounded parser, so
/// the shortest text gives back the same bits; a bare `1.5` would be `numeric`), truncation as
/// `trunc(…)::bigint` (a bare cast rounds) and `LEAST`/`GREATEST`.
public struct PostgresDialect: SQLDialect {
  public init() {}

  public func literal(_ value: Double) -> String {
    guard value.isFinite else { return "NULL" }
    return "'\(value)'::float8"
  }

  public func truncated(_ expression: String) -> String { "trunc(\(expression))::bigint" }

  public func least(_ a: String, _ b: String) -> String { "LEAST(\(a), \(b))" }
  public func greatest(_ a: String, _ b: String) -> String { "GREATEST(\(a), \(b))" }
}
