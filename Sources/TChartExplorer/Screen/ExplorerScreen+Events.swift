import TChartCells
import TChartRender

/// The marks of `--events`: on a graph's X-axis row (every layout that draws one, the split
/// under its shared axis) and, faint, along the mini-map.
extension ExplorerScreen {
  /// Draws the events reaching into `xRange` on `area` (an X-axis row, or the mini-map when
  /// `faint`): O(events in the range), never the samples.
  static func drawEventMarks(
    _ events: ChartEvents, xRange: ClosedRange<Double>, theme: Theme, area: Rect,
    faint: Bool = false, into buffer: inout ScreenBuffer
  ) {
    guard !events.events.isEmpty, !area.isEmpty else { return }
    EventMarksRow(
      events: events.shown.events(in: xRange), xRange: xRange,
      style: faint ? theme.dimText : theme.cursor.adding(.bold), faint: faint
    ).render(into: &buffer, area: area)
  }
}
