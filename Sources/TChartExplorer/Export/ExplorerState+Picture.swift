import TChartCells
import TChartData
import TChartRender

/// The view as a picture for export (`e`, `tchart render --format svg`): the window, the
/// visible lines as M4 polylines at 4× the graph's width in dots, the same Y ticks and labels
/// as the frame (decades on a logarithmic axis; each line through its own range in the `index`
/// and `shape` modes), the X axis' labels, the title with the Y-scale mode and the window's
/// dates, the events in the window (`--events`), in the theme's colours; a line on the right axis is fitted to its ticks and named with
/// `▸` in the legend. Bars and areas are exported as their
/// lines. O(screen): M4 answers each line from its pyramid.
extension ExplorerState {
  /// The picture's size in pixels.
  static let pictureSize = (width: 1200.0, height: 600.0)

  /// The view on this state's screen as a ``ChartPicture``.
  public var picture: ChartPicture {
    let area = ExplorerGeometry.graphArea(size: screenSize, chrome: chrome)
    let graph = area.isEmpty ? Rect(x: 0, y: 0, width: 60, height: 16) : area
    let axes = yAxesModel
    let ticks = axes.yTicks(rows: graph.height)
    let rightTicks = axes.rightYTicks(rows: graph.height)
    let window = windowSamples
    let indices = window.lowerBound..<(window.upperBound + 1)
    let xRange = windowXRange
    let chart = drawnChartSet
    let columns = graph.width * 2 * 4
    let right = axes.rightAxisLines
    let scales = axes.lineScales
    let undrawn = axes.undrawnLines
    let lines = visibleLines.filter { !undrawn.contains($0) }.map { line in
      let series = chart.lines[line]
      let onRight = right.contains(line)
      let range =
        scales[line]?.range(forAxis: ticks.range)
        ?? (onRight ? rightTicks?.range ?? ticks.range : ticks.range)
      let polylines = M4Polyline.polylines(
        x: chart.x, pyramid: series.pyramid, window: indices, xRange: xRange, columns: columns)
      return ChartPicture.Line(
        name: series.name + (onRight ? ExplorerLegend.rightMark : ""), color: series.color,
        polylines: polylines.map { points in
          points.map {
            (x: Self.fraction($0.x, of: xRange), y: Self.fraction($0.y, of: range))
          }
        })
    }
    let xAxis = XAxis(
      kind: chart.xKind, xRange: xRange, timePrecision: timePrecision, zone: chart.timeZone)
    let colors = Self.pictureColors(renderTheme.variant)
    return ChartPicture(
      width: Self.pictureSize.width, height: Self.pictureSize.height, title: titleName,
      subtitle: TitleLine.rangeText(of: chart, indices: indices) ?? "",
      yTicks: pictureTicks(ticks, unit: axes.yUnit),
      rightYTicks: rightTicks.map { pictureTicks($0, unit: "") } ?? [],
      xTicks: xAxis.labels(width: graph.width).map { label in
        ChartPicture.Tick(
          position: Self.fraction(label.value, of: xRange), label: label.text)
      },
      lines: lines,
      events: shownEvents.events(in: xRange).map {
        ChartPicture.Event(
          start: Self.fraction($0.time, of: xRange),
          end: $0.end.map { Self.fraction($0, of: xRange) }, label: $0.label)
      }, background: colors.background, foreground: colors.foreground,
      grid: colors.grid)
  }

  /// An axis' ticks as the picture's: position in the axis' range, label as the frame writes it.
  func pictureTicks(_ ticks: NiceTicks, unit: String) -> [ChartPicture.Tick] {
    let axes = yAxesModel
    let axis = YAxis(
      ticks: ticks.values, yRange: ticks.range, unit: unit, logarithmic: axes.isLogarithmic,
      extremes: axes.effectiveYScaleMode == .shape)
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
  static func pictureColors(_ variant: Theme.Variant)
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
