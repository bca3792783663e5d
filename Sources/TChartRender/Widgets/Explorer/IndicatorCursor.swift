import TChartCells
import TChartData

/// The indicator drawn over a ``LineGraph``: a vertical cursor at one sample and a marker on
/// each visible line at that sample.
///
/// The cursor is `│` in ``Theme/cursor`` in every cell of its column that holds no line dots
/// (cells with dots keep them: the lines stay readable); the marker is
/// ``Theme/marker(forLine:)`` on the cell of the line's dot: `●` in the line's colour, or in
/// monochrome the line's own shape (`●○◆◇■□▲△`), bold. Uses the graph's own mapping.
public struct IndicatorCursor: Widget, Sendable {
  public var chart: ChartSet
  public var hidden: Set<Int>
  /// The sample the indicator sits on.
  public var index: Int
  public var xRange: ClosedRange<Double>
  public var yRange: ClosedRange<Double>
  public var theme: Theme
  /// Lines placed against their own y range (as ``LineGraph/lineYRanges``).
  public var lineYRanges: [Int: ClosedRange<Double>]

  public init(
    chart: ChartSet, hidden: Set<Int>, index: Int, xRange: ClosedRange<Double>,
    yRange: ClosedRange<Double>, theme: Theme, lineYRanges: [Int: ClosedRange<Double>] = [:]
  ) {
    self.lineYRanges = lineYRanges
    self.chart = chart
    self.hidden = hidden
    self.index = index
    self.xRange = xRange
    self.yRange = yRange
    self.theme = theme
  }

  /// The screen column of the cursor in `area`, or `nil` when the sample is not drawn there.
  public func column(area: Rect) -> Int? {
    guard chart.x.indices.contains(index) else { return nil }
    let mapping = LineGraph.mapping(xRange: xRange, yRange: yRange, size: area.size)
    let dot = mapping.dotX(chart.x[index])
    guard dot >= 0, dot < area.width * 2 else { return nil }
    return area.x + (dot >> 1)
  }

  /// The screen rows of the markers in `area` (visible lines with a value at the sample).
  public func markerRows(area: Rect) -> [Int] { markers(area: area).map(\.row) }

  /// The line whose marker is highest in `area` (the first in file order on a tie), if any.
  public func topLine(area: Rect) -> Int? {
    markers(area: area).min { $0.row < $1.row }?.line
  }

  /// The visible lines with a value at the sample, in file order, with their marker's screen
  /// row in `area` (lines whose marker falls outside are left out).
  func markers(area: Rect) -> [(line: Int, series: Series, row: Int)] {
    return chart.lines.enumerated().compactMap { line, series in
      guard !hidden.contains(line), series.values.indices.contains(index),
        series.values[index].isFinite
      else { return nil }
      let mapping = LineGraph.mapping(
        xRange: xRange, yRange: lineYRanges[line] ?? yRange, size: area.size)
      let row = area.y + (mapping.dotY(series.values[index]) >> 2)
      return row >= area.y && row < area.maxY ? (line, series, row) : nil
    }
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let visibleArea = area.intersection(buffer.area)
    guard !visibleArea.isEmpty, let column = column(area: area),
      column >= visibleArea.x, column < visibleArea.maxX
    else { return }
    for y in visibleArea.y..<visibleArea.maxY {
      let cell = buffer[column, y]
      if cell.scalar == "\u{2800}" || cell.style == theme.grid {
        buffer[column, y] = Cell("│", style: theme.cursor)
      }
    }
    for (line, series, row) in markers(area: area)
    where row >= visibleArea.y && row < visibleArea.maxY {
      let style = theme.monochrome ? theme.base.adding(.bold) : theme.lineStyle(series.color)
      buffer[column, row] = Cell(theme.marker(forLine: line), style: style)
    }
  }
}
