import TChartData
import TChartHTTP
import TChartPrometheus
import TChartSources
import Testing

/// Prometheus answers values at steps, not every sample: it has no histogram or XY of the
/// window to count, and says so (a usage error, exit 64) before asking the server anything.
@Suite struct PrometheusViewsTests {
  /// A backend on a port nothing listens on: a refusal that asked the server would be a 69.
  static func backend() -> PrometheusBackend {
    PrometheusBackend(
      location: PrometheusLocation(host: "127.0.0.1", port: 9),
      endpoint: HTTPEndpoint(scheme: "http", host: "127.0.0.1", port: 9),
      options: .init(queries: ["up"]), clock: { 0 })
  }

  /// `body` throws XY's refusal.
  static func expectRefused(_ body: () throws(SourceError) -> Void) {
    do {
      try body()
      Issue.record("Prometheus counted XY")
    } catch {
      #expect(error.kind == .usage)
      #expect(error.exitCode == 64)
      #expect(
        error.message == "no XY of Prometheus: its answers are values at steps, not every sample")
    }
  }

  @Test func xyAndItsTrailAreRefused() {
    let backend = Self.backend()
    let ask = SourceXYAsk(window: 0...1, across: 0, up: 0, width: 10, height: 5)
    let grid = { (_: ClosedRange<Double>?, _: ClosedRange<Double>?) in
      XYGrid(columns: 1, rows: 1, xRange: 0...1, yRange: 0...1)
    }
    let trail = SourceXYTrail.Ask(window: 0...1, across: 0, up: 0, indicator: 0.5)
    Self.expectRefused { () throws(SourceError) in _ = try backend.xy(ask, grid: grid) }
    Self.expectRefused { () throws(SourceError) in _ = try backend.xyTrail(trail) }
  }
}
