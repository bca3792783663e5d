import ArgumentParser
import TChartHTTP
import TChartPrometheus
import TChartSources

#if canImport(Glibc)
  import Glibc
#endif

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

  /// Usage mistakes: queries without a Prometheus URL, a URL without a query.
  func check(file: String?) throws {
    let isPrometheus = file.map(PrometheusLocation.matches) ?? false
    if isPrometheus {
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

extension DataSourceOptions {
  /// The Prometheus source of a `prometheus://` or `prometheus+https://` argument (bearer token
  /// from `PROMETHEUS_TOKEN`; a user in the URL with `PROMETHEUS_PASSWORD` for basic
  /// authentication) under `limits`, or `nil` for anything else.
  func prometheusBackend(limits: HTTPLimits) throws -> PrometheusBackend? {
    guard let file, PrometheusLocation.matches(file) else { return nil }
    let location = try accept { () throws(SourceError) in try PrometheusLocation.parse(file) }
    let endpoint = HTTPEndpoint(
      scheme: location.scheme, host: location.host, port: location.port,
      basePath: location.basePath, caCertificate: caCertificate)
    let authorization: HTTPAuthorization
    if let token = getenv("PROMETHEUS_TOKEN"), token.pointee != 0 {
      authorization = .bearer(String(cString: token))
    } else if let user = location.user {
      authorization = .basic(
        user: user, password: getenv("PROMETHEUS_PASSWORD").map { String(cString: $0) } ?? "")
    } else {
      authorization = .none
    }
    return PrometheusBackend(
      location: location, endpoint: endpoint, authorization: authorization,
      options: PrometheusBackend.Options(
        queries: prometheus.queries, since: try prometheus.sinceSeconds(), timeout: timeout),
      limits: limits, clock: { Self.unixNow() })
  }

  /// The current time in Unix seconds.
  static func unixNow() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
  }
}
