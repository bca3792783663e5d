import TChartHTTP
import TChartSources

extension PrometheusErrors {
  /// The error for a request that got no answer.
  static func transport(_ error: HTTPClientError, place: String) -> SourceError {
    switch error {
    case .unreachable(let reason):
      SourceError(
        .unavailable, place: place, message: "cannot reach the Prometheus server: \(reason)")
    case .timedOut:
      SourceError(.timeout, place: place, message: "the query ran over its time limit")
    case .tooLarge(let limit):
      SourceError(.invalidData, place: place, message: HTTPLimits.passedMessage(limit: limit))
    case .cancelled:
      SourceError(.cancelled, place: place, message: "cancelled")
    case .tls(let reason):
      SourceError(
        .unavailable, place: place, message: "TLS failed: \(reason) (--cacert FILE trusts a CA)")
    case .malformed(let reason):
      SourceError(.unavailable, place: place, message: "not an HTTP answer (\(reason))")
    }
  }
}
