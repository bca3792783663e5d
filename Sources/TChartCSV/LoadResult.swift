import TChartData

/// What a load gives: the chart sets and the notes to show the user on standard error (rows
/// sorted, text columns skipped, the x column chosen). The model never prints.
public struct LoadResult: Sendable, Equatable {
  public var chartSets: [ChartSet]
  public var notes: [LoadNote]
  /// The report of every source column, one list per chart set (same order as
  /// ``chartSets``); empty when the source does not say (a folder of charts).
  public var columns: [[ColumnReport]]

  public init(chartSets: [ChartSet], notes: [LoadNote] = [], columns: [[ColumnReport]] = []) {
    self.chartSets = chartSets
    self.notes = notes
    self.columns = columns
  }
}

/// One remark about how a file was read, e.g. `rows sorted by date`.
public struct LoadNote: Sendable, Equatable, CustomStringConvertible {
  /// The file as the user named it.
  public var file: String
  /// What was done, in a few words.
  public var message: String

  public init(file: String, message: String) {
    self.file = file
    self.message = message
  }

  /// `tchart: FILE: MESSAGE`, one line.
  public var description: String {
    LoadError(file: file, location: "", message: message).description
  }
}
