/// A derived line of a table source (`--y 'rate(bytes),avg(cpu,1h)'` on SQLite or ClickHouse):
/// the transform, the columns it reads and its name, as the table source asks SQL for it. A
/// plain column name is no derived line (``parse(_:)`` returns `nil`).
public struct TableDerivedLine: Sendable, Equatable {
  /// What is computed from the input columns, row by row in x order.
  public enum Transform: Sendable, Equatable {
    /// Per second of x; a drop is a counter reset: the rate is then the new value over the
    /// interval.
    case rate
    /// The change per unit of x.
    case deriv
    /// The change from the previous row.
    case diff
    /// The running total.
    case cumsum
    /// The mean of the last N rows (this one included).
    case averageOfRows(Int)
    /// The mean of the rows whose x lies within the trailing duration (x units).
    case averageOver(Double)
    /// The natural logarithm (a gap for values ≤ 0).
    case log
    /// The first column over the second.
    case ratio
    /// The first column minus the second.
    case difference
  }

  public var transform: Transform
  /// The columns read: one, or two for ``Transform/ratio`` and ``Transform/difference``.
  public var inputs: [String]
  /// The line's name, as written (`rate(bytes)`).
  public var name: String

  public init(transform: Transform, inputs: [String], name: String) {
    self.transform = transform
    self.inputs = inputs
    self.name = name
  }

  /// The transform's short name, for messages (`rate`, `avg`, `a - b`).
  public var transformName: String {
    switch transform {
    case .rate: "rate"
    case .deriv: "deriv"
    case .diff: "diff"
    case .cumsum: "cumsum"
    case .averageOfRows, .averageOver: "avg"
    case .log: "log"
    case .ratio: "ratio"
    case .difference: "a - b"
    }
  }

  /// The forms known, for messages.
  public static let forms =
    "rate(C), deriv(C), diff(C), cumsum(C), avg(C,N), avg(C,5m), log(C), ratio(A,B), A - B"
}
