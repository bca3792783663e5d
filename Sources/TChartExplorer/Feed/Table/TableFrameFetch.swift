import TChartData
import TChartSources

/// The chart set `tchart render` draws a table from: the rows of the frame's requests (the
/// window at the graph's width, the whole span at the mini-map's), fetched until the frame
/// asks for nothing new: the window's edges depend on the rows around them, the graph's width
/// on the Y axis' labels, so a frame settles in two or three rounds.
public enum TableFrameFetch {
  /// The chart set of `backend` for a frame of `options`.
  public static func chartSet(
    backend: some SQLSeriesBackend, description: SourceDescription, options: ExplorerOptions
  ) throws(SourceError) -> ChartSet {
    guard let first = description.first, let last = description.last else {
      throw SourceError(.invalidData, place: description.name, message: "no rows")
    }
    let lines = Array(description.lineNames.indices)
    var anchors = SourceRowSet([first, last])
    if let range = options.range {
      for fraction in [range.lower, range.upper] {
        anchors.merge(
          try backend.rowsAround(x: first.x + fraction * (last.x - first.x), lines: lines))
      }
    }
    var answers: [SeriesWindowRequest: SeriesWindowAnswer] = [:]
    var asked: Set<Double> = []
    var current: [SeriesWindowRequest] = []
    var chart = anchors.chartSet(description)
    for _ in 0..<8 {
      var rows = anchors
      for answer in answers.values { rows.merge(answer.rows) }
      if description.rowsPerRequest {
        // Rows standing for their own request's columns: only the frame's own answers.
        rows = .perRequest(current.compactMap { answers[$0] }, extra: anchors.rows)
      }
      chart = rows.chartSet(description)
      guard let state = try? ExplorerState(chartSets: [chart], options: options) else {
        return chart
      }
      var more = false
      if let fraction = options.indicator {
        let window = state.shown.windowXRange
        let x = window.lowerBound + fraction * (window.upperBound - window.lowerBound)
        if !asked.contains(x) {
          asked.insert(x)
          anchors.merge(try backend.rowsAround(x: x, lines: lines))
          more = true
        }
      }
      current = TableQueries.frameRequests(
        of: state.chartSet, window: state.shown.windowXRange, layout: state.geometry.layout,
        lineCount: lines.count)
      for request in current where answers[request] == nil {
        answers[request] = try backend.answer(request)
        more = true
      }
      if !more { return chart }
    }
    return chart
  }
}
