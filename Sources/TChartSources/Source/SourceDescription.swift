import TChartData

/// What a table source is, asked once when it opens: its lines, its x column's kind and the
/// whole span (first and last row), and how many rows it holds.
public struct SourceDescription: Sendable, Equatable {
  /// The chart set's title (the table's name).
  public var name: String
  /// The lines' names (the `--y` columns, or the distinct `--series` values), in order.
  public var lineNames: [String]
  /// How x values are read.
  public var xKind: XKind
  /// The number of rows with an x (after `--where`).
  public var rowCount: Int
  /// The first and the last row (by x, then row id); `nil` when the table is empty.
  public var first: SourceRow?
  public var last: SourceRow?
  /// Whether the answers' rows stand for the dot columns of their own request rather than
  /// being rows of a table (Prometheus: each column's extremes at made-up x inside it); such
  /// answers are merged by ``SourceRowSet/perRequest(_:extra:)``.
  public var rowsPerRequest: Bool
  /// Per line, more about it than its name (Prometheus: the full label set,
  /// `up{instance="a:9100", job="node"}`), shown in the tooltip and the line picker; empty
  /// when the source has nothing to add (or one entry per line of ``lineNames``).
  public var lineDetails: [String]

  public init(
    name: String, lineNames: [String], xKind: XKind, rowCount: Int, first: SourceRow?,
    last: SourceRow?, rowsPerRequest: Bool = false, lineDetails: [String] = []
  ) {
    self.name = name
    self.lineNames = lineNames
    self.xKind = xKind
    self.rowCount = rowCount
    self.first = first
    self.last = last
    self.rowsPerRequest = rowsPerRequest
    self.lineDetails = lineDetails
  }

  /// Line `line`'s detail, or `nil` when the source gives none (or the lines changed since).
  public func lineDetail(_ line: Int) -> String? {
    guard lineDetails.count == lineNames.count, lineDetails.indices.contains(line),
      !lineDetails[line].isEmpty
    else { return nil }
    return lineDetails[line]
  }
}
