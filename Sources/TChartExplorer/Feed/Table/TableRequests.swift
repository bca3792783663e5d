import TChartRender
import TChartSources

/// What a frame of this state asks a table source for (see `FrameSeriesSource`).
extension ExplorerState {
  /// The frame's requests for `lineCount` lines: the graph's window at the graph's width in
  /// dots, and the whole span at the mini-map's width (when the frame has a mini-map). Every
  /// line is asked for, hidden ones too, so showing a line needs no query.
  public func sourceRequests(lineCount: Int) -> [SeriesWindowRequest] {
    guard chartSet.count > 0 else { return [] }
    let layout = geometry.layout
    let lines = Array(0..<lineCount)
    var requests: [SeriesWindowRequest] = []
    let window = shown.windowXRange
    if layout.graph.width > 0 {
      requests.append(
        SeriesWindowRequest(
          lower: window.lowerBound, upper: window.upperBound, dotWidth: layout.graph.width * 2,
          lines: lines))
    }
    if layout.miniMap.width > 0 {
      requests.append(
        SeriesWindowRequest(
          lower: chartSet.xValue(at: 0), upper: chartSet.xValue(at: chartSet.lastIndex),
          dotWidth: layout.miniMap.width * 2, lines: lines))
    }
    return requests
  }
}
