import TChartCells
import TChartData

/// The `split` layout as a frame draws it and the mouse hits it: the panels' rows
/// (``SplitLayout``), each panel's line, graph rectangles and Y ticks. Every panel has the same
/// Y axis column, as wide as the widest panel's labels, and the graph columns of the `one`
/// layout's graph, so one x maps to one column in every panel; the X axis is drawn once, under
/// the last panel. Built only inside ``ExplorerGeometry``.
public struct SplitGeometry: Sendable, Equatable {
  /// One panel: its line, its title row, its graph's rectangles and ticks.
  public struct Panel: Sendable, Equatable {
    /// The 0-based line the panel shows.
    public var line: Int
    public var title: Rect
    /// The panel's Y axis, graph and (the last panel only) X axis.
    public var graph: ExplorerLayout
    /// The panel's target Y ticks for its graph's rows (its line alone).
    public var ticks: NiceTicks
    /// The scroll marks at the end of its title (`▲ 2 more`, `▼ 3 more`): a click scrolls.
    public var scrollMarks: [ScrollMark]
  }

  /// A scroll mark in a panel's title: its text, its cells, and the panels a click scrolls by.
  public struct ScrollMark: Sendable, Equatable {
    public var text: String
    public var rect: Rect
    public var step: Int
  }

  /// The panels' rows and scrolling.
  public var rows: SplitLayout
  /// The panels shown, top to bottom.
  public var panels: [Panel]
  /// The Y axis column every panel shares.
  public var yAxisWidth: Int

  /// The split of `state`'s visible lines in `area` (the `one` layout's graph rows across the
  /// screen) on a screen of `size`, its X axis in row `xAxisRow`.
  init(state: ExplorerState, area: Rect, size: Size, xAxisRow: Int) {
    let lines = state.shown.visibleLines
    rows = SplitLayout(
      area: area, count: lines.count, firstVisible: state.layouts.splitFirstVisible)
    let shown = rows.panels.map { (panel: $0, line: lines[$0.position]) }
    let ticks = shown.map {
      let rows = Swift.max(1, $0.panel.graph.height)
      return ChartPanel(splitOf: state, line: $0.line).yTicks(
        rows: rows, twoLabels: rows >= SplitLayout.twoLabelRows)
    }
    let axes = state.yAxesModel
    let logarithmic = axes.isLogarithmic
    yAxisWidth =
      ticks.map {
        ExplorerLayout.labelColumnWidth(
          size: size, ticks: $0.values, unit: axes.yUnit, logarithmic: logarithmic)
      }.max() ?? ExplorerLayout.minimumYAxisWidth
    let rows = rows
    let width = yAxisWidth
    panels = zip(shown, ticks).enumerated().map { offset, item in
      let (entry, ticks) = item
      let last = offset == shown.count - 1
      // The graph's rows and, for the last panel, the X axis row under them.
      var area = entry.panel.graph
      area.height += 1
      var graph = ExplorerLayout(graphIn: area, yAxisWidth: width)
      if last {
        graph.xAxis.y = xAxisRow
      } else {
        graph.xAxis = .zero
      }
      return Panel(
        line: entry.line, title: entry.panel.title, graph: graph, ticks: ticks,
        scrollMarks: Self.place(rows.scrollMarks(panel: offset), in: entry.panel.title))
    }
  }

  /// `marks` at the right end of `title`, a space apart, when they leave 12 columns for the
  /// line's name and value (none otherwise).
  static func place(_ marks: [(text: String, step: Int)], in title: Rect) -> [ScrollMark] {
    let widths = marks.map { DisplayWidth.of($0.text) }
    let total = widths.reduce(0, +) + Swift.max(0, marks.count - 1)
    guard !marks.isEmpty, total + 12 <= title.width else { return [] }
    var x = title.maxX - total
    return zip(marks, widths).map { mark, width in
      defer { x += width + 1 }
      return ScrollMark(
        text: mark.text, rect: Rect(x: x, y: title.y, width: width, height: 1), step: mark.step)
    }
  }

  /// The scroll mark at `point`, if any.
  func scrollMark(at point: Point) -> ScrollMark? {
    panels.lazy.flatMap(\.scrollMarks).first { $0.rect.contains(point) }
  }
}
