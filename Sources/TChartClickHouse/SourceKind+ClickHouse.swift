import TChartHTTP
import TChartSources

extension SourceKind {
  /// A ClickHouse table (`clickhouse://HOST[:PORT]/DATABASE/TABLE`, `clickhouse+https://…`):
  /// the user from `--user`, the password from `CLICKHOUSE_PASSWORD`, the CA file from
  /// `--cacert`; every table summarised (the x index is the primary key).
  public static let clickHouse = SourceKind(
    name: "ClickHouse", recognition: "`clickhouse://`, `clickhouse+https://`",
    schemes: ["clickhouse", "clickhouse+https"],
    options: ["--user", "--cacert", "--max-answer"],
    capabilities: [.derivedInSQL, .keptSummaries, .sessions, .remote],
    recognises: { ClickHouseLocation.matches($0.argument) },
    opens: { request throws(SourceError) in
      let location = try ClickHouseLocation.parse(request.argument)
      var environment: [String: String] = [:]
      if let password = request.environment("CLICKHOUSE_PASSWORD") {
        environment["CLICKHOUSE_PASSWORD"] = password
      }
      let backend = ClickHouseBackend(
        location: location,
        credentials: ClickHouseCredentials.from(user: request.user, environment: environment),
        options: ClickHouseTableOptions(
          xColumn: request.xColumn, yColumns: request.yColumns ?? [],
          seriesColumn: request.seriesColumn, filter: request.filterSQL(ClickHouseDialect()),
          xType: request.xType),
        timeout: request.timeout, caCertificate: request.caCertificate,
        limits: HTTPLimits(
          answerBytes: request.answerBytes ?? HTTPLimits.defaultAnswerBytes,
          deadline: request.deadline))
      return request.summarized(backend)
    })
}
