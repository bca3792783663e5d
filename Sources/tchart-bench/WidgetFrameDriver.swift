import TChartModel
import TChartRender

/// The frame path before the explorer screen is available: the window and indicator as plain
/// state, the visible y extent from the pyramids, the five lines and a mini-map of the whole
/// span drawn through ``SeriesRasterizer`` and copied into the cell buffer.
struct WidgetFrameDriver: FrameDriver {
  let chart: ChartSet
  let size: Size
  var lower: Double
  var upper: Double
  var indicator: Int

  init(chart: ChartSet, size: Size) {
    self.chart = chart
    self.size = size
    let first = chart.x.first ?? 0
    let last = chart.x.last ?? 1
    lower = first + (last - first) * 0.25
    upper = first + (last - first) * 0.75
    indicator = chart.count / 2
  }

  mutating func apply(_ kind: StepKind, number: Int) {
    let width = upper - lower
    let sign = Self.forward(number) ? 1.0 : -1.0
    switch kind {
    case .pan:
      lower += sign * width / 10
      upper += sign * width / 10
    case .zoom:
      let factor = Self.forward(number) ? 0.9 : 1 / 0.9
      let middle = (lower + upper) / 2
      lower = middle - width / 2 * factor
      upper = middle + width / 2 * factor
    case .indicator:
      indicator = min(max(0, indicator + Int(sign)), chart.count - 1)
    }
  }

  func render(into buffer: inout ScreenBuffer) {
    let graph = Rect(x: 0, y: 1, width: size.width, height: size.height - 10)
    let miniMap = Rect(x: 0, y: size.height - 7, width: size.width, height: 6)
    let visible = indices(lower, upper)
    var low = Double.infinity
    var high = -Double.infinity
    for line in chart.lines {
      let extremes = line.pyramid.extremes(in: visible)
      low = min(low, extremes.min)
      high = max(high, extremes.max)
    }
    draw(visible, x: lower...upper, y: low...max(low, high), in: graph, into: &buffer)
    let all = chart.lines.map { $0.pyramid.extremes(in: 0..<chart.count) }
    let whole = (all.map(\.min).min() ?? 0)...(all.map(\.max).max() ?? 1)
    draw(
      0..<chart.count, x: (chart.x.first ?? 0)...(chart.x.last ?? 1), y: whole, in: miniMap,
      into: &buffer)
  }

  func indices(_ low: Double, _ high: Double) -> Range<Int> {
    let start = firstIndex(from: 0) { $0 >= low }
    return start..<firstIndex(from: start) { $0 > high }
  }

  /// The first index from `start` whose x satisfies the monotone `isPast` (binary search).
  func firstIndex(from start: Int, _ isPast: (Double) -> Bool) -> Int {
    var low = start
    var high = chart.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(chart.x[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }

  func draw(
    _ visible: Range<Int>, x: ClosedRange<Double>, y: ClosedRange<Double>, in area: Rect,
    into buffer: inout ScreenBuffer
  ) {
    var canvas = BrailleCanvas(size: area.size)
    let mapping = DotMapping(
      xLower: x.lowerBound, xUpper: x.upperBound, yLower: y.lowerBound, yUpper: y.upperBound,
      dotWidth: canvas.dotWidth, dotHeight: canvas.dotHeight)
    for (layer, line) in chart.lines.enumerated() {
      SeriesRasterizer.draw(
        x: chart.x, series: line, visible: visible, mapping: mapping, layer: layer, on: &canvas)
    }
    for row in 0..<area.height {
      for column in 0..<area.width {
        buffer[area.x + column, area.y + row] = Cell(canvas.character(column: column, row: row))
      }
    }
  }
}
