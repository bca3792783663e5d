import TChartCells

/// The tooltip on the status line, for graphs too narrow for the box (see
/// ``Tooltip/fitsAsBox(in:)``): one line, `May 2 23:59 · ● private 55.9 · ○ public 12 · +20 more`,
/// fitted to the row with the box's rules (the longest date form that leaves room for a row,
/// `+N more` for the rows that do not fit, with `(/)` when it fits, the total kept last, names
/// cut with `…` rather than values; too narrow for any date and a row, the row without the
/// date), and the `? help` hint right-aligned only when there is room for it too.
public struct InlineTooltip: Widget, Sendable {
  /// What to show: the box's titles, rows and total (its anchor is not used).
  public var tooltip: Tooltip
  public var hint: String

  public init(_ tooltip: Tooltip, hint: String = "? help") {
    self.tooltip = tooltip
    self.hint = hint
  }

  /// The separator between the date and each row.
  static let separator = " · "

  /// What the line shows in `width` cells. In order of what gives way first: the word `more`
  /// (`+21`), then whole names (the first row's cut with `…`), then the date's longer forms,
  /// then the total, then the date (a value row is worth more than a date alone).
  public func fit(width: Int) -> Tooltip.Fit {
    let totals = tooltip.total == nil ? [nil] : [tooltip.total, nil]
    for total in totals {
      for title in tooltip.titles {
        if let fit = fit(title: title, total: total, width: width) { return fit }
      }
    }
    // Without a date the first row has no separator before it.
    if let fit = fit(title: "", total: nil, width: width + DisplayWidth.of(Self.separator)) {
      return fit
    }
    let title = tooltip.titles.last ?? ""
    return Tooltip.Fit(frame: .zero, title: title, rows: [], more: tooltip.rows.count, total: nil)
  }

  /// The most rows that fit after `title` (at least one), with `total` last; `nil` when not
  /// even the first row fits with its name cut.
  func fit(title: String, total: Tooltip.Row?, width: Int) -> Tooltip.Fit? {
    let rows = tooltip.rows
    let room = width - DisplayWidth.of(title) - (total.map(Self.entryWidth) ?? 0)
    guard room >= 0 else { return nil }
    func result(_ shown: [Tooltip.Row]) -> Tooltip.Fit {
      Tooltip.Fit(
        frame: .zero, title: title, rows: shown, more: rows.count - shown.count, total: total)
    }
    guard let first = rows.first else { return result([]) }
    func tail(shown: Int, word: Bool) -> Int {
      let more = rows.count - shown
      guard more > 0 else { return 0 }
      return DisplayWidth.of(Self.separator) + DisplayWidth.of(word ? "+\(more) more" : "+\(more)")
    }
    var widths = [0]
    for row in rows { widths.append(widths[widths.count - 1] + Self.entryWidth(row)) }
    for word in [true, false] {
      if let count = (1...rows.count).last(where: {
        widths[$0] + tail(shown: $0, word: word) <= room
      }) {
        return result(Array(rows.prefix(count)))
      }
    }
    // No row fits whole: the first one with its name cut, when a name cell and `…` fit.
    for word in [true, false] {
      let nameRoom =
        room - tail(shown: 1, word: word) - Self.entryWidth(first) + DisplayWidth.of(first.name)
      if nameRoom >= 2 {
        var cut = first
        cut.name = DisplayWidth.truncated(first.name, fitting: nameRoom)
        return result([cut])
      }
    }
    return nil
  }

  /// The cells of ` · ● name value`.
  static func entryWidth(_ row: Tooltip.Row) -> Int {
    DisplayWidth.of(separator) + 2 + DisplayWidth.of(row.name) + 1 + DisplayWidth.of(row.value)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let row = area.firstRow
    let theme = tooltip.theme
    guard buffer.clear(row, style: theme.base) else { return }
    let fit = fit(width: row.width)
    var x = buffer.write(fit.title, x: row.x, y: row.y, style: theme.text.adding(.bold), clip: row)
    func draw(_ entry: Tooltip.Row) {
      if x > row.x {
        x = buffer.write(Self.separator, x: x, y: row.y, style: theme.status, clip: row)
      }
      x = buffer.write(String(entry.symbol), x: x, y: row.y, style: entry.mark, clip: row)
      x = buffer.write(
        " \(entry.name) \(entry.value)", x: x, y: row.y, style: theme.text, clip: row)
    }
    fit.rows.forEach(draw)
    if fit.more > 0 {
      x = buffer.write(Self.separator, x: x, y: row.y, style: theme.status, clip: row)
      let room = row.maxX - x - (fit.total.map(Self.entryWidth) ?? 0)
      x = buffer.write(
        Tooltip.moreText(fit.more, fitting: room), x: x, y: row.y, style: theme.status, clip: row)
    }
    fit.total.map(draw)
    let hintWidth = DisplayWidth.of(hint)
    if x - row.x + 2 + hintWidth <= row.width {
      buffer.write(hint, x: row.maxX - hintWidth, y: row.y, style: theme.status, clip: row)
    }
  }
}
