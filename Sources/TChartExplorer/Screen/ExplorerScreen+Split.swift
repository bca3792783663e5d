import TChartCells

/// The `split` layout's graph area: a panel per visible line (``SplitGeometry``), each its
/// title (the line's mark, name and value at the indicator, a scroll mark at its end) over its
/// graph, drawn by the shared graph drawing from the line's ``ChartPanel``: its own Y axis, the
/// same cursor column in every panel, its marker; no tooltip (the titles have the values).
extension ExplorerScreen {
  /// Draws the panels of `split` for `state`; `valueTexts` are the lines' texts at the
  /// indicator.
  static func drawSplit(
    _ split: SplitGeometry, state: ExplorerState, theme: Theme, valueTexts: [String],
    into buffer: inout ScreenBuffer
  ) {
    let chart = state.coloredChartSet
    for panel in split.panels {
      let shown = ChartPanel(splitOf: state, line: panel.line)
      drawSplitTitle(
        panel, name: chart.lines[panel.line].name,
        // Before the first move of the indicator it rests on the window's last sample.
        value: valueTexts[panel.line],
        style: theme.lineStyle(chart.lines[panel.line].color),
        mark: String(theme.marker(forLine: panel.line)), theme: theme, into: &buffer)
      guard !panel.graph.isTooSmall else { continue }
      if state.graphView == .histogram {
        drawPanelHistogram(
          state: state, line: panel.line, theme: theme, area: panel.graph.viewArea,
          into: &buffer)
        continue
      }
      let axes = YAxes(panel: shown, ticks: panel.ticks, rightTicks: nil, theme: theme)
      drawGraph(
        shown, theme: theme, axes: axes, layout: panel.graph, valueTexts: valueTexts,
        tooltip: false, points: state.graphView == .points, into: &buffer)
    }
  }

  /// A panel's title row: `● Views  4,800`, and its scroll marks at the right end.
  static func drawSplitTitle(
    _ panel: SplitGeometry.Panel, name: String, value: String, style: Style, mark: String,
    theme: Theme, into buffer: inout ScreenBuffer
  ) {
    let area = panel.title
    var right = area.maxX
    for mark in panel.scrollMarks {
      buffer.write(mark.text, x: mark.rect.x, y: mark.rect.y, style: theme.axisLabel, clip: area)
      right = Swift.min(right, mark.rect.x - 2)
    }
    let clip = Rect(x: area.x, y: area.y, width: Swift.max(0, right - area.x), height: 1)
    var x = area.x + 1
    buffer.write(mark, x: x, y: area.y, style: style.adding(.bold), clip: clip)
    x += DisplayWidth.of(mark) + 1
    buffer.write(name, x: x, y: area.y, style: style, clip: clip)
    x += DisplayWidth.of(name) + 2
    buffer.write(value, x: x, y: area.y, style: theme.text.adding(.bold), clip: clip)
  }
}
