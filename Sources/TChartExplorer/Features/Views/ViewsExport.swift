import TChartCells
import TChartData
import TChartRender

/// What the view's exports read (the summary's `view` object, the SVG picture): the view's
/// own model and the few things around it, taken from the state once by
/// ``ExplorerState/viewsExport`` so that neither export reads the state.
struct ViewsExport {
  /// What the graph area draws.
  enum Drawn {
    /// Lines or points: nothing of the view's own.
    case plain(GraphView)
    /// The window's histogram.
    case histogram(WindowHistogram)
    /// The XY plot; `nil` when one of its lines is missing.
    case xy(XYPlot?)
  }

  var drawn: Drawn
  /// The graph area the XY plot is laid out in.
  var viewArea: Rect
  /// The chart set's lines, in their shown colours.
  var shownLines: [Series]
  /// The graph's title and the window's dates.
  var title: String
  var subtitle: String
  var theme: Theme
}
