import TChartCSV
import TChartData

/// Where the rows behind the samples of an opened CSV/TSV file can be read again (`r`): the
/// file, the flags it was read with, and each chart set's x column as the load read it. The
/// chart sets keep numbers only; ``SourceRowsReader`` finds the texts again on the effect
/// runner's thread (``ExplorerEffect/sourceRows(_:)``).
public struct RowSource: Sendable, Equatable {
  /// The file.
  public var path: String
  /// The flags it was read with.
  public var options: LoadOptions
  /// Each chart set's x column as the load reported it (`nil`: not known, as for JSON).
  public var xColumns: [ColumnReport?] = []
  /// How many reads were asked: the next one's number (``SourceRowsQuery/generation``).
  var reads = 0

  /// The source of `path` read with `options`; `columns` are the load's reports
  /// (``LoadResult/columns``), known now or when a file loading in the background arrives.
  public init(path: String, options: LoadOptions, columns: [[ColumnReport]] = []) {
    self.path = path
    self.options = options
    self.columns = columns
  }

  /// The load's column reports, of which the x columns are kept.
  public var columns: [[ColumnReport]] {
    get { xColumns.map { $0.map { [$0] } ?? [] } }
    set { xColumns = newValue.map { $0.first { $0.role == .x } } }
  }

  /// The next query for the rows of chart set `chart` around `x`, `context` rows each side;
  /// `nil` when its x column is not known.
  mutating func query(chart: Int, x: Double, context: Int) -> SourceRowsQuery? {
    guard xColumns.indices.contains(chart), let column = xColumns[chart] else { return nil }
    reads += 1
    var query = SourceRowsQuery(
      path: path, options: options, xField: column.index, xName: column.name,
      xReading: column.reading, x: x, context: context)
    query.generation = reads
    return query
  }
}
