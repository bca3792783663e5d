/// One row of a table source: its x, the values of every line of the source (`.nan` for a line
/// not asked for or a NULL), and its place in the table (`order`: the row id, which breaks ties
/// between equal x the way a file's row order does).
public struct SourceRow: Sendable, Equatable {
  /// The row's position in the table (SQLite's `rowid`; an x-ordered counter elsewhere).
  public var order: Int64
  /// The x value (Unix seconds for time, or a plain number).
  public var x: Double
  /// One value per line of the source, in ``SourceDescription/lineNames`` order.
  public var values: [Double]

  public init(order: Int64, x: Double, values: [Double]) {
    self.order = order
    self.x = x
    self.values = values
  }

  /// Rows in table order: by x, then by row id.
  @inline(__always)
  public static func precedes(_ lhs: SourceRow, _ rhs: SourceRow) -> Bool {
    lhs.x < rhs.x || (lhs.x == rhs.x && lhs.order < rhs.order)
  }
}
