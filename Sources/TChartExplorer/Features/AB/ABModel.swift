import TChartCells
import TChartData
import TChartRender

/// The A/B cursors' numbers (``ABCursors``): per visible line from ``ABStatistics`` (O(log N +
/// block) per line, so O(screen) per frame), as the A/B panel, the title's Δt and `tchart
/// render --ab` show them. A read-only value built from the chart set on screen, its view and
/// how its x is written (``ExplorerState/abModel``).
public struct ABModel {
  /// The chart set on screen, its lines in the colours they are drawn in.
  var chartSet: ChartSet
  /// Its view: the cursors, the indicator (B follows it) and the window.
  var view: ChartViewState
  /// The lines not hidden.
  var visibleLines: [Int]
  /// The window's x range.
  var windowXRange: ClosedRange<Double>
  /// How the slider writes an x.
  var formatter: ValueFormatter
  /// Whether the chart set is a table's (whose mean is of the rows the source answered).
  var isTable: Bool

  /// The sample indices of A and B on the chart set on screen; `nil` without A.
  public var samples: (a: Int, b: Int)? { Self.samples(of: view, in: chartSet) }

  /// The sample indices of A and B of `view` on `chartSet`; `nil` without A.
  static func samples(of view: ChartViewState, in chartSet: ChartSet) -> (a: Int, b: Int)? {
    guard let ab = view.ab else { return nil }
    let last = chartSet.lastIndex
    let (a, b) = ab.samples(indicator: view.indicator)
    return (Swift.min(Swift.max(0, a), last), Swift.min(Swift.max(0, b), last))
  }

  /// B's x minus A's x; `nil` without A.
  public var span: Double? {
    guard let (a, b) = samples else { return nil }
    return chartSet.xValue(at: b) - chartSet.xValue(at: a)
  }

  /// `Δ 3d 4h` on a time axis, `Δ 12.5` on numbers: the title's text of the A/B span.
  public var spanText: String? {
    guard let span else { return nil }
    switch chartSet.xKind {
    case .time: return "Δ " + DurationText.text(span)
    case .number: return "Δ " + ReadableNumber.text(span)
    }
  }

  /// The numbers of each visible line between A and B; empty without A.
  public var statistics: [(line: Int, statistics: ABStatistics)] {
    guard let (a, b) = samples else { return [] }
    return visibleLines.map { ($0, ABStatistics(chartSet: chartSet, line: $0, a: a, b: b)) }
  }

  /// The slope's unit for the span: per second, minute, hour or day on a time axis (as fits
  /// the span), per unit of x on numbers.
  var slopeUnit: (name: String, size: Double) {
    guard chartSet.xKind == .time else { return ("x", 1) }
    let unit = DurationText.slopeUnit(span: span ?? 0)
    return (unit.name, unit.seconds)
  }

  /// The A/B panel's columns, most important first: the values at A and B, their change, the
  /// slope per unit, the extremes and mean between them (short, to fit 80 columns).
  var headers: [String] {
    ["A", "B", "Δ", "Δ%", "/" + slopeUnit.name, "min", "max", "mean"]
  }

  /// The columns of the compact A/B panel (a small screen, many lines): Δ and Δ%.
  static let compactColumns = [2, 3]

  /// The middle of the A–B range as a fraction of the window's x range (0 its left edge, 1 its
  /// right), where the compact panel does not go; 0.5 without A.
  var shadeCentre: Double {
    guard let (a, b) = samples else { return 0.5 }
    let range = windowXRange
    let span = range.upperBound - range.lowerBound
    guard span > 0 else { return 0.5 }
    let middle = (chartSet.xValue(at: a) + chartSet.xValue(at: b)) / 2
    return (middle - range.lowerBound) / span
  }

  /// The cells of one line's row, in the order of ``headers``: values at the line's
  /// resolution; on a table the mean is of the rows the source answered (`≈`).
  func cells(line: Int, _ statistics: ABStatistics) -> [String] {
    let resolution = IndicatorValues(chartSet: chartSet, view: view).resolution(line: line)
    func value(_ number: Double?) -> String {
      number.map { ValueText.text($0, resolution: resolution) } ?? "–"
    }
    func signed(_ text: String, _ number: Double?) -> String {
      guard let number, number > 0 else { return text }
      return "+" + text
    }
    let percent = statistics.changePercent.map {
      signed(PreciseNumber.text($0, resolution: ValueResolution(step: 0.1)) + "%", $0)
    }
    let slope = statistics.slope.map { $0 * slopeUnit.size }
    let slopeText = slope.map { signed(PreciseNumber.text($0, resolution: resolution), $0) }
    let mean = value(statistics.between.mean)
    return [
      value(statistics.atA?.value), value(statistics.atB?.value),
      signed(value(statistics.change), statistics.change), percent ?? "–", slopeText ?? "–",
      value(statistics.between.min?.value), value(statistics.between.max?.value),
      isTable && mean != "–" ? "≈" + mean : mean,
    ]
  }

  /// `A Mar 3 – B Mar 6 2019 · Δ 3d 4h`: the A/B panel's title.
  var title: String {
    guard let (a, b) = samples else { return "" }
    let span = spanText.map { " · " + $0 } ?? ""
    return "A " + sampleText(a) + " → B " + sampleText(b) + span
  }

  /// `A → B · Δ 3d 4h`: the compact panel's title (the X axis marks A and B, the status line
  /// names B's date).
  var compactTitle: String {
    "A → B" + (spanText.map { " · " + $0 } ?? "")
  }

  /// The A/B panel; `nil` without A.
  func table(theme: Theme) -> StatisticsTable? {
    guard view.ab != nil else { return nil }
    let lines = chartSet.lines
    let rows = statistics.map { line, statistics in
      StatisticsTable.Row(
        mark: theme.lineStyle(lines[line].color), symbol: theme.marker(forLine: line),
        name: lines[line].name, cells: cells(line: line, statistics))
    }
    return StatisticsTable(
      title: title, headers: headers, rows: rows, border: theme.tooltipBorder,
      text: theme.tooltipText, header: theme.tooltipText.adding(.bold))
  }

  /// The A/B numbers as plain text (`tchart render --ab … --stats`): the title, a header row
  /// and a row per visible line, columns right-aligned and two spaces apart; empty without A.
  public var text: String {
    guard view.ab != nil else { return "" }
    let lines = chartSet.lines
    let rows =
      [["line"] + headers]
      + statistics.map { line, statistics in
        [lines[line].name] + cells(line: line, statistics)
      }
    return title + "\n" + StatisticsModel.plainTable(rows)
  }

  /// Sample `index`'s x as the slider writes it.
  func sampleText(_ index: Int) -> String {
    formatter.string(chartSet.xValue(at: index))
  }

  /// The window's sample nearest to screen column `column` of the graph of `geometry`.
  func sample(atColumn column: Int, _ geometry: ExplorerGeometry) -> Int? {
    guard !geometry.layout.isTooSmall else { return nil }
    let x = geometry.graphMapping.xValue(atColumn: column)
    return chartSet.nearestIndex(toX: x, in: view.windowIndices)
  }
}
