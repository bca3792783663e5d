import TChartCells
import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two lines against each other over the window (PlotJuggler's XY view): line A across, line B
/// up, every sample a braille dot (``XYDensity``: exact at any N), each cell as bright as the
/// samples it holds (dim, plain, bold: a third each of the cells' counts on a log scale, so 10^7
/// samples read as a shape, not a blob). The indicator's sample is a `◆` at the end of a trail
/// of the samples before it (time runs along the trail), its values in a tooltip.
public struct XYPlot: Widget, Sendable {
  /// The two lines: their values, names and the style the cloud takes (B's).
  public var x: Series
  public var y: Series
  public var style: Style
  /// The samples drawn.
  public var window: Range<Int>
  /// The indicator's sample and its time's text, when shown.
  public var indicator: Int?
  public var indicatorTitle: String
  public var theme: Theme
  /// Where the density last counted is remembered (`nil`: counted every frame).
  public var caches: RenderCaches?
  /// The density and extremes counted elsewhere (a table's, by its database), drawn instead of
  /// counting `x` and `y`, which then hold the indicator's trail alone.
  public var counted: XYCounted?

  /// Samples in the trail before the indicator.
  public static let trailLength = 24

  public init(
    x: Series, y: Series, style: Style, window: Range<Int>, indicator: Int?,
    indicatorTitle: String = "", theme: Theme, caches: RenderCaches? = nil
  ) {
    self.caches = caches
    self.x = x
    self.y = y
    self.style = style
    self.window = window
    self.indicator = indicator
    self.indicatorTitle = indicatorTitle
    self.theme = theme
  }

  /// The axes' scales over the window: A's for `columns` cells, B's for `rows` rows.
  public func scales(columns: Int, rows: Int) -> (x: NiceTicks, y: NiceTicks) {
    let extremes = self.extremes
    return Self.scales(x: extremes.x, y: extremes.y, columns: columns, rows: rows)
  }

  /// The two lines' extremes over the window (`nil`: no value): counted ones, else the
  /// pyramids'.
  var extremes: (x: ClosedRange<Double>?, y: ClosedRange<Double>?) {
    if let counted { return (counted.xExtremes, counted.yExtremes) }
    func range(_ found: ValueExtremes) -> ClosedRange<Double>? {
      found.hasNoValue ? nil : found.min...found.max
    }
    return (range(x.pyramid.extremes(in: window)), range(y.pyramid.extremes(in: window)))
  }

  /// The axes' scales of lines spanning `x` and `y` (`nil`: no value): A's for `columns`
  /// cells, B's for `rows` rows.
  public static func scales(
    x a: ClosedRange<Double>?, y b: ClosedRange<Double>?, columns: Int, rows: Int
  ) -> (x: NiceTicks, y: NiceTicks) {
    (
      NiceTicks.fitting(
        low: a?.lowerBound ?? 0, high: a?.upperBound ?? 1, maxCount: Swift.max(2, columns / 10)),
      NiceTicks.forAxis(low: b?.lowerBound ?? 0, high: b?.upperBound ?? 1, rows: rows)
    )
  }

  /// The grid of dots the plot counts in `area` for lines spanning `x` and `y` (`nil`: no
  /// value): what a table's database counts (``XYCounted``).
  public static func grid(area: Rect, x: ClosedRange<Double>?, y: ClosedRange<Double>?)
    -> XYGrid
  {
    let parts = layout(area: area) { scales(x: x, y: y, columns: $0, rows: $1) }
    return XYGrid(
      columns: parts.plot.width * 2, rows: parts.plot.height * 4, xRange: parts.scales.x.range,
      yRange: parts.scales.y.range)
  }

  /// Where the parts go in `area`: the Y axis' column, the plot and the X axis' row.
  public func layout(area: Rect) -> (
    yAxis: Rect, plot: Rect, xAxis: Rect, scales: (x: NiceTicks, y: NiceTicks)
  ) {
    let extremes = self.extremes
    return Self.layout(area: area) {
      Self.scales(x: extremes.x, y: extremes.y, columns: $0, rows: $1)
    }
  }

  /// Where the parts go in `area`, the scales given by `scales(columns, rows)`.
  static func layout(
    area: Rect, scales: (Int, Int) -> (x: NiceTicks, y: NiceTicks)
  ) -> (yAxis: Rect, plot: Rect, xAxis: Rect, scales: (x: NiceTicks, y: NiceTicks)) {
    let rows = Swift.max(1, area.height - 1)
    let first = scales(area.width, rows)
    let left = Swift.min(area.width / 3, YAxis.width(for: first.y.values))
    let plot = Rect(
      x: area.x + left, y: area.y, width: Swift.max(0, area.width - left), height: rows)
    let final = scales(plot.width, rows)
    return (
      Rect(x: area.x, y: area.y, width: left, height: rows), plot,
      Rect(x: plot.x, y: plot.maxY, width: plot.width, height: area.height > 1 ? 1 : 0), final
    )
  }

  /// What a density depends on: the two columns (their storage), the window, the grid.
  struct DensityKey {
    var x: Column<Double>, y: Column<Double>
    var window: Range<Int>
    var columns: Int, rows: Int
    var xRange: ClosedRange<Double>, yRange: ClosedRange<Double>

    func matches(_ other: DensityKey) -> Bool {
      window == other.window && sameGrid(other)
    }

    /// The same columns on the same grid (perhaps another window).
    func sameGrid(_ other: DensityKey) -> Bool {
      sameStorage(x, other.x) && sameStorage(y, other.y) && columns == other.columns
        && rows == other.rows && xRange == other.xRange && yRange == other.yRange
    }
  }

  /// The density of the window on `plot`'s dots (remembered in `caches` when given).
  public func density(
    plot: Rect, scales: (x: NiceTicks, y: NiceTicks), caches: RenderCaches? = nil
  ) -> XYDensity {
    let key = DensityKey(
      x: x.values, y: y.values, window: window, columns: plot.width * 2, rows: plot.height * 4,
      xRange: scales.x.range, yRange: scales.y.range)
    if let counted {
      // Counted elsewhere on this grid, or (another grid: the answer for it is on its way) none.
      let grid = XYGrid(
        columns: key.columns, rows: key.rows, xRange: key.xRange, yRange: key.yRange)
      return counted.density.grid == grid
        ? counted.density
        : XYDensity(
          grid: grid, counts: [UInt32](repeating: 0, count: grid.columns * grid.rows), samples: 0)
    }
    // Counted afresh, or moved from the density last counted on the same grid (a pan or a
    // zoom that keeps the axes counts only the samples that left or came in); long lines are
    // read as their codes.
    let codes = caches.flatMap { caches in
      caches.xyCodes(of: x).flatMap { a in caches.xyCodes(of: y).map { (a, $0) } }
    }
    let count = { (previous: XYDensity?) in
      x.values.withUnsafeBufferPointer { xs in
        y.values.withUnsafeBufferPointer { ys in
          previous?.moved(to: window, x: xs, y: ys, codes: codes)
            ?? XYDensity(
              x: xs, y: ys, window: window, columns: key.columns, rows: key.rows,
              xRange: key.xRange, yRange: key.yRange, codes: codes)
        }
      }
    }
    guard let caches else { return count(nil) }
    return caches.densities.value(for: key) {
      let last = caches.densities.latest()
      return count(last.flatMap { $0.key.sameGrid(key) ? $0.value : nil })
    }
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    guard buffer.clear(area, style: theme.base), area.width >= 8, area.height >= 3 else { return }
    let parts = layout(area: area)
    let plot = parts.plot
    YAxis(ticks: parts.scales.y.values, yRange: parts.scales.y.range, theme: theme)
      .render(into: &buffer, area: parts.yAxis)
    let density = density(plot: plot, scales: parts.scales, caches: caches)
    drawCloud(density, plot: plot, into: &buffer)
    drawXLabels(parts.scales.x, plot: plot, row: parts.xAxis, into: &buffer)
    buffer.write(y.name, x: plot.x, y: plot.y, style: style.adding(.bold), clip: plot)
    let across = x.name + " →"
    buffer.write(
      across, x: Swift.max(plot.x, plot.maxX - DisplayWidth.of(across)), y: plot.maxY - 1,
      style: theme.axisLabel.adding(.bold), clip: plot)
    if let indicator, window.contains(indicator) {
      drawIndicator(indicator, density: density, plot: plot, into: &buffer)
    }
  }

  /// The cloud: each cell's dots, bright by the samples it holds.
  private func drawCloud(_ density: XYDensity, plot: Rect, into buffer: inout ScreenBuffer) {
    var totals = [UInt32](repeating: 0, count: plot.width * plot.height)
    var bits = [UInt8](repeating: 0, count: plot.width * plot.height)
    for row in 0..<density.rows {
      for column in 0..<density.columns {
        let count = density.count(column: column, row: row)
        guard count > 0 else { continue }
        let cell = (row >> 2) * plot.width + (column >> 1)
        totals[cell] &+= count
        bits[cell] |= BrailleCanvas.dotBits[row & 3][column & 1]
      }
    }
    let most = Double(totals.max() ?? 0)
    let styles = [style.adding(.dim), style, style.adding(.bold)]
    for cell in totals.indices where totals[cell] > 0 {
      let level = most > 1 ? log(Double(totals[cell])) / log(most) : 1
      let styled = styles[Swift.min(2, Int(level * 3))]
      buffer[plot.x + cell % plot.width, plot.y + cell / plot.width] = Cell(
        theme.glyphs.dot(bits[cell]), style: styled)
    }
  }

  /// Labels of A's ticks under the plot, each where its value falls.
  private func drawXLabels(
    _ scale: NiceTicks, plot: Rect, row: Rect, into buffer: inout ScreenBuffer
  ) {
    guard row.height > 0 else { return }
    let span = Swift.max(scale.upper - scale.lower, .leastNormalMagnitude)
    var free = row.x
    for (value, label) in zip(scale.values, AxisNumberFormat.labels(scale.values)) {
      let column = row.x + Int(((value - scale.lower) / span * Double(plot.width)).rounded(.down))
      let start = Swift.min(Swift.max(column - label.count / 2, row.x), row.maxX - label.count)
      guard start >= free else { continue }
      buffer.write(label, x: start, y: row.y, style: theme.axisLabel, clip: row)
      free = start + label.count + 1
    }
  }

  /// The trail of the samples before the indicator, the indicator's `◆` and its tooltip.
  private func drawIndicator(
    _ index: Int, density: XYDensity, plot: Rect, into buffer: inout ScreenBuffer
  ) {
    var trail = BrailleCanvas(size: plot.size)
    var previous: (column: Int, row: Int)?
    for sample in Swift.max(window.lowerBound, index - Self.trailLength)...index {
      guard let dot = density.dot(x: x.values[sample], y: y.values[sample]) else {
        previous = nil
        continue
      }
      if let previous {
        trail.drawLine(from: (previous.column, previous.row), to: (dot.column, dot.row), layer: 0)
      }
      previous = dot
    }
    for row in 0..<plot.height {
      for column in 0..<plot.width where trail.owner(column: column, row: row) != nil {
        buffer[plot.x + column, plot.y + row] = Cell(
          trail.character(column: column, row: row), style: theme.cursor)
      }
    }
    guard let dot = density.dot(x: x.values[index], y: y.values[index]) else { return }
    let anchor = plot.x + dot.column / 2
    buffer[anchor, plot.y + dot.row / 4] = Cell("◆", style: theme.cursor.adding(.bold))
    let values = [x, y].map { ReadableNumber.text($0.values[index]) }
    Tooltip(
      title: indicatorTitle.isEmpty ? "sample \(index + 1)" : indicatorTitle,
      rows: [
        Tooltip.Row(mark: theme.axisLabel, symbol: "→", name: x.name, value: values[0]),
        Tooltip.Row(mark: style, symbol: "↑", name: y.name, value: values[1]),
      ],
      anchor: anchor, avoidRows: [plot.y + dot.row / 4], theme: theme
    ).render(into: &buffer, area: plot)
  }
}
