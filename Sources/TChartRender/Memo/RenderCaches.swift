import TChartData

/// The renderer's memos, owned by whoever draws (the explorer's state, a benchmark, a test) and
/// handed to the widgets that use them: the braille canvases last drawn (``CanvasMemo``), the
/// fill samplings, the log-scaled charts, category bars' order (and the split's and list's
/// panels' own, ``forLine(_:)``, ``forChartSet(_:)``). No memo is process-global.
///
/// A memo never changes a result, only its cost (see ``RecentMemo``), so two caches are always
/// equal: a value holding one compares by everything else. Their keys retain the series they
/// were drawn from, so a series about to grow in place (a stream's rows) would otherwise be
/// copied whole by its first append: ``removeAll()`` first keeps appending O(rows).
public final class RenderCaches: Sendable, Equatable {
  /// The mini-map and the graph as last drawn. Deliberately not more: a longer history would
  /// also hand back the graph of a window shown a few frames ago (a pan or zoom straight
  /// back), which makes a benchmark that steps back and forth look cheaper than a frame is.
  let canvases: RecentMemo<CanvasMemo.Key, BrailleCanvas>
  /// The graph's sampling at the fitted and at the drawn width, and the mini-map's.
  let fills: RecentMemo<FillSampling.Key, FillSampling>
  /// The chart on screen as logarithms, and one more (switching back and forth).
  let logCharts: RecentMemo<LogScaledChart.Key, ChartSet>
  /// The XY plot's density as last counted (``XYPlot``): a frame that only moves the indicator
  /// counts nothing again.
  let densities = RecentMemo<XYPlot.DensityKey, XYDensity>(capacity: 1) { $0.matches($1) }
  /// The histogram indexes of the lines last binned (``histogramIndex(of:)``).
  let histograms = RecentMemo<Column<Double>, HistogramIndex?>(capacity: 12) { sameStorage($0, $1) }
  /// The XY codes of the lines last plotted (``xyCodes(of:)``): a column and its length.
  let xyCodes = RecentMemo<(Column<Double>, Int), XYCodes?>(capacity: 4) {
    sameStorage($0.0, $1.0) && $0.1 == $1.1
  }
  /// Category bars' order and scale, and one more (another order, switching back).
  let categoryArrangements: RecentMemo<CategoryBars.Key, CategoryBars.Arrangement>
  /// The split layout's panels' own memos, one per line (see ``forLine(_:)``).
  private let lines = RecentMemo<Int, RenderCaches>(capacity: 64) { $0 == $1 }
  /// The list's and cards' panels' own memos, one per chart set (see ``forChartSet(_:)``).
  private let chartSets = RecentMemo<Int, RenderCaches>(capacity: 64) { $0 == $1 }

  public convenience init() {
    self.init(canvases: 2, fills: 3, logCharts: 2)
  }

  private init(canvases: Int, fills: Int, logCharts: Int) {
    self.canvases = RecentMemo(capacity: canvases) { $0.matches($1) }
    self.fills = RecentMemo(capacity: fills) { $0.matches($1) }
    self.logCharts = RecentMemo(capacity: logCharts) { $0.matches($1) }
    self.categoryArrangements = RecentMemo(capacity: 2) { $0.matches($1) }
  }

  /// The memos of line `line`'s panel in the split layout: its graph's canvas as last drawn
  /// (one only, as the `one` layout's graph: a step back redraws), its fill samplings, its log
  /// chart; so the panels neither push each other's canvases nor the mini-map's out.
  public func forLine(_ line: Int) -> RenderCaches {
    lines.value(for: line) { RenderCaches(canvases: 1, fills: 2, logCharts: 1) }
  }

  /// The memos of chart set `index`'s panel in the list or a card: its canvases, fills, log
  /// chart, XY density and bars' order as the `one` layout's graph keeps them; so the panels
  /// (an XY plot each, say) neither push each other's out nor count again on a frame that only
  /// moves the indicator. (A line's histogram index is one, the caller's, keyed by its values.)
  public func forChartSet(_ index: Int) -> RenderCaches {
    chartSets.value(for: index) { RenderCaches(canvases: 2, fills: 3, logCharts: 1) }
  }

  /// The fewest samples a line needs for a histogram index: fewer are scanned (under a
  /// millisecond).
  public static let histogramIndexMinimum = 1 << 17

  /// The histogram index of `series` (built once, in one pass, and remembered), or `nil` when
  /// it is short enough to scan.
  public func histogramIndex(of series: Series) -> HistogramIndex? {
    guard series.values.count >= Self.histogramIndexMinimum else { return nil }
    return histograms.value(for: series.values) {
      series.values.withUnsafeBufferPointer { values in
        HistogramIndex(values, extremes: series.pyramid.extremes(in: 0..<values.count))
      }
    }
  }

  /// The fewest samples a line needs for XY codes: fewer are read as values (a pass over them
  /// costs under a millisecond).
  public static let xyCodesMinimum = 1 << 20

  /// The XY codes of `series` (built once, in one pass, and remembered: 2 bytes a sample), or
  /// `nil` when it is short enough to read as values.
  public func xyCodes(of series: Series) -> XYCodes? {
    let count = series.values.count
    guard count >= Self.xyCodesMinimum else { return nil }
    return xyCodes.value(for: (series.values, count)) {
      let extremes = series.pyramid.extremes(in: 0..<count)
      return series.values.withUnsafeBufferPointer { values in
        XYCodes(values, extremes: extremes.hasNoValue ? nil : extremes.min...extremes.max)
      }
    }
  }

  /// Forgets every remembered drawing (costs at most one redraw of each).
  public func removeAll() {
    histograms.removeAll()
    xyCodes.removeAll()
    densities.removeAll()
    canvases.removeAll()
    fills.removeAll()
    logCharts.removeAll()
    categoryArrangements.removeAll()
    lines.removeAll()
    chartSets.removeAll()
  }

  /// How many values the three memos hold (for tests).
  public var count: Int { canvases.count + fills.count + logCharts.count }

  public static func == (lhs: RenderCaches, rhs: RenderCaches) -> Bool { true }
}
