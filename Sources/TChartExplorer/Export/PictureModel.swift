import TChartCells
import TChartData
import TChartRender
import TChartTime

/// The view as a picture for export (`e`, `tchart render --format svg`): the window, the
/// visible lines as M4 polylines at 4× the graph's width in dots, the same Y ticks and labels
/// as the frame (decades on a logarithmic axis; each line through its own range in the `index`
/// and `shape` modes), the X axis' labels, the title with the Y-scale mode and the window's
/// dates, the events in the window (`--events`), in the theme's colours; a line on the right axis is fitted to its ticks and named with
/// `▸` in the legend. Bars and areas are exported as their
/// lines. O(screen): M4 answers each line from its pyramid. A read-only value built from the
/// drawn chart set, the window and the axes' ticks (``ExplorerState/picture``).
struct PictureModel {
  /// A line drawn: its index, whether it is on the right axis, the Y range it is drawn through.
  struct Line {
    var index: Int
    var onRight: Bool
    var range: ClosedRange<Double>
  }

  /// The picture's size in pixels.
  static let size = (width: 1200.0, height: 600.0)

  /// The chart set as drawn (its colours, its log-scaled copy).
  var chartSet: ChartSet
  /// The graph's width in columns.
  var graphWidth: Int
  /// The window's first and last sample, and its x range.
  var window: ClosedRange<Int>, xRange: ClosedRange<Double>
  /// The lines drawn.
  var lines: [Line]
  /// The left axis' ticks and unit, the right axis' ticks.
  var ticks: NiceTicks, unit: String, rightTicks: NiceTicks?
  /// Whether the axis is logarithmic, and whether it labels only the extremes (`shape`).
  var logarithmic: Bool, extremes: Bool
  /// The title, the X axis' precision and the theme's variant.
  var title: String, timePrecision: TimePrecision, variant: Theme.Variant
  /// The events of `--events`.
  var events: EventMarks

  /// The view as a ``ChartPicture``.
  var picture: ChartPicture {
    let indices = window.lowerBound..<(window.upperBound + 1)
    let columns = graphWidth * 2 * 4
    let drawn = lines.map { line in
      let series = chartSet.lines[line.index]
      let polylines = M4Polyline.polylines(
        x: chartSet.x, pyramid: series.pyramid, window: indices, xRange: xRange, columns: columns)
      return ChartPicture.Line(
        name: series.name + (line.onRight ? ExplorerLegend.rightMark : ""), color: series.color,
        polylines: polylines.map { points in
          points.map {
            (x: Self.fraction($0.x, of: xRange), y: Self.fraction($0.y, of: line.range))
          }
        })
    }
    let xAxis = XAxis(
      kind: chartSet.xKind, xRange: xRange, timePrecision: timePrecision, zone: chartSet.timeZone)
    let colors = Self.colors(variant)
    return ChartPicture(
      width: Self.size.width, height: Self.size.height, title: title,
      subtitle: TitleLine.rangeText(of: chartSet, indices: indices) ?? "",
      yTicks: pictureTicks(ticks, unit: unit),
      rightYTicks: rightTicks.map { pictureTicks($0, unit: "") } ?? [],
      xTicks: xAxis.labels(width: graphWidth).map { label in
        ChartPicture.Tick(
          position: Self.fraction(label.value, of: xRange), label: label.text)
      },
      lines: drawn,
      events: events.events(in: xRange).map {
        ChartPicture.Event(
          start: Self.fraction($0.time, of: xRange),
          end: $0.end.map { Self.fraction($0, of: xRange) }, label: $0.label)
      }, background: colors.background, foreground: colors.foreground,
      grid: colors.grid)
  }

  /// An axis' ticks as the picture's: position in the axis' range, label as the frame writes it.
  func pictureTicks(_ ticks: NiceTicks, unit: String) -> [ChartPicture.Tick] {
    let axis = YAxis(
      ticks: ticks.values, yRange: ticks.range, unit: unit, logarithmic: logarithmic,
      extremes: extremes)
    return zip(ticks.values, axis.labels).map {
      ChartPicture.Tick(position: Self.fraction($0, of: ticks.range), label: $1)
    }
  }

  /// Where `value` lies in `range`, from 0 at the lower end to 1 at the upper.
  static func fraction(_ value: Double, of range: ClosedRange<Double>) -> Double {
    let span = range.upperBound - range.lowerBound
    return span > 0 ? (value - range.lowerBound) / span : 0.5
  }

  /// A picture's background, text and grid colours for a theme: the night theme's dark
  /// colours, else a white page.
  static func colors(_ variant: Theme.Variant)
    -> (background: RGBColor, foreground: RGBColor, grid: RGBColor)
  {
    switch variant {
    case .night:
      (
        RGBColor(red: 0x24, green: 0x2F, blue: 0x3E), RGBColor(red: 0xE8, green: 0xEC, blue: 0xEF),
        RGBColor(red: 0x3A, green: 0x47, blue: 0x58)
      )
    case .terminal, .day:
      (
        RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF), RGBColor(red: 0x22, green: 0x2B, blue: 0x33),
        RGBColor(red: 0xE4, green: 0xE8, blue: 0xEC)
      )
    }
  }
}

extension ExplorerState {
  /// The view on this state's screen as a ``ChartPicture``.
  public var picture: ChartPicture {
    if let bars = categoryPicture { return bars }
    if let view = viewPicture { return view }
    let area = ExplorerGeometry.graphArea(size: terminal.size, chrome: chrome)
    let graph = area.isEmpty ? Rect(x: 0, y: 0, width: 60, height: 16) : area
    let axes = yAxesModel
    let ticks = axes.yTicks(rows: graph.height)
    let rightTicks = axes.rightYTicks(rows: graph.height)
    let right = axes.rightAxisLines
    let scales = axes.lineScales
    let undrawn = axes.undrawnLines
    let lines = shown.visibleLines.filter { !undrawn.contains($0) }.map { line in
      let onRight = right.contains(line)
      let range =
        scales[line]?.range(forAxis: ticks.range)
        ?? (onRight ? rightTicks?.range ?? ticks.range : ticks.range)
      return PictureModel.Line(index: line, onRight: onRight, range: range)
    }
    return PictureModel(
      chartSet: coloring.colored(axes.scaledChartSet), graphWidth: graph.width,
      window: shown.windowSamples, xRange: shown.windowXRange, lines: lines, ticks: ticks,
      unit: axes.yUnit,
      rightTicks: rightTicks, logarithmic: axes.isLogarithmic,
      extremes: axes.effectiveYScaleMode == .shape, title: titleName,
      timePrecision: shown.timePrecision, variant: look.renderTheme.variant,
      events: chartEvents.shown
    ).picture
  }
}
