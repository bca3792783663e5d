import TChartCells
import TChartData

/// One line's entry in the legend: `1 Joined 1,234` (`● 1 Joined 1,234` with a mark).
public struct LegendEntry: Sendable, Equatable {
  /// The key that toggles the line (`1`…`9`); empty for lines 10 and up.
  public var key: String
  public var name: String
  /// The value info label (the value at the indicator), if any.
  public var info: String?
  /// Its short form (`12.3M`), if shorter: see ``LegendToken/shortInfo``.
  public var shortInfo: String?
  public var color: RGBColor
  public var hidden: Bool
  /// The mark shown first (``Theme/marker(forLine:)`` under `NO_COLOR`), if any.
  public var mark: String?
  /// Drawn dim, value and all: a line's copy one period earlier (`cpu −1w`, `--shift`).
  public var dimmed = false

  public init(
    key: String, name: String, info: String? = nil, shortInfo: String? = nil, color: RGBColor,
    hidden: Bool = false, mark: String? = nil
  ) {
    self.key = key
    self.name = name
    self.info = info
    self.shortInfo = shortInfo
    self.color = color
    self.hidden = hidden
    self.mark = mark
  }

  /// The entry as a token to fit.
  public var token: LegendToken {
    LegendToken(
      key: key, name: name, info: info, shortInfo: shortInfo, mark: mark, hidden: hidden)
  }
}

/// The legend: a token per line fitted to the width by ``LegendFit`` (hidden lines' tokens keep
/// their places; values take their short forms, then info labels go from the last token when
/// that lets every token fit, with a `…` mark saying so, else whole tokens from the end, and
/// `+N` counts those not shown; the first token never shortened unless wider than the whole
/// line: then it loses its info, then it ends in `…`). Visible lines' marks and keys are bold
/// and their mark, key and name in the line's colour, info labels in the text colour; hidden
/// lines are dimmed (also in monochrome); the mark and `+N` are in ``Theme/legendEllipsis``.
public struct LegendLine: Widget, Sendable {
  public var entries: [LegendEntry]
  public var theme: Theme

  public init(entries: [LegendEntry], theme: Theme = .terminal) {
    self.entries = entries
    self.theme = theme
  }

  /// The fitted layout for `width` cells (columns relative to the area): for mouse hit-tests.
  public func layout(width: Int) -> LegendLayout {
    LegendFit.fit(entries.map(\.token), width: width, cellWidth: DisplayWidth.of)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = area.firstRow
    guard buffer.clear(row, style: theme.base) else { return }
    let fitted = layout(width: row.width)
    for item in fitted.items {
      let entry = entries[item.index]
      let clip = Rect(
        x: row.x + item.column, y: row.y, width: DisplayWidth.of(item.text), height: 1
      ).intersection(row)
      var x = clip.x
      // The fitted text is the truth (it may end in `…`): its scalars are styled part by part,
      // a part's leading space with the part.
      var scalars = Array(item.text.unicodeScalars)[...]
      let parts = styledParts(entry, showsInfo: item.showsInfo, short: fitted.abbreviated)
      for (text, style) in parts where !scalars.isEmpty {
        let count = min(text.unicodeScalars.count, scalars.count)
        let run = String(String.UnicodeScalarView(scalars.prefix(count)))
        x = buffer.write(run, x: x, y: row.y, style: style, clip: clip)
        scalars = scalars.dropFirst(count)
      }
    }
    if let mark = fitted.valuesMark {
      buffer.write(
        LegendFit.valuesMark, x: row.x + mark, y: row.y, style: theme.legendEllipsis, clip: row)
    }
    if let more = fitted.more {
      buffer.write(
        more.text, x: row.x + more.column, y: row.y, style: theme.legendEllipsis, clip: row)
    }
  }

  /// The token's parts with their styles, each after the first led by its space.
  func styledParts(_ entry: LegendEntry, showsInfo: Bool, short: Bool = false)
    -> [(String, Style)]
  {
    if entry.dimmed {
      let style = theme.lineStyle(entry.color).adding(.dim)
      return [(entry.name, style), (showsInfo ? entry.token.label(short: short) : "", style)]
        .filter { !$0.0.isEmpty }.enumerated().map { $0 == 0 ? $1 : (" " + $1.0, $1.1) }
    }
    let lineStyle = entry.hidden ? theme.legendHidden : theme.lineStyle(entry.color)
    let keyStyle = entry.hidden ? lineStyle : lineStyle.adding(.bold)
    let infoStyle = entry.hidden ? lineStyle : theme.text
    var parts: [(String, Style)] = []
    for (text, style) in [
      (entry.mark ?? "", keyStyle), (entry.key, keyStyle), (entry.name, lineStyle),
      (showsInfo ? entry.token.label(short: short) : "", infoStyle),
    ] where !text.isEmpty {
      parts.append((parts.isEmpty ? text : " " + text, style))
    }
    return parts
  }
}
