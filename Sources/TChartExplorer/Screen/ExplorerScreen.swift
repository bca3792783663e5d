import TChartCells
import TChartData
import TChartRender

/// The explorer's frame: a pure function of the state and the screen size, drawn into the
/// rectangles of ``ExplorerGeometry`` (the ones the mouse is hit-tested against).
public enum ExplorerScreen {
  /// Draws `state` on a screen of `size`, in the characters of its glyph set: the explorer
  /// in the rows above the key bar, and the key bar when shown.
  public static func render(state: ExplorerState, size: Size) -> ScreenBuffer {
    let theme = state.look.renderTheme
    // The explorer and its modals are drawn on the screen above the key bar's row, which is
    // added under them.
    let screen = state.look.keyBar.screenSize(of: size)
    var buffer = ScreenBuffer(
      size: screen, filling: Cell(" ", style: theme.base), reservingRows: size.height)
    draw(state: state, theme: theme, size: screen, into: &buffer)
    if screen.height < size.height {
      buffer.extend(toHeight: size.height, filling: Cell(" ", style: theme.base))
      let hints = KeyBar.hints(
        modal: state.modal, rereading: state.feed.reading?.isRereading == true,
        focus: state.pointer.focus, layout: state.layouts.layoutMode)
      KeyBarView(hints: hints, theme: theme).render(
        into: &buffer, area: Rect(x: 0, y: screen.height, width: size.width, height: 1))
    }
    theme.glyphs.apply(to: &buffer)
    return buffer
  }

  /// Draws the frame in the widgets' own characters, into the rectangles of the state's
  /// geometry on a screen of `size` (the one kept for the state, or a frame's; a frame needs
  /// no hit areas).
  static func draw(state: ExplorerState, theme: Theme, size: Size, into buffer: inout ScreenBuffer)
  {
    let geometry = state.frameGeometry(size: size)
    let layout = geometry.layout
    if layout.isTooSmall {
      drawTooSmall(size: size, theme: theme, into: &buffer)
      return
    }
    if state.layouts.layoutMode.showsAllChartSets && !state.feed.isWaitingForData {
      // The list and the cards draw their panels: the `one` layout's axes are not worked out
      // for them.
      if let list = geometry.list {
        drawList(state: state, theme: theme, list: list, panels: geometry.panels, into: &buffer)
      } else if let cards = geometry.cards {
        drawCards(
          state: state, theme: theme, grid: cards, panels: geometry.panels, into: &buffer)
      }
      drawOverlays(state: state, theme: theme, layout: layout, into: &buffer)
      return
    }
    if state.feed.isWaitingForData {
      drawWaiting(state: state, theme: theme, layout: layout, into: &buffer)
      return
    }
    // The graph's models, built once for the chrome and the graph; the texts of the values at
    // the indicator, written once for the legend and the tooltip.
    let graph = ChartPanel(graphOf: state)
    let valueTexts = graph.valueTexts()
    drawChrome(
      state: state, graph: graph.graph, theme: theme, geometry: geometry, valueTexts: valueTexts,
      into: &buffer)
    if let bars = state.categoryBars {
      drawCategories(bars, layout: layout, into: &buffer)
    } else if state.navigation.showsPie {
      drawPie(state: state, theme: theme, area: layout.graph, into: &buffer)
    } else if state.graphView.replacesGraph, geometry.split == nil || state.graphView != .histogram
    {
      drawView(state: state, theme: theme, area: layout.viewArea, into: &buffer)
      drawPanels(state: state, theme: theme, area: layout.graph, into: &buffer)
    } else if let split = geometry.split {
      drawSplit(split, state: state, theme: theme, valueTexts: valueTexts, into: &buffer)
      drawPanels(state: state, theme: theme, area: layout.graph, into: &buffer)
    } else if let ticks = geometry.ticks {
      let axes = YAxes(panel: graph, ticks: ticks, rightTicks: geometry.rightTicks, theme: theme)
      drawGraph(
        graph, theme: theme, axes: axes, layout: layout, valueTexts: valueTexts,
        // The popups show the values themselves: a tooltip beside them would only crowd.
        tooltip: state.modal.colorInspector == nil && state.modal.linePicker == nil,
        tooltipMayTakeStatusLine: state.tooltipMayTakeStatusLine,
        points: state.graphView == .points, into: &buffer)
      drawPanels(state: state, theme: theme, area: layout.graph, into: &buffer)
    }
    drawOverlays(state: state, theme: theme, layout: layout, into: &buffer)
  }

  /// The A/B panel and the statistics (`i`) over the graph's area, the A/B panel lowest.
  static func drawPanels(
    state: ExplorerState, theme: Theme, area: Rect, into buffer: inout ScreenBuffer
  ) {
    let rest = drawABPanel(state: state, theme: theme, area: area, into: &buffer)
    drawStatistics(state: state, theme: theme, area: rest, into: &buffer)
  }

  /// The statistics table (`i`) over the graph's area, when shown.
  static func drawStatistics(
    state: ExplorerState, theme: Theme, area: Rect, into buffer: inout ScreenBuffer
  ) {
    guard state.panels.showsStatistics else { return }
    state.statisticsModel.table(theme: theme).render(into: &buffer, area: area)
  }

  /// The one line a screen too small for any layout shows (the longest form that fits).
  static func drawTooSmall(size: Size, theme: Theme, into buffer: inout ScreenBuffer) {
    let message = ExplorerLayout.tooSmallMessage(size: size)
    buffer.write(
      DisplayWidth.prefix(message, fitting: size.width), x: 0, y: 0, style: theme.text)
  }

  /// What covers any layout: the go-to prompt, the line picker, the help.
  static func drawOverlays(
    state: ExplorerState, theme: Theme, layout: ExplorerLayout, into buffer: inout ScreenBuffer
  ) {
    state.modal?.draw(over: state, theme: theme, layout: layout, into: &buffer)
  }

  /// What every frame shows around the graph: the title row and its action, the mini-map, the
  /// slider, the legend and the status line.
  static func drawChrome(
    state: ExplorerState, graph: GraphModel, theme: Theme, geometry: ExplorerGeometry,
    valueTexts: [String], into buffer: inout ScreenBuffer
  ) {
    let layout = geometry.layout
    let chart = graph.chart
    let window = graph.shown.windowSamples
    TitleLine(
      position: state.navigation.chartIndex + 1, count: state.feed.chartSets.count,
      name: graph.titleName(feedText: state.feed.titleText)
        + (state.abModel.spanText.map { " · " + $0 } ?? ""),
      dateRange: chart.categoriesText
        ?? TitleLine.rangeText(of: chart, indices: window.lowerBound..<(window.upperBound + 1)),
      theme: theme
    ).render(into: &buffer, area: layout.title)
    if let action = state.titleAction, !layout.titleAction.isEmpty {
      buffer.write(
        action.label, x: layout.titleAction.x, y: layout.titleAction.y,
        style: theme.titleDetail.adding(.underline), clip: layout.titleAction)
    }
    drawMiniMap(graph, theme: theme, area: layout.miniMap, into: &buffer)
    drawEventMarks(
      graph.events, xRange: chart.xSpan ?? 0...1, theme: theme, area: layout.miniMap, faint: true,
      into: &buffer)
    drawSlider(graph, pointer: state.pointer, theme: theme, into: &buffer, area: layout.slider)
    LegendLine(
      entries: ExplorerLegend.entries(
        graph: graph, theme: theme, marksRightAxis: !state.drawsSplit, valueTexts: valueTexts),
      theme: theme
    ).render(into: &buffer, area: layout.legend)
    let hint = state.look.keyBar.statusHint(
      showsIndicator: state.panels.showsIndicator, modalOpen: state.modal != nil)
    StatusLine(message: state.statusMessage(for: graph), hint: hint, theme: theme)
      .render(into: &buffer, area: layout.status)
  }

  /// The graph of `panel`'s lines, bars or areas with its axes and the indicator (its tooltip
  /// when `tooltip`, on the status line when the graph is too narrow for its box and
  /// `tooltipMayTakeStatusLine`): the one graph drawing of every layout.
  static func drawGraph(
    _ panel: ChartPanel, theme: Theme, axes: YAxes, layout: ExplorerLayout,
    valueTexts: [String], tooltip: Bool, tooltipMayTakeStatusLine: Bool = false,
    points: Bool = false, into buffer: inout ScreenBuffer
  ) {
    let graph = panel.graph
    let model = axes.model
    // On a logarithmic axis the lines and markers are drawn from the values' logarithms.
    let chart = graph.coloring.colored(model.scaledChartSet)
    let xRange = graph.shown.windowXRange
    axes.render(into: &buffer, layout: layout, unit: model.yUnit)
    if let mode = model.fillMode {
      fillGraph(graph, mode: mode, yTop: axes.left.range.upperBound, theme: theme)
        .render(into: &buffer, area: layout.graph)
    } else {
      var lines = LineGraph(
        chart: chart, hidden: model.undrawnLines, xRange: xRange, yRange: axes.grid.range,
        gridTicks: axes.grid.ticks, theme: theme, lineYRanges: axes.lineYRanges,
        caches: graph.caches)
      lines.shift = graph.shift.amount
      lines.points = points
      lines.render(into: &buffer, area: layout.graph)
    }
    XAxis(
      kind: chart.xKind, xRange: xRange, timePrecision: graph.shown.timePrecision,
      zone: chart.timeZone, theme: theme
    )
    .render(into: &buffer, area: layout.xAxis)
    drawABShade(
      graph, theme: theme, area: layout.graph, xAxis: layout.xAxis, xRange: xRange, into: &buffer)
    drawEventMarks(graph.events, xRange: xRange, theme: theme, area: layout.xAxis, into: &buffer)
    guard panel.showsIndicator else { return }
    if let mode = model.fillMode {
      // The bars' highlight is the fill graph's; the fill indicator is only its tooltip.
      guard tooltip else { return }
      drawFillIndicator(
        graph, mode: mode, theme: theme, mayTakeStatusLine: tooltipMayTakeStatusLine,
        into: &buffer, layout: layout)
    } else {
      drawIndicator(
        graph, chart: chart, theme: theme, xRange: xRange, yRange: axes.left.range,
        lineYRanges: axes.lineYRanges, valueTexts: valueTexts,
        tooltip: tooltip ? tooltipMayTakeStatusLine : nil, into: &buffer, layout: layout)
    }
  }

  /// The mini-map of `graph`'s whole span with its window.
  static func drawMiniMap(
    _ graph: GraphModel, theme: Theme, area: Rect, into buffer: inout ScreenBuffer
  ) {
    MiniMap(
      chart: graph.chart, hidden: graph.view.hidden, window: graph.shown.windowXRange,
      theme: theme, caches: graph.caches, twoAxes: graph.axes.hasTwoYAxes
    ).render(into: &buffer, area: area)
  }

  /// The cursor, the markers and, unless `tooltip` is `nil`, the tooltip (on the status line when
  /// the graph is too narrow for its box and `tooltip` is `true`); a line on the right axis is
  /// marked `▸` there too. `chart` is the one drawn (the values' logarithms on a log axis).
  static func drawIndicator(
    _ graph: GraphModel, chart: ChartSet, theme: Theme, xRange: ClosedRange<Double>,
    yRange: ClosedRange<Double>, lineYRanges: [Int: ClosedRange<Double>] = [:],
    valueTexts: [String], tooltip mayTakeStatusLine: Bool?, into buffer: inout ScreenBuffer,
    layout: ExplorerLayout
  ) {
    let area = layout.graph
    let model = graph.axes
    let index = graph.view.indicator
    let cursor = IndicatorCursor(
      chart: chart, hidden: model.undrawnLines, index: index, xRange: xRange, yRange: yRange,
      theme: theme, lineYRanges: lineYRanges)
    cursor.render(into: &buffer, area: area)
    guard let mayTakeStatusLine, let column = cursor.column(area: area) else { return }
    let right = model.hasTwoYAxes ? model.rightAxisChoice : []
    let shift = graph.shift.drawn
    // A line's copy one period earlier (`--shift`) has its row under the line's.
    let rows = graph.shown.visibleLines.flatMap { line in
      let series = chart.lines[line]
      let row = Tooltip.Row(
        mark: theme.lineStyle(series.color), symbol: theme.marker(forLine: line),
        name: series.name + (right.contains(line) ? ExplorerLegend.rightMark : ""),
        value: valueTexts[line])
      return [row]
        + (shift.map { [copyRow(graph, line: line, shift: $0, theme: theme)] } ?? [])
    }
    let titles = graph.shown.indicatorTitles
    // On an event: its label after the date; the date is shortened, then the label cut
    // (`15:00 CET  ▲ deploy v2`, then `15:00 CET  ▲ depl…`), before the label is left out.
    var eventTitles: [String] = []
    if let event = graph.events.textAtIndicator {
      let cut = DisplayWidth.truncated(event, fitting: 8)
      for label in cut == event ? [event] : [event, cut] {
        eventTitles += titles.map { $0 + "  " + label }
      }
    }
    var tooltip = Tooltip(
      title: (eventTitles + titles)[0], shorterTitles: Array((eventTitles + titles).dropFirst()),
      rows: rows, anchor: column,
      avoidRows: cursor.markerRows(area: area), theme: theme)
    tooltip.detail = cursor.topLine(area: area).flatMap { chart.lines[$0].detail }
    drawTooltip(tooltip, mayTakeStatusLine: mayTakeStatusLine, layout: layout, into: &buffer)
  }

  /// The slider row of `graph`, bound to its window, its handles as `pointer` holds them.
  static func drawSlider(
    _ graph: GraphModel, pointer: Pointer, theme: Theme, into buffer: inout ScreenBuffer,
    area: Rect
  ) {
    RangeSliderView(
      selection: graph.view.window, formatter: graph.shown.sliderFormatter,
      activeHandle: pointer.activeHandle, style: sliderStyle(theme),
      positions: graph.chartSet.positions, focused: pointer.focus == .slider
    ).render(into: &buffer, in: area)
  }

  /// The slider's look in the explorer's theme.
  static func sliderStyle(_ theme: Theme) -> SliderStyle {
    SliderStyle(
      track: theme.grid, selectedTrack: theme.miniMapEdge.adding(.bold),
      handle: theme.text.adding(.bold), activeHandle: theme.text.adding([.bold, .reverse]),
      label: theme.axisLabel, activeLabel: theme.text.adding([.bold, .underline]),
      background: theme.base)
  }
}
