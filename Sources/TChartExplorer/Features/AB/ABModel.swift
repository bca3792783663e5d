import TChartCells
import TChartData
import TChartRender

/// The A/B cursors' numbers (``ABCursors``): per visible line from ``ABStatistics`` (O(log N +
/// block) per line, so O(screen) per frame), as the A/B panel, the title's Δt and `tchart
/// render --ab` show them.
extension ExplorerState {
  /// The sample indices of A and B on the chart set on screen; `nil` without A.
  public var abSamples: (a: Int, b: Int)? {
    guard let ab = view.ab else { return nil }
    let last = chartSet.lastIndex
    let (a, b) = ab.samples(indicator: view.indicator)
    return (Swift.min(Swift.max(0, a), last), Swift.min(Swift.max(0, b), last))
  }

  /// B's x minus A's x; `nil` without A.
  public var abSpan: Double? {
    guard let (a, b) = abSamples else { return nil }
    return chartSet.xValue(at: b) - chartSet.xValue(at: a)
  }

  /// `Δ 3d 4h` on a time axis, `Δ 12.5` on numbers: the title's text of the A/B span.
  public var abSpanText: String? {
    guard let span = abSpan else { return nil }
    switch chartSet.xKind {
    case .time: return "Δ " + DurationText.text(span)
    case .number: return "Δ " + ReadableNumber.text(span)
    }
  }

  /// The numbers of each visible line between A and B; empty without A.
  public var abStatistics: [(line: Int, statistics: ABStatistics)] {
    guard let (a, b) = abSamples else { return [] }
    return visibleLines.map { ($0, ABStatistics(chartSet: chartSet, line: $0, a: a, b: b)) }
  }

  /// The slope's unit for the span: per second, minute, hour or day on a time axis (as fits
  /// the span), per unit of x on numbers.
  var abSlopeUnit: (name: String, size: Double) {
    guard chartSet.xKind == .time else { return ("x", 1) }
    let unit = DurationText.slopeUnit(span: abSpan ?? 0)
    return (unit.name, unit.seconds)
  }

  /// The A/B panel's columns, most important first: the values at A and B, their change, the
  /// slope per unit, the extremes and mean between them (short, to fit 80 columns).
  var abHeaders: [String] {
    ["A", "B", "Δ", "Δ%", "/" + abSlopeUnit.name, "min", "max", "mean"]
  }

  /// The columns of the compact A/B panel (a small screen, many lines): Δ and Δ%.
  static let abCompactColumns = [2, 3]

  /// The middle of the A–B range as a fraction of the window's x range (0 its left edge, 1 its
  /// right), where the compact panel does not go; 0.5 without A.
  var abShadeCentre: Double {
    guard let (a, b) = abSamples else { return 0.5 }
    let range = windowXRange
    let span = range.upperBound - range.lowerBound
    guard span > 0 else { return 0.5 }
    let middle = (chartSet.xValue(at: a) + chartSet.xValue(at: b)) / 2
    return (middle - range.lowerBound) / span
  }

  /// The cells of one line's row, in the order of ``abHeaders``: values at the line's
  /// resolution; on a table the mean is of the rows the source answered (`≈`).
  func abCells(line: Int, _ statistics: ABStatistics) -> [String] {
    let resolution = valueResolution(line: line)
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
    let slope = statistics.slope.map { $0 * abSlopeUnit.size }
    let slopeText = slope.map { signed(PreciseNumber.text($0, resolution: resolution), $0) }
    let mean = value(statistics.between.mean)
    return [
      value(statistics.atA?.value), value(statistics.atB?.value),
      signed(value(statistics.change), statistics.change), percent ?? "–", slopeText ?? "–",
      value(statistics.between.min?.value), value(statistics.between.max?.value),
      feed.table != nil && mean != "–" ? "≈" + mean : mean,
    ]
  }

  /// `A Mar 3 – B Mar 6 2019 · Δ 3d 4h`: the A/B panel's title.
  var abTitle: String {
    guard let (a, b) = abSamples else { return "" }
    let dates = sliderFormatter
    let span = abSpanText.map { " · " + $0 } ?? ""
    return "A " + dates.string(chartSet.xValue(at: a)) + " → B "
      + dates.string(chartSet.xValue(at: b)) + span
  }

  /// `A → B · Δ 3d 4h`: the compact panel's title (the X axis marks A and B, the status line
  /// names B's date).
  var abCompactTitle: String {
    "A → B" + (abSpanText.map { " · " + $0 } ?? "")
  }

  /// The A/B panel; `nil` without A.
  func abTable(theme: Theme) -> StatisticsTable? {
    guard view.ab != nil else { return nil }
    let lines = chartSet.lines
    let rows = abStatistics.map { line, statistics in
      StatisticsTable.Row(
        mark: theme.lineStyle(lineColor(lines[line])), symbol: theme.marker(forLine: line),
        name: lines[line].name, cells: abCells(line: line, statistics))
    }
    return StatisticsTable(
      title: abTitle, headers: abHeaders, rows: rows, border: theme.tooltipBorder,
      text: theme.tooltipText, header: theme.tooltipText.adding(.bold))
  }

  /// The A/B numbers as plain text (`tchart render --ab … --stats`): the title, a header row
  /// and a row per visible line, columns right-aligned and two spaces apart; empty without A.
  public var abText: String {
    guard view.ab != nil else { return "" }
    let lines = chartSet.lines
    let rows =
      [["line"] + abHeaders]
      + abStatistics.map { line, statistics in
        [lines[line].name] + abCells(line: line, statistics)
      }
    return abTitle + "\n" + Self.plainTable(rows)
  }
}
