import TChartCells
import TChartData

/// Where a histogram's parts go in its area: the counts' axis on the left, the shares' axis on
/// the right, the bars between (each bin a whole number of cells wide, the bins left-aligned),
/// the edges' labels in the bottom row. Worked out once per frame; the mouse's hit test asks it
/// which bin a column is in.
public struct HistogramLayout: Sendable, Equatable {
  /// The caption's row (the mean and median), the bars' rectangle, the axes' columns and the
  /// edge labels' row.
  public var caption: Rect
  public var plot: Rect
  public var leftAxis: Rect
  public var rightAxis: Rect
  public var xAxis: Rect
  /// The count at the top of the plot, and the counts' ticks.
  public var top: Double
  public var ticks: [Double]
  /// Cells per bin, and how many bins.
  public var binWidth: Int
  public var bins: Int

  /// The layout of `histogram` in `area`; `total` is the shares' 100 %.
  public init(_ histogram: WindowHistogram, area: Rect) {
    let most = histogram.lines.flatMap(\.counts).max() ?? 0
    let captionRows = area.height >= 6 ? 1 : 0
    caption = Rect(x: area.x, y: area.y, width: area.width, height: captionRows)
    let area = Rect(
      x: area.x, y: area.y + captionRows, width: area.width, height: area.height - captionRows)
    let plotRows = Swift.max(1, area.height - 1)
    let axis = NiceTicks.forAxis(low: 0, high: Double(Swift.max(most, 1)), rows: plotRows)
    top = axis.upper
    ticks = axis.values
    let total = histogram.lines.map(\.total).max() ?? 0
    let shares = Self.shareLabels(ticks, total: total)
    let left = Swift.min(area.width / 3, YAxis.width(for: ticks))
    let right = Swift.min(area.width / 4, (shares.map(\.count).max() ?? 0) + 1)
    let width = Swift.max(0, area.width - left - right)
    bins = Swift.max(1, histogram.bins.count)
    binWidth = Swift.max(1, width / bins)
    // The bars centred in the room between the axes, the axes beside them.
    let used = Swift.min(width, binWidth * bins)
    let margin = (width - used) / 2
    leftAxis = Rect(x: area.x + margin, y: area.y, width: left, height: plotRows)
    plot = Rect(x: area.x + margin + left, y: area.y, width: used, height: plotRows)
    rightAxis = Rect(x: plot.maxX, y: area.y, width: right, height: plotRows)
    xAxis = Rect(
      x: plot.x, y: area.y + plotRows, width: Swift.min(width - margin, used + right),
      height: area.height > 1 ? 1 : 0)
  }

  /// The most bins `area` can show: two cells each, less the axes' likely width (a bin one cell
  /// wide leaves no room to tell bars apart, and the sizes between leave half the room empty).
  public static func maxBins(in area: Rect) -> Int { Swift.max(1, (area.width - 14) / 2) }

  /// The bin under screen column `x`, or `nil` outside the bars.
  public func bin(atColumn x: Int) -> Int? {
    guard x >= plot.x, x < plot.maxX else { return nil }
    return Swift.min(bins - 1, (x - plot.x) / binWidth)
  }

  /// The screen columns of bin `bin`.
  public func columns(ofBin bin: Int) -> Range<Int> {
    let start = plot.x + bin * binWidth
    return start..<(start + binWidth)
  }

  /// The screen column of value `value` (between the edges `first…last`), clamped to the plot.
  func column(of value: Double, edges: ClosedRange<Double>) -> Int {
    let span = Swift.max(edges.upperBound - edges.lowerBound, .leastNormalMagnitude)
    let offset = Int(((value - edges.lowerBound) / span * Double(plot.width)).rounded(.down))
    return plot.x + Swift.min(Swift.max(offset, 0), Swift.max(plot.width - 1, 0))
  }

  /// The shares' labels of the counts' ticks against `total` values, to two figures (`0%`,
  /// `3.9%`, `20%`); none above 100 % (the count axis may reach past the values' number).
  static func shareLabels(_ ticks: [Double], total: Int) -> [String] {
    guard total > 0 else { return ticks.map { _ in "" } }
    return ticks.map { tick in
      let percent = 100 * tick / Double(total)
      return percent > 100 ? "" : NumberFormat.trimmed(percent, significant: 2) + "%"
    }
  }
}
