import TChartCells
import TChartData

/// The mini-map: every visible line over the whole x span, a few rows high, with the window.
///
/// Drawn with ``LineGraph`` (the graph's own rasteriser) over the whole span and the visible
/// lines' full extent. Cells outside the window take ``Theme/miniMapOutside`` (dimmed; dim in
/// monochrome). The window's edge columns are drawn clearly: `▐` and `▌` hugging the window in
/// ``Theme/miniMapEdge`` (bold in monochrome), visible even in plain text.
public struct MiniMap: Widget, Sendable {
  public var chart: ChartSet
  public var hidden: Set<Int>
  /// The visible window, in x units.
  public var window: ClosedRange<Double>
  public var theme: Theme
  /// Where the drawing and the fill sampling are remembered across frames.
  public var caches: RenderCaches
  /// Whether every line is fitted to its own extent (a chart with two Y axes).
  public var scalesEachLine: Bool

  /// A mini-map of `chart`; `twoAxes` says whether it has two Y axes (default: whether it is
  /// `y_scaled` with two lines or more).
  public init(
    chart: ChartSet, hidden: Set<Int>, window: ClosedRange<Double>, theme: Theme,
    caches: RenderCaches = RenderCaches(), twoAxes: Bool? = nil
  ) {
    self.caches = caches
    scalesEachLine = twoAxes ?? (chart.flags.contains(.yScaled) && chart.lines.count >= 2)
    self.chart = chart
    self.hidden = hidden
    self.window = window
    self.theme = theme
  }

  /// The whole x span (`0…1` for an empty chart).
  public var span: ClosedRange<Double> { chart.xSpan ?? 0...1 }

  /// The y range: the visible lines' extent over the whole span (a flat extent is widened).
  public var yRange: ClosedRange<Double> {
    let lines = chart.lines.indices.filter { !hidden.contains($0) }
    let extent =
      chart.valueRange(lines: lines, in: 0..<chart.count) ?? ValueRange(lower: 0, upper: 1)
    if extent.upper > extent.lower { return extent.lower...extent.upper }
    return (extent.lower - 1)...(extent.upper + 1)
  }

  /// On a two-axis chart, every line fitted to its own extent over the span, as the graph's
  /// axes do; empty otherwise.
  public var ownRanges: [Int: ClosedRange<Double>] {
    guard scalesEachLine else { return [:] }
    var ranges: [Int: ClosedRange<Double>] = [:]
    for line in chart.lines.indices {
      guard let extent = chart.valueRange(lines: [line], in: 0..<chart.count) else { continue }
      ranges[line] =
        extent.upper > extent.lower
        ? extent.lower...extent.upper : (extent.lower - 1)...(extent.upper + 1)
    }
    return ranges
  }

  /// The screen columns of the window's edges in `area`.
  public func edgeColumns(area: Rect) -> (lower: Int, upper: Int) {
    Self.edgeColumns(span: (span.lowerBound, span.upperBound), window: window, area: area)
  }

  /// The screen columns of `window`'s edges on a mini-map of the x span `span` in `area`: the
  /// one function the mini-map draws its edges with and the explorer hit-tests them with (a
  /// pair, not a range: a source's x may be no number).
  public static func edgeColumns(
    span: (lower: Double, upper: Double), window: ClosedRange<Double>, area: Rect
  ) -> (lower: Int, upper: Int) {
    let mapping = DotMapping(
      xLower: span.lower, xUpper: span.upper, yLower: 0, yUpper: 1,
      dotWidth: Swift.max(0, area.width) * 2, dotHeight: Swift.max(0, area.height) * 4)
    return (
      area.x + (mapping.dotX(window.lowerBound) >> 1),
      area.x + (mapping.dotX(window.upperBound) >> 1)
    )
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let visibleArea = area.intersection(buffer.area)
    guard !visibleArea.isEmpty else { return }
    if let mode = FillMode(chartSet: chart) {
      let lines = chart.lines.indices.filter { !hidden.contains($0) }
      let whole = 0...Swift.max(0, chart.count - 1)
      let top =
        mode == .percentage
        ? 100
        : FillSampling.memoized(
          chart: chart, visibleLines: lines, window: whole, width: area.width, mode: mode,
          in: caches
        ).top
      FillGraph(
        chart: chart, visibleLines: lines, window: whole, yTop: top, mode: mode,
        colors: chart.lines.map { theme.fillColors($0.color) }, monochrome: theme.monochrome,
        background: theme.base.background, caches: caches
      ).render(into: &buffer, area: area)
    } else {
      LineGraph(
        chart: chart, hidden: hidden, xRange: span, yRange: yRange, theme: theme,
        lineYRanges: ownRanges, caches: caches
      ).render(into: &buffer, area: area)
    }
    let edges = edgeColumns(area: area)
    // Reverse video would turn a half block into the other half: bold only in monochrome.
    let edgeStyle = theme.monochrome ? Style(attributes: .bold) : theme.miniMapEdge
    for y in visibleArea.y..<visibleArea.maxY {
      for x in visibleArea.x..<visibleArea.maxX where x < edges.lower || x > edges.upper {
        buffer[x, y] = Cell(buffer[x, y].scalar, style: theme.miniMapOutside)
      }
      for (x, glyph) in [(edges.lower, "▐"), (edges.upper, "▌")] as [(Int, Unicode.Scalar)]
      where x >= visibleArea.x && x < visibleArea.maxX {
        buffer[x, y] = Cell(glyph, style: edgeStyle)
      }
    }
  }
}
