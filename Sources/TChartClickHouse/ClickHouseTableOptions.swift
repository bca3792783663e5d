import TChartCSV
import TChartData
import TChartSources

/// What the command line says about a ClickHouse table: `--x`, `--y c1,c2` (wide) or
/// `--series COLUMN --y VALUE` (long), `--where EXPR` and `--x-type`.
public struct ClickHouseTableOptions: Sendable, Equatable {
  /// The x column; default: the first `DateTime` or `Date` column, else the first column.
  public var xColumn: String?
  /// The value columns (wide) or the one value column (long); default: every numeric column
  /// but x (wide) or the only one (long).
  public var yColumns: [String]
  /// Long layout: one line per distinct value of this column.
  public var seriesColumn: String?
  /// A filter pasted into every query's `WHERE` (in parentheses), as the user wrote it.
  public var filter: String?
  /// How integer x is read (auto: 13-digit values are milliseconds, like the CSV loader).
  public var xType: XType

  public init(
    xColumn: String? = nil, yColumns: [String] = [], seriesColumn: String? = nil,
    filter: String? = nil, xType: XType = .auto
  ) {
    self.xColumn = xColumn
    self.yColumns = yColumns
    self.seriesColumn = seriesColumn
    self.filter = filter
    self.xType = xType
  }
}

/// A table's columns as tchart reads them, resolved once by ``ClickHouseBackend/describe()``.
struct ClickHouseSchema: Sendable, Equatable {
  /// How the x column's values become tchart's x (a double: Unix seconds or a number).
  enum XForm: Sendable, Equatable {
    /// `DateTime`: whole seconds.
    case dateTime
    /// `Date`: days, shown as midnight UTC.
    case date
    /// An integer column of Unix milliseconds: x = value / 1000.
    case milliseconds
    /// An integer column of Unix seconds, or plain integers.
    case integer
    /// A floating-point column.
    case float
  }

  /// The table's database and name.
  var database: String
  var table: String
  /// The x column and its form.
  var xColumn: String
  var xForm: XForm
  var xKind: XKind
  /// Wide: the line columns. Long: the one value column.
  var valueColumns: [String]
  /// Long layout's series column.
  var seriesColumn: String?
  /// `--where`.
  var filter: String?
  /// The value columns (by position) that are derived lines: `valueColumns` holds their names.
  var derived: [Int: TableDerivedLine] = [:]

  /// Whether x is stored as integers (`xn` is then an `Int64`; else a `Float64`).
  var integerX: Bool { xForm != .float }
}

/// The column types tchart draws as numbers.
enum ClickHouseTypes {
  /// `type` without `Nullable(…)` and `LowCardinality(…)`.
  static func base(_ type: String) -> String {
    var type = Substring(type)
    for wrapper in ["Nullable(", "LowCardinality("] where type.hasPrefix(wrapper) {
      type = type.dropFirst(wrapper.count).dropLast()
    }
    return String(type)
  }

  static func isInteger(_ type: String) -> Bool {
    let base = base(type)
    return base.hasPrefix("Int") || base.hasPrefix("UInt")
  }

  static func isNumeric(_ type: String) -> Bool {
    let base = base(type)
    return isInteger(type) || base.hasPrefix("Float") || base.hasPrefix("Decimal")
  }

  static func isTime(_ type: String) -> Bool {
    let base = base(type)
    return base.hasPrefix("DateTime") || base == "Date"
  }
}
