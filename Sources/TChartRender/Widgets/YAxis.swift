import TChartModel

/// Y axis labels, right-aligned in a column, each on the row of its tick's grid line.
///
/// Labels are compact (`950`, `1.2K`, `3.4M`, `1.25B`) with just enough digits to differ. The
/// area must have the graph's height and top row; its last column stays blank as a gap before
/// the graph (see ``width(for:)``). Ticks outside the y range (while it animates) are skipped,
/// as is a tick whose row already has a label, and a label wider than the column.
public struct YAxis: Widget, Sendable {
  public var ticks: [Double]
  public var yRange: ClosedRange<Double>
  public var theme: Theme
  /// Written after every label (`%` on a percentage chart).
  public var unit: String

  public init(
    ticks: [Double], yRange: ClosedRange<Double>, theme: Theme = .terminal, unit: String = ""
  ) {
    self.ticks = ticks
    self.yRange = yRange
    self.theme = theme
    self.unit = unit
  }

  /// The label texts, one per tick.
  public var labels: [String] { Self.labels(ticks, unit: unit) }

  static func labels(_ ticks: [Double], unit: String) -> [String] {
    AxisNumberFormat.labels(ticks).map { $0 + unit }
  }

  /// The column width the labels need: the widest label plus one blank gap column.
  public static func width(for ticks: [Double], unit: String = "") -> Int {
    (labels(ticks, unit: unit).map(\.count).max() ?? 0) + 1
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
      guard let row, text.count <= labelWidth, used.insert(row).inserted else { continue }
      buffer.write(
        text, x: area.x + labelWidth - text.count, y: area.y + row, style: theme.axisLabel,
        clip: area)
    }
  }
}
