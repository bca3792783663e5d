import TChartData

/// A derived line of a table source (`--y 'rate(bytes),avg(cpu,1h)'` on SQLite or ClickHouse):
/// the ``DerivedLineSpec`` the in-memory lines use, as the table source asks SQL for it, so
/// the same expression draws the same values from a file and from a table.
public struct TableDerivedLine: Sendable, Equatable {
  /// The line: its transform, its input columns and its name.
  public var spec: DerivedLineSpec

  public init(_ spec: DerivedLineSpec) { self.spec = spec }

  /// What is computed.
  public var transform: LineTransform { spec.transform }
  /// The columns read: one, or two for ``LineTransform/ratio`` and
  /// ``LineTransform/difference``.
  public var inputs: [String] { spec.inputs }
  /// The line's name (`rate(bytes)`, `avg(cpu,1h)`).
  public var name: String { spec.name }

  /// The transform's name, for messages (`rate`, `avg over a duration`).
  public var transformName: String {
    if case .movingAverage(.span) = transform { return "avg over a duration" }
    return transform.keyword
  }
}
