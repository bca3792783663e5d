import TChartData

/// What `r` asks of a CSV/TSV file: the rows whose x is nearest to ``x``, with up to
/// ``context`` rows on each side, as the file writes them (``SourceRows``). The x cells are
/// read as the load read them (``xReading``, from the x column's ``ColumnReport``), so sorted,
/// filtered (`--where`) or skipped rows do not break the mapping from a sample to its rows.
public struct SourceRowsQuery: Sendable, Equatable {
  /// The file, as the load opened it.
  public var path: String
  /// The flags it was read with (`--date-format`, `--input-tz`, `--where`, `--x`).
  public var options: LoadOptions
  /// The x column's position in the header.
  public var xField: Int
  /// Its name in the header (a file whose header differs, or a table read without one, has
  /// no rows to find again).
  public var xName: String
  /// How the load read the x cells.
  public var xReading: ColumnReport.Reading
  /// The x of the sample at the indicator.
  public var x: Double
  /// How many rows to keep before and after the nearest ones.
  public var context: Int
  /// The read's number: starting a newer one stops this one if it still scans
  /// (``SourceRowsReader/supersede(with:)``); 0 is never stopped.
  public var generation = 0

  public init(
    path: String, options: LoadOptions, xField: Int, xName: String,
    xReading: ColumnReport.Reading, x: Double, context: Int
  ) {
    self.path = path
    self.options = options
    self.xField = xField
    self.xName = xName
    self.xReading = xReading
    self.x = x
    self.context = context
  }
}

/// The rows of a file around a sample (``SourceRowsQuery``): the header's names and the rows'
/// cells as the file writes them, each with its line; ``matched`` are those at the x nearest
/// to the sample's (several in a long table: one per series).
public struct SourceRows: Sendable, Equatable {
  /// One row of the file.
  public struct Row: Sendable, Equatable {
    /// Its 1-based line in the file.
    public var line: Int
    /// Its cells, unquoted, as written.
    public var cells: [String]

    public init(line: Int, cells: [String]) {
      self.line = line
      self.cells = cells
    }
  }

  /// The header's names.
  public var header: [String]
  /// The rows around the nearest ones, in the file's order.
  public var rows: [Row]
  /// The indices in ``rows`` of the rows at the nearest x (empty when no row's x reads).
  public var matched: Range<Int>

  public init(header: [String], rows: [Row], matched: Range<Int>) {
    self.header = header
    self.rows = rows
    self.matched = matched
  }
}
