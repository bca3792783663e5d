import Foundation
import TChartData
import TChartHTTP
import TChartLoading
import TChartPrometheus
import TChartSources
import Testing

/// The Prometheus source against a real server (Debian's `prometheus`, started by the test on
/// a free loopback port) holding known backfilled data: every dot column's extremes equal
/// those of the same samples read as CSV, zoomed out and in; errors by kind; a server that goes
/// away and comes back; TLS with a certificate the test makes; basic authentication.
@Suite(
  .serialized,
  .enabled(
    if: PrometheusTestServer.isInstalled,
    "prometheus is not installed (make deps installs Debian's prometheus)"))
struct PrometheusServerTests {
  /// The wall clock, in Unix seconds.
  static func now() -> Double { Date().timeIntervalSince1970 }

  static let known = KnownSeries(now: Int64(now()))

  /// One server with the known data for the tests that only read.
  static let shared: Result<PrometheusTestServer, Error> = Result {
    try PrometheusTestServer(openMetrics: known.openMetrics)
  }

  static func server() throws -> PrometheusTestServer { try shared.get() }

  /// A backend on `server` whose span (`since` back from its clock) holds all the known data.
  static func backend(
    _ server: PrometheusTestServer, queries: [String] = ["spiky"],
    authorization: HTTPAuthorization = .none, endpoint: HTTPEndpoint? = nil, timeout: Double = 20
  ) -> PrometheusBackend {
    let end = Double(known.last) + 3600
    let span = end - Double(known.first) + 3600
    return PrometheusBackend(
      location: PrometheusLocation(
        scheme: server.tls ? "https" : "http", host: "127.0.0.1", port: server.port),
      endpoint: endpoint ?? server.endpoint, authorization: authorization,
      options: .init(queries: queries, since: span, timeout: timeout), clock: { end })
  }

  /// Per dot column of `rule`, the smallest and largest of `points` (x, value) inside it.
  static func extremes(_ points: [(Double, Double)], rule: DotColumnRule) -> [Int: (Double, Double)]
  {
    var columns: [Int: (Double, Double)] = [:]
    for (x, value) in points where x >= rule.lower && x <= rule.upper && !value.isNaN {
      let column = rule.column(of: x)
      let held = columns[column] ?? (value, value)
      columns[column] = (min(held.0, value), max(held.1, value))
    }
    return columns
  }

  @Test func linesAreNamedByInstance() throws {
    let backend = Self.backend(try Self.server())
    let description = try backend.describe()
    #expect(description.lineNames.sorted() == Self.known.instances)
    #expect(description.xKind == .time)
    #expect(backend.lines.allSatisfy { $0.labels.contains(.init("job", "t")) })
    // Each line's full label set is its detail (the tooltip's and the picker's).
    for (index, name) in description.lineNames.enumerated() {
      #expect(description.lineDetail(index) == "spiky{instance=\"\(name)\", job=\"t\"}")
    }
  }

  /// The frame from Prometheus against the frame from the same samples as CSV: in every dot
  /// column where the samples have a value, the same smallest and largest (so every spike in
  /// the window shows); in a column without a sample of a line, only values between its
  /// neighbours' (the line across the column). Zoomed out to the whole span, and in to
  /// columns narrower than the sampling interval.
  @Test(arguments: [
    // (first column's offset from the data's start in seconds, column width in ms, dots)
    (3.5, 1_621_001, 160), (36_000.25, 27_001, 200), (50_000.0, 3_000, 120),
    (-7_200.3, 2_000_000, 150),
  ])
  func columnsHoldTheRawSamplesExtremes(offset: Double, width: Int, dots: Int) throws {
    let backend = Self.backend(try Self.server())
    let description = try backend.describe()
    let lower = Double(Self.known.first) + offset
    let rule = DotColumnRule(
      lower: lower, upper: lower + Double(width) / 1000 * Double(dots - 1), dotWidth: dots)
    let request = SeriesWindowRequest(rule: rule, lines: Array(description.lineNames.indices))
    let answer = try backend.answer(request)
    #expect(answer.rows.count <= request.rowBound)
    let chart = SourceRowSet.perRequest([answer], extra: []).chartSet(description)
    var spikesSeen = 0
    for (index, instance) in Self.known.instances.enumerated() {
      let csv = try ChartLoader.parse(
        bytes: Array(Self.known.csv(index).utf8), file: "\(index).csv"
      ).first!
      let raw = Self.extremes(
        zip(csv.x, csv.lines[0].values.map { $0 }).map { ($0, $1) }, rule: rule)
      let line = try #require(description.lineNames.firstIndex(of: instance))
      let drawn = Self.extremes(
        zip(chart.x, chart.lines[line].values.map { $0 }).map { ($0, $1) }, rule: rule)
      if raw.isEmpty {
        // The series' gap covers the window: nothing drawn either.
        #expect(drawn.isEmpty, "\(instance): values in a window without samples")
        continue
      }
      for (column, (low, high)) in raw {
        let got = drawn[column]
        #expect(
          got?.0 == low && got?.1 == high,
          "\(instance) column \(column): \(low)…\(high) got \(String(describing: got))")
        if high == 1000 || low == -1000 { spikesSeen += 1 }
      }
      let rawColumns = raw.keys.sorted()
      for (column, (low, high)) in drawn where raw[column] == nil {
        let before = rawColumns.last { $0 < column }
        let after = rawColumns.first { $0 > column }
        guard let before, let after else {
          Issue.record("\(instance): a value in column \(column) outside the samples")
          continue
        }
        let bound = (
          min(raw[before]!.0, raw[after]!.0), max(raw[before]!.1, raw[after]!.1)
        )
        #expect(low >= bound.0 - 1e-9 && high <= bound.1 + 1e-9, "\(instance) column \(column)")
      }
    }
    let spikesInWindow = Self.known.spikes.joined().filter {
      Double($0) >= rule.lower && Double($0) <= rule.upper
    }
    #expect(spikesSeen >= min(1, spikesInWindow.count))
  }

  @Test func aBadQueryIsADataErrorWithPrometheusMessage() throws {
    let server = try Self.server()
    let backend = Self.backend(server, queries: ["spiky{"])
    do {
      _ = try backend.describe()
      Issue.record("no error")
    } catch {
      #expect(error.kind == .invalidData && error.exitCode == 65)
      #expect(error.place == "127.0.0.1:\(server.port)")
      // Prometheus's message about the query as written (column 7: the end of `spiky{`).
      #expect(error.message.contains("1:7: parse error"))
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func expressionsAreEvaluatedBySubqueries() throws {
    let backend = Self.backend(try Self.server(), queries: ["max(spiky) - min(spiky)", "spiky"])
    let description = try backend.describe()
    #expect(description.lineNames.count == 5)
    #expect(description.lineNames[0] == "max(spiky) - min(spiky)")
    let rule = DotColumnRule(
      lower: Double(Self.known.first), upper: Double(Self.known.last), dotWidth: 100)
    let answer = try backend.answer(SeriesWindowRequest(rule: rule, lines: [0]))
    let values = answer.rows.map { $0.values[0] }.filter { !$0.isNaN }
    #expect(!values.isEmpty && values.allSatisfy { $0 >= 0 })
    #expect(answer.rows.allSatisfy { $0.values[1...].allSatisfy(\.isNaN) })
  }

  @Test func anUnreachableServerIs69WithHostAndPort() throws {
    let port = try PrometheusTestServer.freePort()
    let backend = PrometheusBackend(
      location: PrometheusLocation(host: "127.0.0.1", port: port),
      endpoint: HTTPEndpoint(scheme: "http", host: "127.0.0.1", port: port),
      options: .init(queries: ["up"]), clock: { Self.now() })
    #expect(throws: SourceError.self) { try backend.describe() }
    do {
      _ = try backend.describe()
    } catch {
      #expect(error.exitCode == 69)
      #expect(
        error.description.hasPrefix("tchart: 127.0.0.1:\(port): cannot reach the Prometheus server")
      )
    }
  }

  /// The server stops while a source is open: the next query fails (69, the place named), and
  /// once it is back the query after works on the same source.
  @Test func aServerThatGoesAwayAndComesBack() throws {
    let server = try PrometheusTestServer(openMetrics: Self.known.openMetrics)
    let backend = Self.backend(server)
    let description = try backend.describe()
    let rule = DotColumnRule(
      lower: Double(Self.known.first), upper: Double(Self.known.last), dotWidth: 80)
    let request = SeriesWindowRequest(rule: rule, lines: Array(description.lineNames.indices))
    let before = try backend.answer(request)
    server.stop()
    do {
      _ = try backend.answer(request)
      Issue.record("no error while the server is down")
    } catch {
      #expect(error.kind == .unavailable)
      #expect(error.place == "127.0.0.1:\(server.port)")
    }
    try server.start()
    #expect(try backend.answer(request).rows == before.rows)
  }

  /// HTTPS with a certificate the test makes: trusted with `--cacert`, refused without.
  @Test func tlsWorksWithTheCertificateAndFailsWithout() throws {
    let server = try PrometheusTestServer(tls: true)
    let trusted = Self.backend(server, queries: ["vector(1)"])
    let description = try trusted.describe()
    #expect(description.lineNames.count == 1)
    var untrusted = server.endpoint
    untrusted.caCertificate = nil
    let refused = Self.backend(server, queries: ["up"], endpoint: untrusted)
    do {
      _ = try refused.describe()
      Issue.record("an untrusted certificate was accepted")
    } catch {
      #expect(error.exitCode == 69)
      #expect(error.message.hasPrefix("TLS failed"))
    }
  }

  /// Basic authentication: the right password answers, a wrong one is 77.
  @Test func basicAuthenticationIsAskedAndRefused() throws {
    // bcrypt of "pw" (libxcrypt: crypt("pw", "$2b$10$abcdefghijklmnopqrstuv")).
    let hash = "$2b$10$abcdefghijklmnopqrstuuj7m4XYqbm74SxoBcXyw8to0CQ061DVG"
    let server = try PrometheusTestServer(basicAuth: ("tchart", hash))
    let good = Self.backend(
      server, queries: ["vector(1)"], authorization: .basic(user: "tchart", password: "pw"))
    #expect(try good.describe().lineNames.count == 1)
    let bad = Self.backend(
      server, queries: ["vector(1)"], authorization: .basic(user: "tchart", password: "nope"))
    do {
      _ = try bad.describe()
      Issue.record("a wrong password was accepted")
    } catch {
      #expect(error.exitCode == 77)
      #expect(!error.description.contains("nope"))
    }
  }
}
