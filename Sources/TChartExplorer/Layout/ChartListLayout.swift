import TChartCells

/// The rectangles of the `list` layout: every chart set stacked vertically as a panel of a
/// title row, a compact graph and a legend row; the selected panel also has a mini-map and a
/// slider row under its graph. The last screen row is the status line.
///
/// Pure: a function of the screen size, the number of chart sets, the selected one and the
/// first visible one (kept by the caller and passed through ``firstVisible(size:count:selected:
/// proposed:)``, which scrolls so the selected panel is always fully visible). Only whole panels
/// are shown; the visible panels share the rows left over evenly among their graphs (the first
/// graphs one row taller when it does not divide), so the list always fills the screen when
/// panels follow. Drawing and hit-testing (``chartSet(at:)``) use the same rectangles.
public struct ChartListLayout: Sendable, Equatable {
  /// One chart set's panel.
  public struct Panel: Sendable, Equatable {
    /// The chart set's index.
    public var index: Int
    /// The whole panel.
    public var frame: Rect
    public var title: Rect
    public var graph: Rect
    /// The mini-map under the graph: the selected panel only (``Rect/zero`` otherwise).
    public var miniMap: Rect
    /// The slider row under the mini-map: the selected panel only (``Rect/zero`` otherwise).
    public var slider: Rect
    public var legend: Rect
  }

  /// The fewest rows of a compact graph.
  public static let minimumGraphRows = 6
  /// The selected panel's mini-map rows.
  public static let miniMapRows = 2
  /// The selected panel's slider rows.
  public static let sliderRows = 1
  /// Below this the screen shows the explorer's "too small" message: the selected panel at its
  /// smallest and the status line.
  public static let minimumSize = Size(width: 30, height: minimumPanelRows(selected: true) + 1)

  public var size: Size
  /// True when the screen is smaller than ``minimumSize``: no panels, an empty status line.
  public var isTooSmall: Bool
  /// The first panel shown (after scrolling; see ``firstVisible(size:count:selected:proposed:)``).
  public var firstVisible: Int
  /// The panels shown, top to bottom: whole panels from ``firstVisible`` on.
  public var panels: [Panel]
  /// The last row.
  public var status: Rect

  /// The layout of `count` chart sets with `selected` (clamped) on a screen of `size`, scrolled
  /// from `firstVisible` just enough to show the selected panel whole.
  public init(size: Size, count: Int, selected: Int, firstVisible proposed: Int) {
    self.size = size
    isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    panels = []
    guard !isTooSmall, count > 0 else {
      firstVisible = 0
      status = isTooSmall ? .zero : Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
      return
    }
    status = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    let selected = min(max(selected, 0), count - 1)
    let available = size.height - 1
    firstVisible = Self.firstVisible(
      size: size, count: count, selected: selected, proposed: proposed)
    var shown: [Int] = []
    var used = 0
    for index in firstVisible..<count {
      let rows = Self.minimumPanelRows(selected: index == selected)
      guard used + rows <= available else { break }
      shown.append(index)
      used += rows
    }
    let extra = EvenSplit.lengths(available - used, parts: shown.count)
    var y = 0
    for (position, index) in shown.enumerated() {
      let panel = Self.panel(
        index: index, selected: index == selected, y: y, width: size.width,
        graphRows: Self.minimumGraphRows + extra[position])
      panels.append(panel)
      y = panel.frame.maxY
    }
  }

  /// The first visible panel for `count` chart sets on a screen of `size`: `proposed`, moved
  /// just enough that the `selected` panel is shown whole, and moved back while the panels
  /// from the one before it to the last all fit (no blank rows when panels could fill them).
  public static func firstVisible(size: Size, count: Int, selected: Int, proposed: Int) -> Int {
    guard count > 0 else { return 0 }
    let selected = min(max(selected, 0), count - 1)
    let available = size.height - 1
    func rows(_ range: Range<Int>) -> Int {
      range.reduce(0) { $0 + minimumPanelRows(selected: $1 == selected) }
    }
    var first = min(max(proposed, 0), selected)
    while first < selected && rows(first..<selected + 1) > available { first += 1 }
    while first > 0 && rows(first - 1..<count) <= available { first -= 1 }
    return first
  }

  /// The index of the chart set whose panel holds `point`, if any.
  public func chartSet(at point: Point) -> Int? {
    panels.first { $0.frame.contains(point) }?.index
  }

  /// The rows of a panel with the smallest graph.
  public static func minimumPanelRows(selected: Bool) -> Int {
    2 + minimumGraphRows + (selected ? miniMapRows + sliderRows : 0)
  }

  private static func panel(index: Int, selected: Bool, y: Int, width: Int, graphRows: Int)
    -> Panel
  {
    func row(_ top: Int, _ height: Int) -> Rect {
      Rect(x: 0, y: top, width: width, height: height)
    }
    let graph = row(y + 1, graphRows)
    let miniMap = selected ? row(graph.maxY, miniMapRows) : .zero
    let slider = selected ? row(miniMap.maxY, sliderRows) : .zero
    let legend = row(selected ? slider.maxY : graph.maxY, 1)
    return Panel(
      index: index, frame: row(y, legend.maxY - y), title: row(y, 1), graph: graph,
      miniMap: miniMap, slider: slider, legend: legend)
  }
}
