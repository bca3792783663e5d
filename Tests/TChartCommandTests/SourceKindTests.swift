import Foundation
import TChartSources
import Testing

@testable import tchart

/// The registry of source kinds: what each argument names, the JSON summary's `source` and
/// the guide's table of sources.
@Suite struct SourceKindTests {
  @Test func theSummaryNamesEachSource() throws {
    let cases: [([String], String)] = [
      (["data.csv"], "file"), (["-"], "stdin"), ([], "sample"),
      (["data.sqlite", "--table", "t", "--x", "ts", "--y", "a"], "table"),
      (["clickhouse://localhost/db/t", "--x", "ts", "--y", "a"], "table"),
    ]
    for (arguments, kind) in cases {
      #expect(try RenderCommand.parse(arguments).summarySource.kind == kind, "\(arguments)")
    }
  }

  @Test func eachArgumentNamesItsKind() throws {
    let cases: [([String], String?)] = [
      (["data.csv"], nil), (["data.sqlite", "--table", "t", "--x", "ts", "--y", "a"], "SQLite"),
      (["clickhouse+https://h/db/t"], "ClickHouse"), (["CLICKHOUSE://h/db/t"], "ClickHouse"),
      (["prometheus://h:9090", "up"], "Prometheus"),
    ]
    for (arguments, name) in cases {
      #expect(try DataSourceOptions.parse(arguments).kind?.name == name, "\(arguments)")
    }
  }

  @Test func theGuidesTableOfSourcesIsTheRegistrys() throws {
    let guide = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("docs/guide.md")
    let text = try String(contentsOf: guide, encoding: .utf8)
    #expect(text.contains(SourceKinds.guideTable), "docs/guide.md: the table of sources")
  }
}
