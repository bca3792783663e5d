import TChartCells
import TChartData
import TChartRender

/// The histogram of the window as the graph area draws it: the visible lines' values inside the
/// window, binned (``WindowHistogram``) to fit `area`, with each line's name and style. The
/// lines' histogram indexes come from the caches (built once per line of 2^17 samples or more),
/// so a frame costs the fine bins, not the window.
public struct HistogramModel: Sendable, Equatable {
  public var histogram: WindowHistogram
  public var names: [String]
  public var styles: [Style]

  /// The histogram of `lines` of `chart` over `window`, for a graph `area`.
  public init(
    chart: ChartSet, lines: [Int], window: ClosedRange<Int>, area: Rect, theme: Theme,
    caches: RenderCaches
  ) {
    let columns = lines.map { chart.lines[$0].values }
    let indexes = lines.map { caches.histogramIndex(of: chart.lines[$0]) }
    histogram = Self.withBuffers(columns[...]) { buffers in
      let inputs = zip(lines, zip(buffers, indexes)).map { line, pair in
        WindowHistogram.Input(
          line: line, values: pair.0, pyramid: chart.lines[line].pyramid, index: pair.1)
      }
      return WindowHistogram(
        inputs, window: window.lowerBound..<(window.upperBound + 1),
        maxBins: HistogramLayout.maxBins(in: area))
    }
    names = lines.map { chart.lines[$0].name }
    styles = lines.map { theme.lineStyle(chart.lines[$0].color) }
  }

  /// `body` with a buffer of each column.
  private static func withBuffers<R>(
    _ columns: ArraySlice<Column<Double>>, _ done: [UnsafeBufferPointer<Double>] = [],
    _ body: ([UnsafeBufferPointer<Double>]) -> R
  ) -> R {
    guard let first = columns.first else { return body(done) }
    return first.withUnsafeBufferPointer { buffer in
      withBuffers(columns.dropFirst(), done + [buffer], body)
    }
  }

  /// The widget that draws it, `selected` bin in its tooltip.
  public func chart(theme: Theme, selected: Int?) -> HistogramChart {
    HistogramChart(
      histogram: histogram, names: names, styles: styles, theme: theme, selected: selected)
  }
}

extension ExplorerLayout {
  /// Where a view that replaces the graph draws: the graph with its axes' columns and the
  /// X axis' row.
  public var viewArea: Rect {
    let left = yAxis.width > 0 ? yAxis.x : graph.x
    let right = Swift.max(graph.maxX, rightAxis.maxX)
    let bottom = Swift.max(graph.maxY, xAxis.maxY)
    return Rect(x: left, y: graph.y, width: right - left, height: bottom - graph.y)
  }
}

extension ExplorerState {
  /// The histogram of the window on screen, in the graph area of the state's geometry.
  public var histogramModel: HistogramModel { histogramModel(in: geometry.layout.viewArea) }

  /// The histogram of the window on screen for a view `area` (a frame's).
  func histogramModel(in area: Rect) -> HistogramModel {
    HistogramModel(
      shown: shown, chart: coloredChartSet, area: area, theme: look.renderTheme, caches: caches)
  }
}

extension HistogramModel {
  /// The histogram of the visible lines of `shown` over its window, `chart` its chart set in
  /// the colours it is drawn in: the state's graph and a list panel's or card's.
  init(shown: ShownChart, chart: ChartSet, area: Rect, theme: Theme, caches: RenderCaches) {
    self.init(
      chart: chart, lines: shown.visibleLines, window: shown.windowSamples, area: area,
      theme: theme, caches: caches)
  }
}
