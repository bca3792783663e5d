import TChartClickHouse
import TChartPostgres
import TChartPrometheus
import TChartSQLite
import TChartSources

/// Every kind of source besides files, in the order an argument is tried against them: the
/// one place a kind is registered. The options, `render`, `explore`, the JSON summary's
/// `source` and the guide's table of sources read it.
enum SourceKinds {
  static let all: [SourceKind] = [.prometheus, .clickHouse, .postgres, .sqlite]

  /// The kind `request` names; `nil` for a file, standard input or the sample.
  static func kind(for request: SourceRequest) -> SourceKind? {
    all.first { $0.recognises(request) }
  }

  /// The guide's table of sources (docs/guide.md, "Sources"): files, then a row per kind.
  static var guideTable: String {
    let capabilities: [SourceKind.Capabilities] = [
      .live, .derivedInSQL, .keptSummaries, .sessions,
    ]
    func mark(_ kind: SourceKind, _ capability: SourceKind.Capabilities) -> String {
      kind.capabilities.contains(capability) ? "yes" : "no"
    }
    let rows =
      [
        "| Source | Named by | Its options | Live | Derived lines in SQL | Kept summaries "
          + "| Sessions | `source.kind` |",
        "|---|---|---|---|---|---|---|---|",
        "| CSV, TSV, JSON | a file, `-` (standard input) | `--follow`, `--every` | streams | no "
          + "| no (the column cache) | files | `file`, `stdin` |",
      ]
      + all.map { kind in
        let options = kind.options.map { "`\($0)`" }.joined(separator: ", ")
        let marks = capabilities.map { mark(kind, $0) }.joined(separator: " | ")
        return "| \(kind.name) | \(kind.recognition) | \(options) | \(marks) "
          + "| `\(kind.summaryKind)` |"
      }
    return rows.joined(separator: "\n") + "\n"
  }
}
