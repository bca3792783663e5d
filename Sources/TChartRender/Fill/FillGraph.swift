import TChartCells
import TChartData

/// The filled chart kinds (bars, stacked bars, areas, stacked areas, percentage) of a window of
/// a chart set, drawn in cells at 1/8-cell resolution.
///
/// Columns are sampled by ``FillSampling`` (O(screen)) and drawn by ``FillRaster`` against
/// the axis `0…yTop` (use ``FillSampling/top`` to fit it; 100 for percentage). With a
/// `highlighted` sample, that sample's columns (``FillColumns/columns(ofSample:)``) are drawn
/// in the series' normal colours and every other column in their dimmed colours (the `dim`
/// attribute in monochrome); without one, every column is normal. Hidden series (not in
/// `visibleLines`) take no part. Never draws outside `area` or the buffer, never traps.
public struct FillGraph: Widget, Sendable {
  public var chart: ChartSet
  /// The series drawn, as indices into `chart.lines`.
  public var visibleLines: [Int]
  /// The sample indices shown, `lo...hi`.
  public var window: ClosedRange<Int>
  /// The value at the top of the plot; the bottom is 0.
  public var yTop: Double
  public var mode: FillMode
  /// Per series (indexed like `chart.lines`), its normal and dimmed colours.
  public var colors: [FillColors]
  /// The indicator's sample, or `nil`.
  public var highlighted: Int?
  public var monochrome: Bool
  /// The plot's background colour.
  public var background: TerminalColor
  /// Where the sampling is remembered across frames.
  public var caches: RenderCaches

  public init(
    chart: ChartSet, visibleLines: [Int], window: ClosedRange<Int>, yTop: Double,
    mode: FillMode, colors: [FillColors], highlighted: Int? = nil, monochrome: Bool = false,
    background: TerminalColor = .default, caches: RenderCaches = RenderCaches()
  ) {
    self.caches = caches
    self.chart = chart
    self.visibleLines = visibleLines
    self.window = window
    self.yTop = yTop
    self.mode = mode
    self.colors = colors
    self.highlighted = highlighted
    self.monochrome = monochrome
    self.background = background
  }

  /// The sampling for a plot `width` columns wide (also what the caller fits the axis to).
  public func sampling(width: Int) -> FillSampling {
    FillSampling.memoized(
      chart: chart, visibleLines: visibleLines, window: window, width: width, mode: mode,
      in: caches)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let visible = area.intersection(buffer.area)
    guard !visible.isEmpty else { return }
    let sampling = sampling(width: area.width)
    let raster = FillRaster(
      height: area.height, top: yTop, colors: colors, monochrome: monochrome,
      background: background,
      patternLines: Array(Set(visibleLines.filter { chart.lines.indices.contains($0) })).sorted())
    let lit = highlighted.map { sampling.mapping.columns(ofSample: $0) }
    buffer.fill(visible, with: Cell(" ", style: Style(background: background)))
    for x in visible.x..<visible.maxX {
      let column = x - area.x
      let dimmed = lit.map { !$0.contains(column) } ?? false
      raster.draw(sampling.columns[column], dimmed: dimmed) { row, cell in
        let y = area.maxY - 1 - row
        if y >= visible.y && y < visible.maxY { buffer[x, y] = cell }
      }
    }
  }
}
