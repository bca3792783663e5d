import TChartCells

extension ExplorerLayout {
  /// The rectangles of one chart set's graph inside `area`: the Y axis column (`yAxisWidth`),
  /// the graph, the right axis column (`rightAxisWidth`, two-axis charts) and, on the last row,
  /// the X axis under the graph. The list's panels and the cards draw the same graph as the
  /// `one` layout into these; every other rectangle is empty.
  public init(graphIn area: Rect, yAxisWidth: Int, rightAxisWidth: Int = 0) {
    self.init(size: Size(width: 0, height: 0))
    size = area.size
    isTooSmall = area.width < 2 || area.height < 2
    guard !isTooSmall else { return }
    let (rest, axisRow) = area.splitBottom(1)
    let left = Swift.min(yAxisWidth, rest.width - 1)
    (yAxis, graph) = rest.splitLeft(left)
    let right = Swift.min(Swift.max(0, rightAxisWidth), Swift.max(0, graph.width - 1))
    if right > 0 {
      rightAxis = Rect(x: graph.maxX - right, y: graph.y, width: right, height: graph.height)
      graph.width -= right
    }
    xAxis = Rect(x: graph.x, y: axisRow.y, width: graph.width, height: 1)
  }
}
