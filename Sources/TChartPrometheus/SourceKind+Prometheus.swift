import TChartHTTP
import TChartSources

extension SourceKind {
  /// A Prometheus server (`prometheus://HOST[:PORT][/PATH]`, `prometheus+https://…`) and the
  /// PromQL queries after it, over the span `--since` up to now: a bearer token from
  /// `PROMETHEUS_TOKEN`, or a user in the URL with `PROMETHEUS_PASSWORD`.
  public static let prometheus = SourceKind(
    name: "Prometheus", recognition: "`prometheus://`, `prometheus+https://`",
    schemes: ["prometheus", "prometheus+https"],
    options: ["QUERY", "--query", "--since", "--cacert", "--max-answer"],
    capabilities: [.live, .remote],
    recognises: { PrometheusLocation.matches($0.argument) },
    opens: { request throws(SourceError) in
      let location = try PrometheusLocation.parse(request.argument)
      let endpoint = HTTPEndpoint(
        scheme: location.scheme, host: location.host, port: location.port,
        basePath: location.basePath, caCertificate: request.caCertificate)
      let authorization: HTTPAuthorization
      if let token = request.environment("PROMETHEUS_TOKEN"), !token.isEmpty {
        authorization = .bearer(token)
      } else if let user = location.user {
        authorization = .basic(
          user: user, password: request.environment("PROMETHEUS_PASSWORD") ?? "")
      } else {
        authorization = .none
      }
      return PrometheusBackend(
        location: location, endpoint: endpoint, authorization: authorization,
        options: PrometheusBackend.Options(
          queries: request.queries, since: request.since, timeout: request.timeout),
        limits: HTTPLimits(
          answerBytes: request.answerBytes ?? HTTPLimits.defaultAnswerBytes,
          deadline: request.deadline),
        clock: request.clock)
    })
}
