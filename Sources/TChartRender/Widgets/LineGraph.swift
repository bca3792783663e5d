import TChartCells
import TChartData

/// The lines of a chart set over an x window and a y range, as braille, with a dotted grid.
///
/// - Every cell of the area is a braille character: empty cells are U+2800, never spaces.
/// - Line `i` is drawn on canvas layer `i` in file order, so where lines share a cell the
///   cell takes the colour of the line drawn last (the highest key). No line erases another's
///   dots.
/// - Grid lines (one per value of `gridTicks`) are drawn first, underneath: a dim dot in the
///   left column of each cell at the tick's exact dot row, only in cells without line dots.
/// - Hidden lines are not drawn.
/// - In monochrome (`NO_COLOR`) line `i` is drawn with ``DashPattern/forLine(_:)``: line 1
///   solid, line 2 every other dot column, line 3 two on one off, …; the dots kept are exactly
///   those of the solid line. In colour every line is solid.
/// The y range is an input (the explorer animates it); use ``mapping(area:)`` to place anything
/// else (a cursor, markers) on the same dots. Lines go through ``SeriesRasterizer`` (M4 when a
/// dot column holds many samples, the same dots either way).
public struct LineGraph: Widget, Sendable {
  public var chart: ChartSet
  public var hidden: Set<Int>
  public var xRange: ClosedRange<Double>
  public var yRange: ClosedRange<Double>
  public var gridTicks: [Double]
  public var theme: Theme
  /// Lines drawn against their own y range instead of ``yRange`` (the right axis' lines of a
  /// two-axis chart, each line of a two-axis mini-map).
  public var lineYRanges: [Int: ClosedRange<Double>]
  /// Where the canvases drawn are remembered (a fresh one remembers nothing across frames).
  public var caches: RenderCaches
  /// When positive, each visible line's copy shifted forward by this many x units is drawn
  /// behind the lines, dotted and dimmed (`--shift`; see `LineGraph+Shift`).
  public var shift: Double = 0
  /// Whether the samples are drawn as points, not joined (a scatter; ``PointRasterizer``).
  public var points = false

  public init(
    chart: ChartSet, hidden: Set<Int> = [], xRange: ClosedRange<Double>,
    yRange: ClosedRange<Double>, gridTicks: [Double] = [], theme: Theme = .terminal,
    lineYRanges: [Int: ClosedRange<Double>] = [:], caches: RenderCaches = RenderCaches()
  ) {
    self.caches = caches
    self.lineYRanges = lineYRanges
    self.chart = chart
    self.hidden = hidden
    self.xRange = xRange
    self.yRange = yRange
    self.gridTicks = gridTicks
    self.theme = theme
  }

  /// The data-to-dot mapping of a graph drawn in `area`.
  public func mapping(area: Rect) -> DotMapping {
    Self.mapping(xRange: xRange, yRange: yRange, size: area.size)
  }

  /// The data-to-dot mapping for a canvas of `size` cells.
  public static func mapping(
    xRange: ClosedRange<Double>, yRange: ClosedRange<Double>, size: Size
  ) -> DotMapping {
    DotMapping(
      xLower: xRange.lowerBound, xUpper: xRange.upperBound, yLower: yRange.lowerBound,
      yUpper: yRange.upperBound, dotWidth: max(0, size.width) * 2,
      dotHeight: max(0, size.height) * 4)
  }

  /// The lines rasterised on a canvas of `size` cells (no grid): the lines on ``yRange`` first,
  /// then each group of lines sharing a range of ``lineYRanges`` on the same canvas (each line
  /// keeps its own layer, so the colour rule is unchanged).
  public func canvas(size: Size) -> BrailleCanvas {
    var canvas = BrailleCanvas(size: size)
    guard size.width > 0, size.height > 0 else { return canvas }
    let indices = chart.visibleIndices(xRange)
    if theme.monochrome { return dashedCanvas(size: size, visible: indices) }
    let own = Set(lineYRanges.keys)
    var groups: [(range: ClosedRange<Double>, lines: Set<Int>)] = [
      (yRange, Set(chart.lines.indices).subtracting(own))
    ]
    for range in Set(lineYRanges.values.map { [$0.lowerBound, $0.upperBound] }) {
      let span = range[0]...range[1]
      groups.append((span, Set(own.filter { lineYRanges[$0] == span })))
    }
    for group in groups where !group.lines.subtracting(hidden).isEmpty {
      let mapping = Self.mapping(xRange: xRange, yRange: group.range, size: size)
      SeriesRasterizer.draw(
        x: chart.x, lines: chart.lines,
        hidden: hidden.union(Set(chart.lines.indices).subtracting(group.lines)),
        visible: indices, mapping: mapping, caches: caches, points: points, on: &canvas)
    }
    return canvas
  }

  /// Each visible line drawn solid on its own canvas, then added through its dash pattern.
  func dashedCanvas(size: Size, visible: Range<Int>) -> BrailleCanvas {
    var canvas = BrailleCanvas(size: size)
    for (line, series) in chart.lines.enumerated() where !hidden.contains(line) {
      let mapping = Self.mapping(xRange: xRange, yRange: lineYRanges[line] ?? yRange, size: size)
      var solid = BrailleCanvas(size: size)
      if points {
        PointRasterizer.draw(
          x: chart.x, series: series, visible: visible, mapping: mapping, layer: line, on: &solid)
      } else {
        SeriesRasterizer.draw(
          x: chart.x, series: series, visible: visible, mapping: mapping, layer: line, on: &solid)
      }
      canvas.overlay(solid, layer: line, dashes: DashPattern.forLine(line))
    }
    return canvas
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let visibleArea = area.intersection(buffer.area)
    guard !visibleArea.isEmpty else { return }
    let canvas = canvas(size: area.size)
    let copies = copyCanvas(size: area.size)
    let gridBits = gridBitsByRow(rows: area.height, mapping: mapping(area: area))
    let lineStyles = chart.lines.map { theme.lineStyle($0.color) }
    let glyphs = theme.glyphs
    for y in visibleArea.y..<visibleArea.maxY {
      let row = y - area.y
      for x in visibleArea.x..<visibleArea.maxX {
        let column = x - area.x
        if let owner = canvas.owner(column: column, row: row) {
          let style = owner < lineStyles.count ? lineStyles[owner] : theme.text
          let bits = canvas.bits[row * canvas.size.width + column]
          buffer[x, y] = Cell(glyphs.dot(bits), style: style)
        } else if let copies, let owner = copies.owner(column: column, row: row) {
          let style = owner < lineStyles.count ? lineStyles[owner] : theme.text
          let bits = copies.bits[row * copies.size.width + column]
          buffer[x, y] = Cell(glyphs.dot(bits), style: style.adding(.dim))
        } else if let bits = gridBits[row] {
          buffer[x, y] = Cell(glyphs.dot(bits), style: theme.grid)
        } else {
          buffer[x, y] = Cell(glyphs.dot(0), style: theme.plot)
        }
      }
    }
  }

  /// Per cell row, the braille bits of the grid dots in it (`nil` for rows without a tick).
  func gridBitsByRow(rows: Int, mapping: DotMapping) -> [UInt8?] {
    var result = [UInt8?](repeating: nil, count: rows)
    for tick in gridTicks where tick.isFinite {
      let dotRow = mapping.dotY(tick)
      guard dotRow >= 0, dotRow < rows * 4 else { continue }
      result[dotRow >> 2] = (result[dotRow >> 2] ?? 0) | BrailleCanvas.dotBits[dotRow & 3][0]
    }
    return result
  }
}
