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
      size: size, yAxisWidth: ExplorerLayout.labelColumnWidth(size: size, ticks: ticks.values))
    if layout.isTooSmall {
      let message = DisplayWidth.prefix(layout.tooSmallMessage, fitting: size.width)
      buffer.write(message, x: 0, y: 0, style: theme.text)
      return buffer
    }
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
    YAxis(ticks: scale.ticks, yRange: scale.range, theme: theme)
      .render(into: &buffer, area: layout.yAxis)
    LineGraph(
      chart: chart, hidden: state.view.hidden, xRange: xRange, yRange: scale.range,
      gridTicks: scale.ticks, theme: theme
    ).render(into: &buffer, area: layout.graph)
    XAxis(kind: chart.xKind, xRange: xRange, theme: theme)
      .render(into: &buffer, area: layout.xAxis)
    MiniMap(chart: chart, hidden: state.view.hidden, window: xRange, theme: theme)
      .render(into: &buffer, area: layout.miniMap)
    drawSlider(state: state, theme: theme, into: &buffer, area: layout.slider)
    ExplorerLegend.widget(state: state, theme: theme).render(into: &buffer, area: layout.legend)
    StatusLine(message: state.statusMessage, theme: theme)
      .render(into: &buffer, area: layout.status)
    if state.showsIndicator {
      drawIndicator(
        state: state, theme: theme, xRange: xRange, yRange: scale.range, into: &buffer,
        area: layout.graph)
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
    into buffer: inout ScreenBuffer, area: Rect
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
      let value = series.values.indices.contains(index) ? series.values[index] : .nan
      return Tooltip.Row(
        mark: theme.lineStyle(series.color), name: series.name, value: ValueText.grouped(value))
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

extension ExplorerState {
  /// The render module's theme for this state's choice.
  public var renderTheme: Theme {
    let variant: Theme.Variant =
      switch theme {
      case .terminal: .terminal
      case .night: .night
      case .day: .day
      }
    return Theme(variant, monochrome: monochrome)
  }

  /// The Y scale the graph draws with in `rows` rows: the ticks of the visible extent and,
  /// while the Y range animates, the range it has reached (else the ticks' own range, so a
  /// frame of another height is still fitted).
  public func yScale(rows: Int) -> (ticks: [Double], range: ClosedRange<Double>) {
    yScale(ticks: yTicks(rows: rows))
  }

  /// ``yScale(rows:)`` for ticks already worked out with ``yTicks(rows:)``.
  public func yScale(ticks: NiceTicks) -> (ticks: [Double], range: ClosedRange<Double>) {
    guard isAnimating else { return (ticks.values, ticks.range) }
    let range = yRange.value(at: now)
    return (ticks.values, range.lower...Swift.max(range.upper, range.lower))
  }

  /// The slider row's labels: dates as the title writes them (`Jan 1 2019`, with the time of
  /// day when the data has times), numbers with thousands separators and the decimals the
  /// window's edge samples need.
  public var sliderFormatter: ValueFormatter {
    switch chartSet.xKind {
    case .time:
      return ValueFormatter(.calendar, resolution: dataHasTimeOfDay ? 60 : 86_400)
    case .number:
      let window = windowSamples
      let edges = [chartSet.xValue(at: window.lowerBound), chartSet.xValue(at: window.upperBound)]
      let decimals = edges.map(Self.decimals).max() ?? 0
      return ValueFormatter(.integer, decimals: decimals)
    }
  }

  /// The fewest decimals (up to 6) that write `value` exactly: `1250` → 0, `0.25` → 2.
  static func decimals(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    var scaled = abs(value)
    for decimals in 0..<6 {
      if abs(scaled - scaled.rounded()) <= 1e-9 * Swift.max(1, scaled) { return decimals }
      scaled *= 10
    }
    return 6
  }

  /// Whether a timestamp of the chart set is not at midnight UTC: the slider and the tooltip
  /// then write times of day.
  var dataHasTimeOfDay: Bool { chartSet.timeOfDay.hasTimeOfDay(in: 0..<chartSet.count) }

  /// The tooltip's title: the indicator's full date (with the time when the data has times).
  public var indicatorTitle: String {
    let x = chartSet.xValue(at: view.indicator)
    switch chartSet.xKind {
    case .time: return DateFormat.full(x, withTime: dataHasTimeOfDay)
    case .number: return "x = " + NumberFormat.trimmed(x, significant: 6)
    }
  }

  /// The status line's message: the last message, or where the keys go.
  public var statusMessage: String? {
    if let status { return status }
    return focus == .slider ? KeyBindings.sliderHint : nil
  }
}
