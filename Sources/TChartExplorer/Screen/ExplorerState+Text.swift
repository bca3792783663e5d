import TChartCells
import TChartData
import TChartTime

/// Presentation: what the state shows as text and in which colours.
extension ExplorerState {
  /// The render module's theme for this state's choice.
  public var renderTheme: Theme {
    let variant: Theme.Variant =
      switch look.theme {
      case .terminal: .terminal
      case .night: .night
      case .day: .day
      }
    return Theme(variant, monochrome: look.monochrome, depth: look.colorDepth, glyphs: look.glyphs)
  }

  /// The slider row's labels: dates as the title writes them (`Jan 1 2019`, with the time of
  /// day at ``timePrecision`` when the data has times), numbers as people read them (`1990`, `12,500`) with the
  /// decimals the window's edge samples need.
  public var sliderFormatter: ValueFormatter {
    switch chartSet.xKind {
    case .time:
      var formatter = ValueFormatter(.calendar, resolution: timePrecision.resolution)
      formatter.period = chartSet.xPeriod
      formatter.zone = chartSet.timeZone
      return formatter
    case .number:
      let window = windowSamples
      let edges = [chartSet.xValue(at: window.lowerBound), chartSet.xValue(at: window.upperBound)]
      // The fewest decimals that write both edges exactly (at most 6).
      let decimals = edges.map { Swift.min(6, ReadableNumber.decimals($0) ?? 6) }.max() ?? 0
      return ValueFormatter(.number, decimals: decimals)
    }
  }

  /// How finely times are written in this frame: the window's precision (seconds under an
  /// hour or a minute apart, milliseconds under a second apart), and at least minutes when the
  /// data has times of day. O(1): a bounded probe of the window.
  public var timePrecision: TimePrecision {
    let window = windowSamples
    let precision = chartSet.timePrecision(in: window.lowerBound..<(window.upperBound + 1))
    return dataHasTimeOfDay ? max(precision, .minute) : precision
  }

  /// The tooltip's title: the indicator's full date, with the time at ``timePrecision``
  /// (`2000` for a year column, `x = 8` for other numbers).
  public var indicatorTitle: String { indicatorTitles[0] }

  /// The tooltip's title in its forms, longest first (``indicatorTitle`` first): dates get
  /// shorter (`Sun, May 2 2021 23:59` → `May 2 23:59` → `23:59`), `x = 12.5` loses its `x = `.
  public var indicatorTitles: [String] {
    let x = chartSet.xValue(at: view.indicator)
    switch chartSet.xKind {
    case .time:
      let forms = DateFormat.fullForms(chartSet.wall(x), precision: timePrecision)
      // In a zone, each form first names the offset in force (`CEST`, `CET`: the clock repeats
      // an hour each autumn), then without it where space is short.
      let zone = chartSet.timeZone
      guard !zone.isUTC && chartSet.xPeriod == nil else { return forms }
      let name = zone.abbreviation(at: x)
      return forms.flatMap { [$0 + " " + name, $0] }
    case .number:
      let number = ReadableNumber.text(x)
      return chartSet.xNumbers == .year ? [number] : ["x = " + number, number]
    }
  }

  /// Whether the tooltip may take the status line (a graph too narrow for its box): only when
  /// the line has no message of its own (a status message or the slider's keys win; the
  /// `Enter` hint gives way).
  var tooltipMayTakeStatusLine: Bool {
    notes.status == nil && pointer.focus != .slider && feed.stream?.statusText == nil
      && !isWaitingForQuery
  }

  /// The status line's message: the last message, or where the keys go.
  public var statusMessage: String? {
    if let table = feed.table, table.isWaiting { return table.spinnerText(now: now) }
    if let status = notes.status { return status }
    if let text = feed.stream?.statusText { return text }
    // The split draws no tooltip: the event at the indicator is said here.
    if layouts.layoutMode == .split, panels.showsIndicator, let text = eventText { return text }
    if let note = yAxesModel.logGapNote { return note }
    if pointer.focus == .slider { return KeyBindings.sliderHint }
    return layouts.layoutMode == .split ? splitHint : enterHint
  }

  /// The title's name: the chart set's, and a stream's state (`stdin · paused · +12 new`).
  public var titleName: String {
    let mode =
      (yAxesModel.effectiveYScaleMode.titleText.map { " · " + $0 } ?? "")
      + (drawnShift.map { " · vs " + $0.suffix } ?? "")
    guard let text = feed.stream?.titleText ?? feed.table?.follow?.titleText else {
      return chartSet.name + mode
    }
    return chartSet.name + " · " + text + mode
  }

  /// The clickable action at the right end of the title row: what `Enter` or `Backspace` does
  /// here (`nil` when neither does anything).
  public var titleAction: TitleAction? {
    // A printed frame (`tchart render`) has nothing to press.
    guard look.isInteractive else { return nil }
    if navigation.showsPie || navigation.dayChart != nil { return .back }
    if chartSet.flags.contains(.percentage) { return .pie }
    return chartSet.days == nil ? nil : .openDay
  }

  /// What `Enter` or `Backspace` would do here, for an otherwise empty status line.
  var enterHint: String? {
    if navigation.showsPie { return "Bksp: close the pie" }
    if navigation.dayChart != nil { return "Bksp: back to the overview" }
    if chartSet.flags.contains(.percentage) { return "Enter: pie of the range" }
    return chartSet.days == nil ? nil : "Enter: zoom into the day"
  }
}
