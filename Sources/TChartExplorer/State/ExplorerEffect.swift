import TChartCSV
import TChartData
import TChartSources

/// Work the reducer asks for but does not do: the reducer stays pure and returns the effects an
/// action asks for, in order; ``Explorer`` performs each off the UI thread and sends its answer
/// back as an action (``DayAction/loaded(_:)``, ``DayAction/missing(_:)``,
/// ``DayAction/failed(_:)``).
public enum ExplorerEffect: Sendable, Equatable {
  /// Reads the day file of the UTC day of `x` (Unix seconds) from `days`.
  case loadDay(DayFiles, x: Double)
  /// Writes an export (the view as SVG, `e`; the window as CSV, `E`) to
  /// `tchart-YYYYMMDD-HHMMSS.svg` (`.csv`) in the working directory; answered by
  /// ``ExplorerAction/exportFinished(_:)``.
  case export(ExportFile)
  /// Puts `text` on the system clipboard: the store hands it to the terminal layer
  /// (``TChartProgram/TerminalRequest/copy(_:)``, OSC 52), which alone writes to the terminal.
  case copy(String)
  /// Reads the rows of a file around a sample again (`r`, ``SourceRowsReader``); answered by
  /// ``ExplorerAction/sourceRows(_:query:)``.
  case sourceRows(SourceRowsQuery)
  /// Asks the table source for the M4 rows of `requests` (on a background thread); answered
  /// by ``SourceQueryRunner/Outcome/answered(_:generation:)`` or
  /// ``SourceQueryRunner/Outcome/failed(_:generation:)``.
  /// A newer generation cancels an older one still running.
  case query([SeriesWindowRequest], generation: Int)
  /// Asks the table source for the row nearest to `x` (the pointer's x in the graph), with the
  /// values of `lines`; answered by ``SourceQueryRunner/Outcome/nearest(_:x:)``.
  case nearest(x: Double, lines: [Int])
  /// Asks the table source for the counts and sums of the window `lower…upper` (the statistics
  /// panel's mean and counts); answered by ``SourceQueryRunner/Outcome/totals(_:)``.
  case totals(lower: Double, upper: Double)
  /// Asks the table source for the histogram survey of `lines` over the window `lower…upper`
  /// (the histogram view); answered by ``SourceQueryRunner/Outcome/histogram(_:)``.
  case histogram(lower: Double, upper: Double, lines: [Int])
  /// Asks the table source for the XY counts of `ask` (the XY view); answered by
  /// ``SourceQueryRunner/Outcome/xy(_:)``.
  case xy(SourceXYAsk)
  /// Asks the table source for the XY indicator's trail of `ask`; answered by
  /// ``SourceQueryRunner/Outcome/xyTrail(_:)``.
  case xyTrail(SourceXYTrail.Ask)
  /// Opens the table again with `columns` as `--y` (a derived line added or removed), reading
  /// the rows around the x values of `around` (the window's ends); answered by
  /// ``SourceQueryRunner/Outcome/reopened(_:)`` or
  /// ``SourceQueryRunner/Outcome/reopenFailed(_:columns:)``.
  case reopenTable(columns: [String], around: [Double])
  /// Reads the file again with `choice` in the background (the columns sheet's `Enter`, its
  /// undo), its progress and its chart sets arriving as a stream's events
  /// (``StreamEvent/progress(_:)``, ``StreamEvent/loaded(_:)``, ``StreamEvent/loadFailed(_:)``).
  case reread(ColumnChoice)
  /// Stops the read of ``reread(_:)`` in flight (`Esc`, or the choice on screen wanted again).
  case cancelReread
}
