import Foundation
import TChartConfig
import TChartHTTP
import TChartSources
import Testing

@testable import TChartClickHouse
@testable import tchart

/// The two places the command line's source handling had drifted: a ClickHouse table opened
/// again for a derived line lost `--cacert`, and a Prometheus source was a `file` in the JSON
/// summary.
@Suite struct SourceDriftTests {
  /// A readable PEM file for `--cacert` (its contents are never read here).
  static func certificate() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tchart-cacert-\(getpid()).pem").path
    try "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----\n"
      .write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The CA file a ClickHouse backend trusts, through a summarised backend.
  static func caCertificate(of backend: any SQLSeriesBackend) -> String? {
    let base = (backend as? SummarizedSeriesBackend)?.base ?? backend
    return (base as? ClickHouseBackend)?.connection.client.endpoint.caCertificate
  }

  @Test func clickHouseOpenedAgainWithADerivedLineKeepsItsCACertificate() throws {
    let certificate = try Self.certificate()
    defer { unlink(certificate) }
    let flags = try DataSourceOptions.parse([
      "clickhouse+https://localhost:8443/db/metrics", "--x", "ts", "--y", "cpu",
      "--cacert", certificate, "--no-cache",
    ])
    let settings = Settings(path: nil, file: nil)
    let first = try #require(try flags.tableBackend(settings: settings))
    #expect(Self.caCertificate(of: first) == certificate)
    let opener = try #require(flags.tableOpener(settings: settings))
    let reopened = try opener(["cpu", "rate(cpu)"])
    #expect(Self.caCertificate(of: reopened) == certificate)
  }

  @Test func aPrometheusSourceIsNotAFileInTheSummary() throws {
    let render = try RenderCommand.parse(["prometheus://localhost:9090", "up"])
    #expect(render.summarySource.kind == "table")
    #expect(render.summarySource.name == "prometheus://localhost:9090")
  }
}
