import TChartModel

/// One line's entry in the legend: `1 Joined 1,234`.
public struct LegendEntry: Sendable, Equatable {
  public var key: String
  public var name: String
  /// The value info label (the value at the indicator), if any.
  public var info: String?
  public var color: RGBColor
  public var hidden: Bool

  public init(key: String, name: String, info: String? = nil, color: RGBColor, hidden: Bool = false)
  {
    self.key = key
    self.name = name
    self.info = info
    self.color = color
    self.hidden = hidden
  }
}

/// The legend: a token per line fitted to the width by ``LegendFit`` (info labels dropped
/// from the last token first, then whole tokens, with a `…`; the first token never shortened
/// unless wider than the whole line: then it loses its info, then its name ends in `…`). Visible lines' keys are bold and their key and name in
/// the line's colour, info labels in the text colour; hidden lines are dimmed.
public struct LegendLine: Widget, Sendable {
  public var entries: [LegendEntry]
  public var theme: Theme

  public init(entries: [LegendEntry], theme: Theme = .terminal) {
    self.entries = entries
    self.theme = theme
  }

  /// The fitted layout for `width` cells (columns relative to the area): for mouse hit-tests.
  public func layout(width: Int) -> LegendLayout {
    let tokens = entries.map { LegendToken(key: $0.key, name: $0.name, info: $0.info) }
    return LegendFit.fit(tokens, width: width, cellWidth: DisplayWidth.of)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = area.firstRow
    guard buffer.clear(row, style: theme.base) else { return }
    let fitted = layout(width: row.width)
    for item in fitted.items {
      let entry = entries[item.index]
      let lineStyle = entry.hidden ? theme.legendHidden : theme.lineStyle(entry.color)
      let keyStyle = entry.hidden ? lineStyle : lineStyle.adding(.bold)
      let infoStyle = entry.hidden ? lineStyle : theme.text
      let clip = Rect(
        x: row.x + item.column, y: row.y, width: DisplayWidth.of(item.text), height: 1
      ).intersection(row)
      // The fitted text is the truth (it may end in `…`): key, then ` name`, then ` info`.
      let scalars = Array(item.text.unicodeScalars)
      let keyEnd = min(entry.key.unicodeScalars.count, scalars.count)
      let nameEnd = min(keyEnd + 1 + entry.name.unicodeScalars.count, scalars.count)
      func text(_ range: Range<Int>) -> String {
        String(String.UnicodeScalarView(scalars[range]))
      }
      var x = buffer.write(text(0..<keyEnd), x: clip.x, y: row.y, style: keyStyle, clip: clip)
      x = buffer.write(text(keyEnd..<nameEnd), x: x, y: row.y, style: lineStyle, clip: clip)
      if item.showsInfo {
        buffer.write(text(nameEnd..<scalars.count), x: x, y: row.y, style: infoStyle, clip: clip)
      }
    }
    if let column = fitted.ellipsisColumn {
      buffer.write(
        LegendFit.ellipsis, x: row.x + column, y: row.y, style: theme.legendEllipsis, clip: row)
    }
  }
}
