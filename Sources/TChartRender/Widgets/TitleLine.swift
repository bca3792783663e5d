import TChartCells
import TChartData
import TChartTime

/// The title row: `2/5  Chart name  ·  Mar 3 – Jun 9 2018`.
///
/// The position and the date range are in the detail style, the name in the title style. When
/// the row is too narrow, the date range goes first, then the name is cut at the edge.
public struct TitleLine: Widget, Sendable {
  public var position: Int
  public var count: Int
  public var name: String
  public var dateRange: String?
  public var theme: Theme

  public init(
    position: Int, count: Int, name: String, dateRange: String? = nil, theme: Theme = .terminal
  ) {
    self.position = position
    self.count = count
    self.name = name
    self.dateRange = dateRange
    self.theme = theme
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = area.firstRow
    guard buffer.clear(row, style: theme.base) else { return }
    let prefix = "\(position)/\(count)  "
    var x = buffer.write(prefix, x: row.x, y: row.y, style: theme.titleDetail, clip: row)
    let rangeText = dateRange.map { "  ·  " + $0 } ?? ""
    let needed = DisplayWidth.of(prefix) + DisplayWidth.of(name) + DisplayWidth.of(rangeText)
    x = buffer.write(name, x: x, y: row.y, style: theme.title, clip: row)
    if !rangeText.isEmpty && needed <= row.width {
      buffer.write(rangeText, x: x, y: row.y, style: theme.titleDetail, clip: row)
    }
  }

  /// The range text of the samples `indices` of `chart`: their first and last dates
  /// (`Mar 3 – Jun 9 2018`, with times at the samples' ``TimePrecision``) or numbers
  /// (`12 – 340`, `1990 – 2020`);
  /// `nil` for no samples.
  public static func rangeText(of chart: ChartSet, indices: Range<Int>) -> String? {
    let indices = indices.clamped(to: 0..<chart.count)
    guard let first = indices.first, let last = indices.last else { return nil }
    let (from, to) = (chart.x[first], chart.x[last])
    switch chart.xKind {
    case .time:
      let range = DateFormat.range(
        chart.wall(from), chart.wall(to), precision: chart.timePrecision(in: indices))
      // Times shown in another zone than UTC (`--tz`) say which.
      return chart.timeZone.isUTC ? range : range + " " + chart.timeZone.label
    case .number:
      let labels = chart.xLabels(from == to ? [from] : [from, to])
      return labels.count == 1 ? labels[0] : "\(labels[0]) – \(labels[1])"
    }
  }
}
