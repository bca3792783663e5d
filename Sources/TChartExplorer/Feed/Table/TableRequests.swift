import TChartData
import TChartSources

/// What a frame asks a table source for (see `FrameSeriesSource`).
extension TableQueries {
  /// The requests of a frame of `layout` showing `window` (x values) of `chart`, for
  /// `lineCount` lines: the window at the graph's width in dots, and the whole span at the
  /// mini-map's width (when the frame has a mini-map). Every line is asked for, hidden ones
  /// too, so showing a line needs no query.
  static func frameRequests(
    of chart: ChartSet, window: ClosedRange<Double>, layout: ExplorerLayout, lineCount: Int
  ) -> [SeriesWindowRequest] {
    guard chart.count > 0 else { return [] }
    let lines = Array(0..<lineCount)
    var requests: [SeriesWindowRequest] = []
    if layout.graph.width > 0 {
      requests.append(
        SeriesWindowRequest(
          lower: window.lowerBound, upper: window.upperBound, dotWidth: layout.graph.width * 2,
          lines: lines))
    }
    if layout.miniMap.width > 0 {
      requests.append(
        SeriesWindowRequest(
          lower: chart.xValue(at: 0), upper: chart.xValue(at: chart.lastIndex),
          dotWidth: layout.miniMap.width * 2, lines: lines))
    }
    return requests
  }
}
