/// The tooltip on the status line, for graphs too narrow for the box (see
/// ``Tooltip/fitsAsBox(in:)``): one line, `May 2 23:59 · ● private 55.9 · ○ public 12 · +20 more`,
/// fitted to the row with the box's rules (the longest date form that leaves room for a row,
/// `+N more` for the rows that do not fit, with `(/)` when it fits, the total kept last, names
/// cut with `…` rather than values), and the `? help` hint right-aligned only when there is
/// room for it too.
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

  /// What the line shows in `width` cells.
  public func fit(width: Int) -> Tooltip.Fit {
    var best: Tooltip.Fit?
    for title in tooltip.titles {
      let fit = fit(title: title, width: width)
      if !fit.rows.isEmpty || tooltip.rows.isEmpty { return fit }
      best = best ?? fit
    }
    return best ?? Tooltip.Fit(frame: .zero, title: "", rows: [], more: 0, total: nil)
  }

  /// The most rows that fit after `title`, the first one's name cut when no row fits whole.
  func fit(title: String, width: Int) -> Tooltip.Fit {
    let rows = tooltip.rows
    let room = width - DisplayWidth.of(title)
    let sep = DisplayWidth.of(Self.separator)
    let rowWidth = Self.entryWidth
    func tail(shown: Int, total: Tooltip.Row?) -> Int {
      let more = rows.count - shown
      return (more > 0 ? sep + DisplayWidth.of("+\(more)") : 0) + (total.map(rowWidth) ?? 0)
    }
    var used = 0
    var widths: [Int] = [0]
    for row in rows {
      used += rowWidth(row)
      widths.append(used)
    }
    for total in [tooltip.total, nil] {
      if let count = (0...rows.count).last(where: {
        widths[$0] + tail(shown: $0, total: total) <= room
      }),
        count > 0 || rows.isEmpty
      {
        return Tooltip.Fit(
          frame: .zero, title: title, rows: Array(rows.prefix(count)), more: rows.count - count,
          total: total)
      }
      // No row fits whole: the first one with its name cut, when a name cell and `…` fit.
      if let first = rows.first {
        let nameRoom =
          room - tail(shown: 1, total: total) - rowWidth(first) + DisplayWidth.of(first.name)
        if nameRoom >= 2 {
          var cut = first
          cut.name = DisplayWidth.truncated(first.name, fitting: nameRoom)
          return Tooltip.Fit(
            frame: .zero, title: title, rows: [cut], more: rows.count - 1, total: total)
        }
      }
    }
    return Tooltip.Fit(frame: .zero, title: title, rows: [], more: rows.count, total: nil)
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
      x = buffer.write(Self.separator, x: x, y: row.y, style: theme.status, clip: row)
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
