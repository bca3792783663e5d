import ArgumentParser
import TChartSources

/// `tchart prometheus://HOST[:PORT][/PATH] 'QUERY' [--query Q2 …] [--since 1h]`: the PromQL
/// queries a Prometheus URL draws and how far back (`--cacert` is the databases' flag).
struct PrometheusFlags: ParsableArguments {
  @Argument(
    help: ArgumentHelp(
      "After a prometheus:// or prometheus+https:// URL: the PromQL query to draw "
        + "(e.g. 'rate(prometheus_http_requests_total[1m])').", valueName: "query"))
  var query: String?

  @Option(
    name: .customLong("query"),
    help: ArgumentHelp("Prometheus: one more PromQL query (repeatable).", valueName: "promql"))
  var moreQueries: [String] = []

  @Option(
    help: ArgumentHelp(
      "Prometheus: how far back the span reaches, up to now (30m, 1h, 6h, 2d, 1w; default 1h).",
      valueName: "duration"))
  var since: String?

  /// Every query, the argument first.
  var queries: [String] { (query.map { [$0] } ?? []) + moreQueries }

  /// `--since` in seconds (default an hour).
  func sinceSeconds() throws -> Double {
    guard let since else { return 3600 }
    let units: [(String, Double)] = [
      ("s", 1), ("m", 60), ("h", 3600), ("d", 86_400), ("w", 604_800),
    ]
    let text = since.lowercased()
    for (suffix, scale) in units where text.hasSuffix(suffix) {
      if let value = Double(text.dropLast(suffix.count)), value.isFinite, value > 0 {
        return value * scale
      }
    }
    throw ValidationError("--since \(since): a duration such as 30m, 1h, 6h, 2d or 1w")
  }

  /// Usage mistakes: queries for a source `kind` that reads none (its options do not list
  /// `--query`), such a source without a query.
  func check(file: String?, kind: SourceKind?) throws {
    if kind?.options.contains("--query") == true {
      guard !queries.isEmpty else {
        throw ValidationError(
          "\(file ?? ""): give a PromQL query after the URL (e.g. 'up' or 'rate(x[1m])')")
      }
      _ = try sinceSeconds()
    } else {
      if let query {
        throw ValidationError(
          "\(query): a second argument is a PromQL query, for a prometheus:// URL only")
      }
      if !moreQueries.isEmpty { throw ValidationError("--query is for a prometheus:// URL") }
      if since != nil { throw ValidationError("--since is for a prometheus:// URL") }
    }
  }
}
