import TChartCells
import TChartData

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Y axis labels in a column, each on the row of its tick's grid line.
///
/// Labels are compact (`950`, `1.2K`, `3.4M`, `1.25B`) with just enough digits to differ. The
/// area must have the graph's height and top row. Left of the graph (``Side/left``) labels are
/// right-aligned and the last column stays blank as a gap; right of it (``Side/right``, the
/// second axis of a two-axis chart) they are left-aligned after a blank first column (see
/// ``width(for:unit:)``). Ticks outside the y range (while it animates) are skipped,
/// as is a tick whose row already has a label, and a label wider than the column.
public struct YAxis: Widget, Sendable {
  public var ticks: [Double]
  public var yRange: ClosedRange<Double>
  public var theme: Theme
  /// Written after every label (`%` on a percentage chart).
  public var unit: String
  /// Which side of the graph the axis is on.
  public var side: Side
  /// The labels' style; the theme's axis labels when `nil` (a two-axis chart colours each axis
  /// like its line).
  public var labelStyle: Style?
  /// Whether ``ticks`` and ``yRange`` are exponents of 10 (a logarithmic axis): the labels
  /// then read `10^tick` (`1 10 100 1K`).
  public var logarithmic: Bool
  /// Whether the ticks are percents of each line's own range (the `shape` Y mode): the tick at
  /// 0 reads `min`, the one at 100 `max`, the others nothing (each line has its own values).
  public var extremes: Bool

  /// The side of the graph an axis is on.
  public enum Side: Sendable, Equatable {
    case left
    case right
  }

  public init(
    ticks: [Double], yRange: ClosedRange<Double>, theme: Theme = .terminal, unit: String = "",
    side: Side = .left, labelStyle: Style? = nil, logarithmic: Bool = false,
    extremes: Bool = false
  ) {
    self.logarithmic = logarithmic
    self.extremes = extremes
    self.ticks = ticks
    self.yRange = yRange
    self.theme = theme
    self.unit = unit
    self.side = side
    self.labelStyle = labelStyle
  }

  /// The label texts, one per tick.
  public var labels: [String] {
    guard !extremes else { return ticks.map { $0 == 0 ? "min" : $0 == 100 ? "max" : "" } }
    return Self.labels(ticks, unit: unit, logarithmic: logarithmic)
  }

  static func labels(_ ticks: [Double], unit: String, logarithmic: Bool = false) -> [String] {
    let labels = AxisNumberFormat.labels(logarithmic ? ticks.map { pow(10, $0) } : ticks)
    // Bytes take SI prefixes: a billion bytes is `G`, not `B` (`25.3GB`, `512MB`, `900B`).
    guard unit == "B" else { return labels.map { $0 + unit } }
    return labels.map(NumberFormat.bytes)
  }

  /// The column width the labels need: the widest label plus one blank gap column.
  public static func width(for ticks: [Double], unit: String = "", logarithmic: Bool = false)
    -> Int
  {
    (labels(ticks, unit: unit, logarithmic: logarithmic).map(\.count).max() ?? 0) + 1
  }

  /// The row (relative to the area's top) of each tick in an area `height` rows high, or `nil`
  /// when it falls outside.
  public func rows(height: Int) -> [Int?] {
    let mapping = LineGraph.mapping(
      xRange: 0...1, yRange: yRange, size: Size(width: 1, height: height))
    return ticks.map { tick in
      let dotRow = mapping.dotY(tick)
      return tick.isFinite && dotRow >= 0 && dotRow < height * 4 ? dotRow >> 2 : nil
    }
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    guard buffer.clear(area, style: theme.base) else { return }
    let labelWidth = area.width - 1
    var used = Set<Int>()
    for (text, row) in zip(labels, rows(height: area.height)) {
      guard let row, !text.isEmpty, text.count <= labelWidth, used.insert(row).inserted else {
        continue
      }
      let x = side == .left ? area.x + labelWidth - text.count : area.x + 1
      buffer.write(
        text, x: x, y: area.y + row, style: labelStyle ?? theme.axisLabel, clip: area)
    }
  }
}
