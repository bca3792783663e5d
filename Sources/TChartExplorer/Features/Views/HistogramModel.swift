import TChartCells
import TChartData
import TChartRender
import TChartSources

/// The histogram of the window as the graph area draws it: the visible lines' values inside the
/// window, binned (``WindowHistogram``) to fit `area`, with each line's name and style. The
/// lines' histogram indexes come from the caches (built once per line of 2^17 samples or more),
/// so a frame costs the fine bins, not the window. A table's is summed from the database's
/// counts (``SourceHistogram``), and is empty while they are being counted.
public struct HistogramModel: Sendable, Equatable {
  public var histogram: WindowHistogram
  public var names: [String]
  public var styles: [Style]
  /// Whether a table's counts of this window are still on their way.
  public var isCounting = false

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

  /// The histogram of `lines` of a table's `chart` from the database's `survey` of the window
  /// (`nil`: still counting), in the bins the survey's lines share, for a graph `area`.
  public init(
    survey: SourceHistogram?, chart: ChartSet, lines: [Int], area: Rect, theme: Theme
  ) {
    let maxBins = HistogramLayout.maxBins(in: area)
    if let survey {
      var counted = survey.histogram(maxBins: maxBins)
      counted.lines = counted.lines.filter { lines.contains($0.line) }
      histogram = counted
    } else {
      histogram = WindowHistogram(
        bins: HistogramBins.choose(lower: 0, upper: 0, values: 0, iqr: nil, maxBins: maxBins),
        lines: [])
      isCounting = true
    }
    names = histogram.lines.map { chart.lines[$0.line].name }
    styles = histogram.lines.map { theme.lineStyle(chart.lines[$0.line].color) }
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

  /// Draws it into `area`, `selected` bin in its tooltip; while counting, says so.
  public func render(
    theme: Theme, selected: Int?, into buffer: inout ScreenBuffer, area: Rect
  ) {
    chart(theme: theme, selected: selected).render(into: &buffer, area: area)
    guard isCounting else { return }
    buffer.write(
      "counting the window's values…", x: area.x + 1, y: area.y, style: theme.text, clip: area)
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

extension HistogramModel {
  /// The histogram of the visible lines of `shown` over its window, `chart` its chart set in
  /// the colours it is drawn in: the state's graph and a list panel's or card's.
  init(shown: ShownChart, chart: ChartSet, area: Rect, theme: Theme, caches: RenderCaches) {
    self.init(
      chart: chart, lines: shown.visibleLines, window: shown.windowSamples, area: area,
      theme: theme, caches: caches)
  }
}
