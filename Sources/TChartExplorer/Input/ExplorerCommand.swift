import TChartSlider

/// A domain intent a key stands for. Keys map to commands through ``KeyBindings``; the reducer
/// applies them.
public enum ExplorerCommand: Sendable, Equatable {
  /// The window's and the indicator's commands (``WindowFeature``): the arrows, `+`/`-`,
  /// `H`/`L`, `0`, `f`.
  case window(WindowFeature.Action)
  /// The lines' commands (``LinesFeature``): `1`…`9` hide or show a line, `⇧1`…`⇧9` show only
  /// that line.
  case lines(LinesFeature.Action)
  /// The next (`1`) or previous (`-1`) chart set.
  case switchChart(by: Int)
  /// The events' commands (``EventsFeature``): the indicator on the next or previous event of
  /// `--events` (`]`, `[`).
  case events(EventsFeature.Action)
  /// Moves keyboard focus between the graph and the slider.
  case toggleFocus
  /// A slider key (see ``SliderKeys``), applied to the window (a step is one sample).
  case slider(SliderAction)
  /// Terminal → night → day themes.
  case nextTheme
  /// `z`: times in UTC or in the zone chosen with `--tz`.
  case toggleZone
  /// Shows or hides the help overlay.
  case toggleHelp
  /// Opens the message log (the loader's notes, skipped rows, failed runs).
  case openMessages
  /// Opens the line picker.
  /// `c`: the colour inspector for the line under focus.
  case openColorInspector
  case openLinePicker
  /// `C`: the columns sheet of the file (how each column was read, what it became).
  case openColumns
  /// `Esc` while the file is read again: the read stops, the chart on screen stays.
  case cancelReread
  /// Quits with exit code 0.
  case quit
  /// The day chart's and the pie's commands (``DayFeature``): `Enter` toggles the pie of a
  /// percentage chart or asks for the day under the indicator; `Backspace` closes the pie,
  /// else goes from a day chart back to the overview.
  case day(DayFeature.Action)
  /// Goes back one step of what is seen (`u`).
  case undo
  /// Goes forward again over an undone step (`Ctrl-R`).
  case redo
  /// Opens the go-to prompt (`g`).
  case openGoTo
  /// The Y axes' commands (``YAxesFeature``): `y` the next Y-scale mode (window → span →
  /// zero → log → index → shape).
  case yAxes(YAxesFeature.Action)
  /// The period shift's commands (``ShiftFeature``): `w` the next period to compare with,
  /// off → 1d → 1w → 28d … → off, as fits the span.
  case shift(ShiftFeature.Action)
  /// Shows or hides the statistics of the window.
  case toggleStatistics
  /// The A/B cursors' commands (``ABFeature``): `a` marks A at the indicator (B follows it),
  /// then fixes B there, then clears both; `Esc` while A is set clears.
  case ab(ABFeature.Action)
  /// Writes the view as an SVG file (`e`) or the window as CSV (`E`) in the working directory.
  case export(ExportFile.Kind)
  /// Copies the indicator's date and values to the clipboard (`Y`; ``ExplorerEffect/copy(_:)``).
  case copyIndicator
  /// Opens the rows behind the indicator (`r`).
  case openRows
  /// The layouts' commands (``LayoutsFeature``): `v` the next layout; the list's and cards'
  /// selection and `Enter`; the split's scrolling.
  case layouts(LayoutsFeature.Action)
  /// The views' commands (``ViewsFeature``): `d` the histogram, `x` XY, `p` points; the
  /// histogram's bin.
  case views(ViewsFeature.Action)
}
