import Synchronization
import TChartCells
import TChartData

/// Everything a frame of the explorer is laid out with, worked out in one place from the state
/// and a screen size: the `one` layout's rectangles and Y ticks, the column ↔ x mappings, the
/// mini-map's window edges, the legend's hit areas, and the split's, list's or cards' panels. Hit tests,
/// source requests, the picture export and drawing all read this value; no other code builds
/// an ``ExplorerLayout`` for a state.
///
/// The circularity (the Y ticks need the graph's height, the graph's width needs the Y labels'
/// width) is solved here once: the rows come from the screen alone (``graphArea(size:chrome:)``,
/// which the Y fit also reads), the ticks from the rows, the columns from the ticks.
public struct ExplorerGeometry: Sendable, Equatable {
  /// The mini-map's window edges, in screen columns.
  public struct Edges: Sendable, Equatable {
    public var lower: Int
    public var upper: Int
  }

  public var size: Size
  /// The `one` layout's rectangles (the legend's tokens only when computed for input). In the
  /// list and cards, a frame's is sized by the screen alone (its popups and status line).
  public var layout: ExplorerLayout
  /// The left axis' target ticks for the graph's rows (`nil` when too small, and in a split,
  /// list or cards frame, which has its panels' instead).
  public var ticks: NiceTicks?
  /// The right axis' target ticks (two-axis charts).
  public var rightTicks: NiceTicks?
  /// Columns of the graph ↔ x values of the window.
  public var graphMapping: ColumnMapping
  /// Columns of the mini-map ↔ x values of the whole span.
  public var mapMapping: ColumnMapping
  /// The window's edges on the mini-map, as drawn (``MiniMap/edgeColumns(span:window:area:)``).
  public var windowEdges: Edges
  /// The split's panels, when the `split` layout draws the chart set on screen split (their
  /// graphs share the `one` layout's graph columns; ``layout``'s graph covers them all).
  public var split: SplitGeometry?
  /// The list's rectangles, in the `list` layout.
  public var list: ChartListLayout?
  /// The cards' rectangles, in the `cards` layout.
  public var cards: ChartCardsLayout?
  /// The panels or cards a frame draws, each with its graph's rectangles and ticks (a frame's
  /// geometry only).
  public var panels: [PanelGeometry] = []

  /// The geometry of `state` on a screen of `size`. `hitAreas` adds the legend's tokens and,
  /// in the list and cards, the `one` layout input still hit-tests popups with; a frame asks
  /// without them (it fits the legend as it draws), and gets the panels instead.
  public init(state: ExplorerState, size: Size, hitAreas: Bool = true) {
    Self.builds?.count()
    self.size = size
    let screen = Self.screen(size: size, chrome: state.chrome)
    let full =
      hitAreas || !state.layouts.layoutMode.showsAllChartSets || state.feed.isWaitingForData
    if screen.isTooSmall || !full {
      layout = screen
    } else if state.drawsSplit {
      let split = SplitGeometry(
        state: state,
        area: Rect(x: 0, y: screen.graph.y, width: size.width, height: screen.graph.height),
        size: size, xAxisRow: screen.xAxis.y)
      layout = ExplorerLayout(size: size, yAxisWidth: split.yAxisWidth, chrome: state.chrome)
      layout.placeTitleAction(state.titleAction)
      self.split = split
    } else {
      let rows = screen.graph.height
      let axes = state.yAxesModel
      let ticks = axes.yTicks(rows: rows)
      let rightTicks = axes.rightYTicks(rows: rows)
      let logarithmic = axes.isLogarithmic
      layout = ExplorerLayout(
        size: size,
        yAxisWidth: ExplorerLayout.labelColumnWidth(
          size: size, ticks: ticks.values, unit: axes.yUnit, logarithmic: logarithmic),
        rightAxisWidth: rightTicks.map {
          ExplorerLayout.rightColumnWidth(size: size, ticks: $0.values, logarithmic: logarithmic)
        } ?? 0, chrome: state.chrome)
      layout.placeTitleAction(state.titleAction)
      self.ticks = ticks
      self.rightTicks = rightTicks
    }
    graphMapping = state.shown.graphMapping(layout.graph)
    mapMapping = state.shown.mapMapping(layout.miniMap)
    let edges = state.shown.windowEdgeColumns(mapMapping)
    windowEdges = Edges(lower: edges.lower, upper: edges.upper)
    switch state.layouts.layoutMode {
    case .one, .split: break
    case .list:
      list = state.layouts.list(
        size: size, count: state.feed.chartSets.count, selected: state.navigation.chartIndex)
    case .cards:
      cards = state.layouts.cards(
        size: size, count: state.feed.chartSets.count, selected: state.navigation.chartIndex)
    }
    if hitAreas {
      if !layout.isTooSmall { layout.legendTokens = Self.legendTokens(state: state, layout.legend) }
    } else if !state.feed.isWaitingForData {
      panels = PanelGeometry.all(state: state, list: list, cards: cards)
    }
  }

  /// Counts the geometries built in a task, for tests that measure how many an event builds
  /// (`nil`, counting nothing, outside such a test).
  @TaskLocal static var builds: BuildCounter?

  /// A count of geometries built (see ``builds``).
  final class BuildCounter: Sendable {
    private let value = Mutex(0)
    /// The geometries built so far.
    var total: Int { value.withLock { $0 } }
    func count() { value.withLock { $0 += 1 } }
  }

  /// The graph's rectangle on a screen of `size` with the narrowest Y axis column: its rows are
  /// the ones the Y scale is fitted to (they do not depend on the columns), its width the one a
  /// filled chart's top and a following stream's window are measured at.
  public static func graphArea(size: Size, chrome: ExplorerChrome) -> Rect {
    screen(size: size, chrome: chrome).graph
  }

  /// The rectangles sized by the screen alone (the narrowest Y axis column): the rows of every
  /// region, and the first step of the geometry.
  static func screen(size: Size, chrome: ExplorerChrome) -> ExplorerLayout {
    ExplorerLayout(size: size, chrome: chrome)
  }

  /// The Y axis column for `state` on a screen of `size`: as wide as the labels of the target
  /// Y scale (see ``ExplorerLayout/labelColumnWidth(size:ticks:unit:logarithmic:)``).
  public static func labelColumnWidth(size: Size, state: ExplorerState) -> Int {
    let graph = graphArea(size: size, chrome: state.chrome)
    guard !graph.isEmpty else { return ExplorerLayout.minimumYAxisWidth }
    let axes = state.yAxesModel
    return ExplorerLayout.labelColumnWidth(
      size: size, ticks: axes.yTicks(rows: graph.height).values, unit: axes.yUnit,
      logarithmic: axes.isLogarithmic)
  }

  /// The legend's tokens as drawn in `legend`: each shown token's target and cells, then the
  /// `+N` token's if any.
  static func legendTokens(state: ExplorerState, _ legend: Rect) -> [LegendHit] {
    let fitted = ExplorerLegend.widget(state: state, theme: .terminal).layout(width: legend.width)
    // A copy's entry (`cpu −1w`, after the lines') is not a toggle.
    let lines = state.chartSet.lines.count
    var tokens = fitted.items.filter { $0.index < lines }.map {
      LegendHit(
        target: .line($0.index),
        rect: Rect(
          x: legend.x + $0.column, y: legend.y, width: DisplayWidth.of($0.text), height: 1))
    }
    if let more = fitted.more {
      tokens.append(
        LegendHit(
          target: .more(count: more.count),
          rect: Rect(
            x: legend.x + more.column, y: legend.y, width: DisplayWidth.of(more.text), height: 1)
        ))
    }
    return tokens
  }
}

/// One chart set's panel (list) or card (cards) as a frame draws it: its rectangles, the
/// rectangles of its graph (the same graph drawing as the `one` layout) and its Y ticks.
public struct PanelGeometry: Sendable, Equatable {
  /// The chart set's index.
  public var index: Int
  public var title: Rect
  /// The graph's Y axis, graph, right axis and X axis in the panel.
  public var graph: ExplorerLayout
  /// The mini-map and slider under the graph's columns (the list's selected panel only).
  public var miniMap: Rect
  public var slider: Rect
  public var legend: Rect
  /// The panel's target Y ticks for its graph's rows.
  public var ticks: NiceTicks
  public var rightTicks: NiceTicks?

  /// The panels of `list` or the cards of `cards` for `state`.
  static func all(state: ExplorerState, list: ChartListLayout?, cards: ChartCardsLayout?)
    -> [PanelGeometry]
  {
    if let list, !list.isTooSmall {
      return list.panels.map {
        PanelGeometry(
          index: $0.index, state: state, title: $0.title, graphArea: $0.graph,
          miniMap: $0.miniMap, slider: $0.slider, legend: $0.legend)
      }
    }
    if let cards, !cards.isTooSmall {
      return cards.cards.map {
        PanelGeometry(
          index: $0.index, state: state, title: $0.title, graphArea: $0.graph, miniMap: .zero,
          slider: .zero, legend: $0.legend)
      }
    }
    return []
  }

  /// Chart set `index`'s panel of `state`, its graph in `area` (the last row the X axis).
  init(
    index: Int, state: ExplorerState, title: Rect, graphArea area: Rect, miniMap: Rect,
    slider: Rect, legend: Rect
  ) {
    let shown = ChartPanel(state: state, index: index)
    let rows = Swift.max(1, area.height - 1)
    let axes = shown.graph.axes
    ticks = axes.yTicks(rows: rows)
    rightTicks = axes.rightYTicks(rows: rows)
    let logarithmic = axes.isLogarithmic
    graph = ExplorerLayout(
      graphIn: area,
      yAxisWidth: ExplorerLayout.labelColumnWidth(
        size: area.size, ticks: ticks.values, unit: axes.yUnit, logarithmic: logarithmic
      ),
      rightAxisWidth: rightTicks.map {
        ExplorerLayout.rightColumnWidth(size: area.size, ticks: $0.values, logarithmic: logarithmic)
      } ?? 0)
    let columns = graph.graph
    func underGraph(_ row: Rect) -> Rect {
      row.isEmpty ? .zero : Rect(x: columns.x, y: row.y, width: columns.width, height: row.height)
    }
    self.index = index
    self.title = title
    self.miniMap = underGraph(miniMap)
    self.slider = underGraph(slider)
    self.legend = legend
  }
}
