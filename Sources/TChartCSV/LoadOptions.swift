import TChartData
import TChartTime

/// How to read a CSV/TSV file: the command line's data flags (`--x`, `--series`, `--y`,
/// `--x-type`, `--date-format`, `--na`, `--strict`). The defaults read files as described in
/// ``ChartLoader``; contest JSON takes none of the column options.
public struct LoadOptions: Sendable, Equatable {
  /// `--x NAME`: the x column (default: the first column holding time, else a row index, else
  /// the first: ``CSVColumnRoles``).
  public var xColumn: String?
  /// `--series NAME`: read a long table, one line per distinct value of this column.
  public var seriesColumn: String?
  /// `--y NAME`: the value column (long layout), or the only line (wide layout).
  public var yColumn: String?
  /// `--x-type`: how x cells are read.
  public var xType: XType = .auto
  /// `--date-format`: the pattern x dates follow.
  public var datePattern: DatePattern?
  /// `--na LIST`: the cells read as gaps (an empty cell always is).
  public var missing = MissingTokens.standard
  /// The other columns `--y` names (the plain names beside derived lines, a derived line's
  /// inputs), which the loader is not given as ``yColumn``: JSON records keep them beyond the
  /// columns they draw by default.
  public var namedColumns: [String] = []
  /// `--where`: the rows to keep.
  public var rowFilter: RowFilter?
  /// `--strict`: refuse x that is not strictly increasing instead of sorting the rows.
  public var strict = false
  /// Whether a table whose columns are periods is read as the long table it stands for
  /// (``PeriodColumns``); `--no-pivot` reads it as it is.
  public var pivotsPeriods = true
  /// Whether ``seriesColumn`` is the loader's own guess (x repeats beside it), not `--series`.
  var seriesGuessed = false
  /// `--json-path PATH`: where in a JSON document the data is (`hourly`, `data.result`,
  /// `results[0].series`); `nil`: found by its shape.
  public var jsonPath: String?
  /// `--input-tz`: the zone of x dates written without an offset (`2024-03-31 02:30`); those
  /// with one (`Z`, `+02:00`) are read as written. UTC when `nil`.
  public var inputZone: DisplayTimeZone?
  /// The column names of a table whose first line is data (``HeaderlessTable``): the loader
  /// reads no header line.
  var givenNames: [String]?
  /// How the loader cuts the input into chunks (tests force small chunks).
  @_spi(Benchmarks) public var chunking = CSVChunking()
  /// Where a file's columns go when they are big (``ColumnSpill``: the cache folder); `nil`:
  /// in memory. How the columns are held is not part of the result (nor of the cache key).
  public var spill: ColumnSpill.Plan?

  public init(xColumn: String? = nil) {
    self.xColumn = xColumn
  }

  /// Every column the flags name: `--x`, `--series`, `--y` (``namedColumns`` too) and the
  /// columns `--where` tests.
  package var columnsNamed: Set<String> {
    var names = Set(namedColumns)
    for name in [xColumn, seriesColumn, yColumn].compactMap(\.self) { names.insert(name) }
    names.formUnion(rowFilter?.columns ?? [])
    return names
  }

  /// The flags given that name CSV columns or x forms (for the error on JSON files).
  package var csvOnlyFlags: [String] {
    var flags: [String] = []
    if xColumn != nil { flags.append("--x") }
    if seriesColumn != nil { flags.append("--series") }
    if yColumn != nil { flags.append("--y") }
    if xType != .auto { flags.append("--x-type") }
    if datePattern != nil { flags.append("--date-format") }
    if rowFilter != nil { flags.append("--where") }
    return flags
  }
}

/// `--x-type`: how the x column's cells are read.
public enum XType: String, Sendable, CaseIterable {
  /// Dates in any form ``DateText`` reads, numbers as described in ``ChartLoader``.
  case auto
  /// Dates only; digits alone are `YYYY` or `YYYYMMDD`.
  case date
  /// Plain numbers.
  case number
  /// Unix seconds.
  case unixSeconds = "unix-s"
  /// Unix milliseconds.
  case unixMilliseconds = "unix-ms"
}

/// The cell texts read as missing values (gaps): by default empty, `NA`, `N/A`, `n/a`, `NaN`,
/// `nan`, `null`, `-` and `.`. Matching is exact (after trimming spaces and quotes).
public struct MissingTokens: Sendable, Equatable {
  let tokens: [[UInt8]]
  /// The longest token's length: longer cells are never missing (checked first, for speed).
  let longest: Int

  /// The default tokens.
  public static let standard = MissingTokens(["NA", "N/A", "n/a", "NaN", "nan", "null", "-", "."])

  public init(_ tokens: [String]) {
    self.tokens = tokens.filter { !$0.isEmpty }.map { Array($0.utf8) }
    longest = self.tokens.map(\.count).max() ?? 0
  }

  /// `--na LIST`: comma-separated tokens (`NA,-,missing`); spaces around each are dropped.
  public init(list: String) {
    self.init(list.split(separator: ",").map { String($0.filter { $0 != " " }) })
  }

  /// Whether `[start, end)` is one of the tokens.
  package func contains(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Bool {
    let count = end - start
    guard count <= longest else { return false }
    for token in tokens where token.count == count {
      var index = 0
      while index < count && start[index] == token[index] { index += 1 }
      if index == count { return true }
    }
    return false
  }

  /// Whether `text` is one of the tokens.
  package func contains(_ text: String) -> Bool { tokens.contains(Array(text.utf8)) }
}
