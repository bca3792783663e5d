import TChartCSV
import TChartData

/// A file the explorer can read again with other columns (the columns sheet, `C`): its path,
/// what the loader made of its columns, the choice it was read with and the one wanted. While
/// ``wanted`` differs from ``loaded`` the file is read again in the background
/// (``ExplorerEffect/reread(_:)``), the chart on screen kept until the new one arrives.
public struct FileReading: Sendable, Equatable {
  /// The file as the command line named it.
  public var path: String
  /// What the loader made of each chart set's columns.
  public var columns: [[ColumnReport]]
  /// The choice the chart sets on screen were read with.
  public var loaded: ColumnChoice
  /// The choice wanted: the sheet's `Enter` and undo set it.
  public var wanted: ColumnChoice
  /// The choice the command line gave (a session saves a choice only when it differs).
  public var initial: ColumnChoice
  /// How far the read in flight has come (`nil`: none in flight).
  public var progress: LoadProgress?

  public init(path: String, columns: [[ColumnReport]], choice: ColumnChoice) {
    self.path = path
    self.columns = columns
    loaded = choice
    wanted = choice
    initial = choice
  }

  /// Takes the loader's report of the columns read. A long table the loader found by itself
  /// (x repeating beside a text column) was read with the series key it chose: the choices
  /// that named none take it, so that the sheet starts from what is drawn.
  public mutating func adopt(_ columns: [[ColumnReport]]) {
    self.columns = columns
    let found = columns.first?.filter { $0.role == .seriesKey }.map(\.name) ?? []
    guard loaded.series.isEmpty, !found.isEmpty else { return }
    if wanted == loaded { wanted.series = found }
    if initial == loaded { initial.series = found }
    loaded.series = found
  }

  /// Whether a read with other columns is in flight.
  public var isRereading: Bool { progress != nil }

  /// What the title says while a read is in flight: `reading again 42% · 610 MB/s`.
  var titleText: String? {
    guard let progress else { return nil }
    guard progress.bytesParsed > 0 else { return "reading again…" }
    return "reading again " + progress.summary.dropFirst("loading ".count)
  }
}
