import TChartHTTP
import TChartPrometheus
import TChartSources
import Testing

/// The Prometheus source under ``HTTPLimits`` against the real server of
/// ``PrometheusServerTests``: an answer past the bound is 65 naming `--max-answer` (and never
/// the token), a deadline that has passed is over the time limit (69).
@Suite(
  .serialized,
  .enabled(
    if: PrometheusTestServer.isInstalled,
    "prometheus is not installed (make deps installs Debian's prometheus)"))
struct PrometheusAnswerLimitTests {
  func backend(_ server: PrometheusTestServer, limits: HTTPLimits) -> PrometheusBackend {
    let known = PrometheusServerTests.known
    let end = Double(known.last) + 3600
    return PrometheusBackend(
      location: PrometheusLocation(host: "127.0.0.1", port: server.port),
      endpoint: server.endpoint, authorization: .bearer("secret-token-7"),
      options: .init(queries: ["spiky"], since: end - Double(known.first) + 3600, timeout: 20),
      limits: limits, clock: { end })
  }

  func failure(_ backend: PrometheusBackend) -> SourceError? {
    do {
      _ = try backend.describe()
      return nil
    } catch {
      return error
    }
  }

  @Test func anAnswerPastTheBoundIs65NamingTheFlag() throws {
    let server = try PrometheusServerTests.server()
    let error = failure(backend(server, limits: HTTPLimits(answerBytes: 2048)))
    #expect(error?.exitCode == 65)
    #expect(
      error?.description
        == "tchart: 127.0.0.1:\(server.port): the answer passed 2 KiB (--max-answer); "
        + "narrow the query or raise --max-answer")
    #expect(error?.description.contains("secret") == false)
    // The default bound holds the same answers.
    #expect(failure(backend(server, limits: HTTPLimits())) == nil)
  }

  @Test func aPassedDeadlineIsOverTheTimeLimit() throws {
    let server = try PrometheusServerTests.server()
    let error = failure(backend(server, limits: HTTPLimits(deadline: .now - .seconds(1))))
    #expect(error?.kind == .timeout)
    #expect(error?.exitCode == 69)
  }
}
