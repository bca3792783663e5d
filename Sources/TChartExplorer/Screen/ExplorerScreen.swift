import TChartModel
import TChartRender

/// The explorer's frame: a pure function of the state and the screen size, drawn into the
/// rectangles of ``ExplorerLayout`` (the ones the mouse is hit-tested against).
public enum ExplorerScreen {
  /// Draws `state` on a screen of `size`.
  public static func render(state: ExplorerState, size: Size) -> ScreenBuffer {
    let theme = state.renderTheme
    var buffer = ScreenBuffer(size: size, filling: Cell(" ", style: theme.base))
    // The target ticks size the Y axis column and are the ones drawn: worked out once. The
    // graph's height does not depend on that column's width. The legend fits its tokens itself
    // when drawn: a frame needs no hit-test tokens.
    let ticks = state.yTicks(rows: ExplorerLayout(size: size).graph.height)
    let layout = ExplorerLayout(
      size: size,
      yAxisWidth: ExplorerLayout.labelColumnWidth(
        size: size, ticks: ticks.values, unit: state.yUnit))
    if layout.isTooSmall {
      let message = DisplayWidth.prefix(layout.tooSmallMessage, fitting: size.width)
      buffer.write(message, x: 0, y: 0, style: theme.text)
      return buffer
    }
    if state.showsPie { return renderPie(state: state, layout: layout, into: buffer) }
    let chart = state.chartSet
    let window = state.windowSamples
    let xRange = chart.xValue(at: window.lowerBound)...chart.xValue(at: window.upperBound)
    let scale = state.yScale(ticks: ticks)

    TitleLine(
      position: state.chartIndex + 1, count: state.chartSets.count, name: chart.name,
      dateRange: TitleLine.rangeText(
        of: chart, indices: window.lowerBound..<(window.upperBound + 1)),
      theme: theme
    ).render(into: &buffer, area: layout.title)
    YAxis(ticks: scale.ticks, yRange: scale.range, theme: theme, unit: state.yUnit)
      .render(into: &buffer, area: layout.yAxis)
    if let mode = state.fillMode {
      fillGraph(state: state, mode: mode, yTop: scale.range.upperBound, theme: theme)
        .render(into: &buffer, area: layout.graph)
    } else {
      LineGraph(
        chart: chart, hidden: state.view.hidden, xRange: xRange, yRange: scale.range,
        gridTicks: scale.ticks, theme: theme
      ).render(into: &buffer, area: layout.graph)
    }
    XAxis(kind: chart.xKind, xRange: xRange, timePrecision: state.timePrecision, theme: theme)
      .render(into: &buffer, area: layout.xAxis)
    MiniMap(chart: chart, hidden: state.view.hidden, window: xRange, theme: theme)
      .render(into: &buffer, area: layout.miniMap)
    drawSlider(state: state, theme: theme, into: &buffer, area: layout.slider)
    let valueTexts = state.indicatorValueTexts()
    ExplorerLegend.widget(state: state, theme: theme, valueTexts: valueTexts)
      .render(into: &buffer, area: layout.legend)
    StatusLine(message: state.statusMessage, theme: theme)
      .render(into: &buffer, area: layout.status)
    if state.showsIndicator, let mode = state.fillMode {
      drawFillIndicator(
        state: state, mode: mode, theme: theme, into: &buffer, area: layout.graph)
    } else if state.showsIndicator {
      drawIndicator(
        state: state, theme: theme, xRange: xRange, yRange: scale.range, valueTexts: valueTexts,
        into: &buffer, area: layout.graph)
    }
    if state.showsHelp {
      HelpOverlay(sections: KeyBindings.helpSections, theme: theme)
        .render(into: &buffer, area: buffer.area)
    }
    return buffer
  }

  /// The cursor, the markers and the tooltip.
  static func drawIndicator(
    state: ExplorerState, theme: Theme, xRange: ClosedRange<Double>, yRange: ClosedRange<Double>,
    valueTexts: [String], into buffer: inout ScreenBuffer, area: Rect
  ) {
    let chart = state.chartSet
    let index = state.view.indicator
    let cursor = IndicatorCursor(
      chart: chart, hidden: state.view.hidden, index: index, xRange: xRange, yRange: yRange,
      theme: theme)
    cursor.render(into: &buffer, area: area)
    guard let column = cursor.column(area: area) else { return }
    let rows = state.visibleLines.map { line in
      let series = chart.lines[line]
      return Tooltip.Row(
        mark: theme.lineStyle(series.color), name: series.name, value: valueTexts[line])
    }
    Tooltip(
      title: state.indicatorTitle, rows: rows, anchor: column,
      avoidRows: cursor.markerRows(area: area), theme: theme
    ).render(into: &buffer, area: area)
  }

  /// The slider row, bound to the window.
  static func drawSlider(
    state: ExplorerState, theme: Theme, into buffer: inout ScreenBuffer, area: Rect
  ) {
    RangeSliderView(
      selection: state.view.window, formatter: state.sliderFormatter,
      activeHandle: state.focus == .slider ? state.activeHandle : nil,
      style: sliderStyle(theme), positions: state.chartSet.positions
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
