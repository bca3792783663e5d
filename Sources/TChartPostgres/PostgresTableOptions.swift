import TChartCSV
import TChartData
import TChartSources

/// What the command line says of a PostgreSQL table: the table, its x, lines, series, row
/// filter (already SQL) and how numeric x is read.
public struct PostgresTableOptions: Sendable, Equatable {
  /// `--table`: `NAME` or `SCHEMA.NAME`.
  public var table: String
  /// `--x`; default: the first timestamp or date column, else the first column.
  public var xColumn: String?
  /// `--y`: the lines (columns or derived lines); default: every numeric column.
  public var yColumns: [String]
  /// `--series`: a long table's series column.
  public var seriesColumn: String?
  /// `--where`, already SQL in PostgreSQL's quoting.
  public var filter: String?
  /// `--x-type`: how numeric x is read.
  public var xType: XType

  /// The options of a table; each as its flag says.
  public init(
    table: String, xColumn: String? = nil, yColumns: [String] = [], seriesColumn: String? = nil,
    filter: String? = nil, xType: XType = .auto
  ) {
    self.table = table
    self.xColumn = xColumn
    self.yColumns = yColumns
    self.seriesColumn = seriesColumn
    self.filter = filter
    self.xType = xType
  }

  /// The table's schema and name: `SCHEMA.NAME` splits at its last dot.
  var qualifiedName: (schema: String?, name: String) {
    guard let dot = table.lastIndex(of: "."), dot != table.startIndex,
      table.index(after: dot) != table.endIndex
    else { return (nil, table) }
    return (String(table[..<dot]), String(table[table.index(after: dot)...]))
  }
}

/// A described table: its x column and how it becomes tchart's x, its lines.
struct PostgresSchema: Sendable, Equatable {
  /// How the x column's values become tchart's x (Unix seconds or a number).
  enum XForm: Sendable, Equatable {
    /// `timestamp` (read as UTC) or `timestamptz`: seconds with their fraction.
    case timestamp(zoned: Bool)
    /// `date`: midnight UTC.
    case date
    /// An integer column of Unix milliseconds: x = value / 1000.
    case milliseconds
    /// An integer column of Unix seconds, or plain integers.
    case integer
    /// `real`, `double precision` or `numeric`.
    case float
  }

  /// `"schema"."name"`.
  var table: String
  var xColumn: String
  var xForm: XForm
  var xKind: XKind
  /// Wide: the line columns. Long: the one value column.
  var valueColumns: [String]
  var seriesColumn: String?
  var filter: String?
  /// The value columns (by position) that are derived lines: `valueColumns` holds their names.
  var derived: [Int: TableDerivedLine] = [:]
  /// A view (or another relation without `ctid` and `xmin`), not a table.
  var isView = false

  /// Whether stored x are whole numbers (a row's order is its stored x).
  var integerX: Bool {
    switch xForm {
    case .date, .milliseconds, .integer: true
    case .timestamp, .float: false
    }
  }
}

/// PostgreSQL's type names (`format_type`) as tchart reads them.
enum PostgresTypes {
  static func isInteger(_ type: String) -> Bool {
    ["smallint", "integer", "bigint"].contains(type)
  }

  static func isNumeric(_ type: String) -> Bool {
    isInteger(type) || type == "real" || type == "double precision" || type.hasPrefix("numeric")
  }

  static func isTime(_ type: String) -> Bool {
    type.hasPrefix("timestamp") || type == "date"
  }
}
