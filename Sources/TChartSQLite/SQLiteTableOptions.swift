import TChartCSV
import TChartData
import TChartTime

/// What `tchart FILE.sqlite --table T --x COL --y COL[,COL…]` asks for: the file, the table,
/// the x column, the value columns (wide layout) or the series and value columns (long layout,
/// `--series`), an optional filter (`--where`, SQL passed as is) and the time limit of a query.
public struct SQLiteTableOptions: Sendable, Equatable {
  /// The database file as the user named it.
  public var path: String
  /// The table (or view) read.
  public var table: String
  /// The x column.
  public var x: String
  /// The value columns: one line each (wide), or the one value column (long).
  public var y: [String]
  /// Long layout: one line per distinct value of this column.
  public var series: String?
  /// `--where`: a filter added to every query.
  public var filter: String?
  /// How x is read: Unix seconds or milliseconds make a time axis, else plain numbers.
  public var xType: XType
  /// The time limit of one query, in seconds.
  public var timeout: Double
  /// `--input-tz`: the zone of x dates written as text without an offset; `nil` for UTC.
  public var inputZone: DisplayTimeZone?

  public init(
    path: String, table: String, x: String, y: [String], series: String? = nil,
    filter: String? = nil, xType: XType = .auto, timeout: Double = 10,
    inputZone: DisplayTimeZone? = nil
  ) {
    self.inputZone = inputZone
    self.path = path
    self.table = table
    self.x = x
    self.y = y
    self.series = series
    self.filter = filter
    self.xType = xType
    self.timeout = timeout
  }
}
