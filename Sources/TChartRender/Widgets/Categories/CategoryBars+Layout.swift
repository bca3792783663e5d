import TChartCells
import TChartData

extension CategoryBars {
  /// Where the bars go in an area of cells: the categories shown (scrolled, cut to the rows),
  /// their names cut with `…`, each bar's row and length, the values' texts and the `+N more`
  /// row. The text widget (``render(into:area:)``) draws it in cells, the SVG picture scales it
  /// to pixels, so both cut, count and order alike.
  public struct Layout: Sendable, Equatable {
    /// A category's name on the row of its first bar, cut to ``labelWidth``.
    public struct Label: Sendable, Equatable {
      public var row: Int
      public var text: String
    }

    /// One line's bar of one category.
    public struct Bar: Sendable, Equatable {
      /// The category's and the line's index.
      public var category: Int
      public var line: Int
      /// Its row from the area's top.
      public var row: Int
      public var value: Double
      /// The value as the bar's end writes it.
      public var text: String
      /// Its length in cells from the zero column, negative to the left; 0 for a gap (or when
      /// every value is 0).
      public var length: Double
    }

    public var labels: [Label]
    public var bars: [Bar]
    /// The names' column width (right-aligned in it).
    public var labelWidth: Int
    /// Where the bars' columns start (after the names and a space) and how many there are.
    public var barX: Int
    public var barWidth: Int
    /// The zero column, from ``barX``.
    public var zero: Int
    /// The last row's text when not every category from the first shown fits
    /// (`+12 more · 3 above`), uncut; `nil` when they all do.
    public var more: String?
  }

  /// The layout of these bars in `width` × `height` cells (nothing under 3 columns or without
  /// lines).
  public func layout(width: Int, height: Int) -> Layout {
    guard width >= 3, height > 0, !lines.isEmpty else {
      return Layout(labels: [], bars: [], labelWidth: 0, barX: 0, barWidth: 0, zero: 0)
    }
    let arrangement = arrangement
    let order = arrangement.positions
    let first = Swift.min(Swift.max(0, firstShown), lastFirstShown(height: height))
    let shown = Array(order.dropFirst(first).prefix(fitting(height: height)))
    let (low, high) = (arrangement.low, arrangement.high)
    let names = shown.map { self.names[$0] }
    let labelWidth = Swift.min(names.map(DisplayWidth.of).max() ?? 0, width / 3)
    let values = shown.map { category in
      lines.map { category < $0.values.count ? $0.values[category] : .nan }
    }
    let texts = values.map { $0.map(text) }
    let textWidth = texts.joined().map(DisplayWidth.of).max() ?? 0
    let barWidth = Swift.max(1, width - labelWidth - 2 - textWidth)
    var layout = Layout(
      labels: [], bars: [], labelWidth: labelWidth, barX: labelWidth + 1, barWidth: barWidth,
      zero: high > low ? Int((Double(barWidth) * -low / (high - low)).rounded()) : 0)
    var row = 0
    for (offset, category) in shown.enumerated() {
      layout.labels.append(
        Layout.Label(row: row, text: DisplayWidth.truncated(names[offset], fitting: labelWidth)))
      for (line, value) in values[offset].enumerated() {
        let length = value.isFinite && high > low ? Double(barWidth) * value / (high - low) : 0
        layout.bars.append(
          Layout.Bar(
            category: category, line: line, row: row, value: value, text: texts[offset][line],
            length: length))
        row += 1
      }
      if lines.count > 1 && offset < shown.count - 1 { row += 1 }
    }
    let below = order.count - first - shown.count
    if below > 0 || first > 0 && shown.count < order.count {
      layout.more = [below > 0 ? "+\(below) more" : nil, first > 0 ? "\(first) above" : nil]
        .compactMap { $0 }.joined(separator: " · ")
    }
    return layout
  }
}
