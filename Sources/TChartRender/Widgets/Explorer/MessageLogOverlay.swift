import TChartCells

/// The message log (`m`): a box over the whole area listing messages oldest first, each
/// wrapped between words (continuations indented), scrolled by ``scroll``; the footer says how
/// to scroll and close it and where the view is.
public struct MessageLogOverlay: Widget, Sendable {
  /// The messages, oldest first (`data.csv: skipped text column 'name'`).
  public var lines: [String]
  /// How many older messages are no longer kept.
  public var dropped: Int
  public var theme: Theme
  /// The first wrapped line shown (clamped when drawn).
  public var scroll: Int

  /// The footers of keys, longest first: the first that fits is shown (the explorer's come
  /// from the log's key table).
  public var footers: [String]

  public init(
    lines: [String], dropped: Int = 0, theme: Theme, scroll: Int = 0, footers: [String] = ["Esc"]
  ) {
    self.footers = footers
    self.lines = lines
    self.dropped = dropped
    self.theme = theme
    self.scroll = scroll
  }

  /// The rows of text the box shows in `area` (less its borders and its footer row).
  public static func visibleRows(in area: Rect) -> Int { max(1, area.height - 3) }

  /// Every message as lines of at most `width` cells.
  public func wrappedLines(width: Int) -> [String] {
    guard width > 2 else { return [] }
    var wrapped: [String] = []
    if dropped > 0 { wrapped.append("(\(dropped) older messages dropped)") }
    if lines.isEmpty { wrapped.append("No messages.") }
    for line in lines {
      let first = HelpOverlay.wrap(line, width: width)
      wrapped.append(first[0])
      let rest = first.dropFirst().joined(separator: " ")
      if !rest.isEmpty { wrapped += HelpOverlay.wrap(rest, width: width - 2).map { "  " + $0 } }
    }
    return wrapped
  }

  /// The largest useful ``scroll`` in `area`.
  public func maxScroll(in area: Rect) -> Int {
    guard area.width >= 8, area.height >= 4 else { return 0 }
    return max(0, wrappedLines(width: area.width - 4).count - Self.visibleRows(in: area))
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let box = area.intersection(buffer.area)
    guard box.width >= 8, box.height >= 4 else { return }
    let text = theme.tooltipText
    let inner = buffer.drawRoundedBox(box, border: theme.tooltipBorder, fill: text)
    let title = " Messages (\(lines.count + dropped)) "
    buffer.write(title, x: box.x + 2, y: box.y, style: text.adding(.bold), clip: box)
    let wrapped = wrappedLines(width: inner.width)
    let rows = Self.visibleRows(in: box)
    let first = min(max(0, scroll), max(0, wrapped.count - rows))
    for (offset, line) in wrapped.dropFirst(first).prefix(rows).enumerated() {
      buffer.write(line, x: inner.x, y: inner.y + offset, style: text, clip: inner)
    }
    let position = "\(first + min(rows, wrapped.count))/\(wrapped.count)"
    let footer =
      footers.map { "\($0) · \(position)" }.first { DisplayWidth.of($0) <= inner.width }
      ?? position
    buffer.write(
      footer, x: max(inner.x, inner.maxX - DisplayWidth.of(footer)), y: inner.maxY - 1,
      style: theme.tooltipBorder, clip: inner)
  }
}
