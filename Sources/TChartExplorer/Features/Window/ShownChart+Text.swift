import TChartData
import TChartTime

/// How the window on screen is written: its x values (the slider's labels, the precision times
/// are written at, the tooltip's title at the indicator) and its rows as CSV.
extension ShownChart {
  /// The window's rows of the visible lines as CSV: the text of `E` and of
  /// `tchart render --format csv` (``WindowCSV``).
  public var windowCSV: String {
    let window = windowSamples
    return WindowCSV.text(
      chartSet: chartSet, lines: visibleLines, window: window.lowerBound..<(window.upperBound + 1))
  }

  /// The indicator's sample of the visible lines as CSV (the header, then its row, as `E`
  /// writes it): the text `Y` copies.
  public var indicatorCSV: String {
    WindowCSV.text(
      chartSet: chartSet, lines: visibleLines, window: view.indicator..<(view.indicator + 1))
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
      let edges = [
        chartSet.xValue(at: windowSamples.lowerBound),
        chartSet.xValue(at: windowSamples.upperBound),
      ]
      // The fewest decimals that write both edges exactly (at most 6, and at most what a
      // step of sevenths, twelfths… needs).
      let most = Swift.min(6, ChartSet.fractionDecimals(edges) ?? 6)
      let decimals = edges.map { Swift.min(most, ReadableNumber.decimals($0) ?? most) }.max() ?? 0
      return ValueFormatter(.number, decimals: decimals)
    }
  }

  /// How finely times are written in this frame: the window's precision (seconds under an
  /// hour or a minute apart, milliseconds under a second apart), and at least minutes when the
  /// data has times of day. O(1): a bounded probe of the window.
  public var timePrecision: TimePrecision {
    let precision = chartSet.timePrecision(
      in: windowSamples.lowerBound..<(windowSamples.upperBound + 1))
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
      // In a zone, the forms name the offset in force (`CEST`, `CET`: the clock repeats an
      // hour each autumn); the date gets shorter before the zone is left out (`Mar 31 03:00
      // CEST`, then `03:00 CEST`, rather than `Sun, Mar 31 2024 03:00` at 80 columns: the X
      // axis under the tooltip says the day).
      let zone = chartSet.timeZone
      guard !zone.isUTC && chartSet.xPeriod == nil else { return forms }
      let name = zone.abbreviation(at: x)
      return forms.map { $0 + " " + name } + forms
    case .number:
      let number = chartSet.xLabels([x])[0]
      return chartSet.xNumbers == .year ? [number] : ["x = " + number, number]
    }
  }

  /// Whether the data has times of day (not only dates).
  var dataHasTimeOfDay: Bool { chartSet.timeOfDay.hasTimeOfDay(in: 0..<chartSet.count) }
}
