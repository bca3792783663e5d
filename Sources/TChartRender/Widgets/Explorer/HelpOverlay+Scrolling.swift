import TChartCells

/// The help when its columns do not fit the screen: one column, rows wrapped at word
/// boundaries (never cut mid-word), scrolled by ``HelpOverlay/scroll``.
extension HelpOverlay {
  /// One painted line of the single column: a section title, a row's label with the first
  /// words of its description, a continuation of a description, or a blank.
  enum WrappedLine: Equatable {
    case title(String)
    case row(label: String, text: String)
    case more(String)
    case blank
  }

  /// Whether the help needs the single scrolled column in `area`: the columns flowed for its
  /// height do not fit its width.
  func scrolls(in area: Rect) -> Bool {
    guard area.width >= 8, area.height >= 4 else { return false }
    let flowed = columns(height: max(1, area.height - 2), width: area.width)
    return totalWidth(flowed) + 4 > area.width
  }

  /// The label column of the single column for a text width of `width`.
  static func wrappedLabelWidth(_ width: Int) -> Int { min(labelWidth, max(4, width / 3)) }

  /// Every section as lines of at most `width` cells. A description too long for its row
  /// continues on the next lines under itself; a label longer than the label column takes a
  /// line of its own.
  func wrappedLines(width: Int) -> [WrappedLine] {
    guard width > 0 else { return [] }
    let labelColumn = Self.wrappedLabelWidth(width)
    var lines: [WrappedLine] = []
    for section in sections {
      if !lines.isEmpty { lines.append(.blank) }
      lines.append(.title(section.title))
      for row in section.rows {
        var label = row.label
        if DisplayWidth.of(label) > labelColumn - 1 {
          lines.append(.row(label: label, text: ""))
          label = ""
        }
        let pieces = Self.wrap(row.description, width: max(1, width - labelColumn))
        lines.append(.row(label: label, text: pieces.first ?? ""))
        lines += pieces.dropFirst().map(WrappedLine.more)
      }
    }
    return lines
  }

  /// `text` in lines of at most `width` cells, broken between words (a word longer than a
  /// whole line, which no help text has, is broken where it must).
  public static func wrap(_ text: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in text.split(separator: " ").map(String.init) {
      let candidate = current.isEmpty ? word : current + " " + word
      if DisplayWidth.of(candidate) <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { lines.append(current) }
      var rest = word
      while DisplayWidth.of(rest) > width {
        let head = DisplayWidth.prefix(rest, fitting: width)
        lines.append(head)
        rest = String(rest.dropFirst(head.count))
      }
      current = rest
    }
    if !current.isEmpty || lines.isEmpty { lines.append(current) }
    return lines
  }

  /// The rows of text the scrolled box shows in `area` (the box less its borders and footer).
  public static func visibleRows(in area: Rect) -> Int { max(1, area.height - 3) }

  /// The largest useful ``scroll`` in `area`: 0 when the help does not scroll there.
  public func maxScroll(in area: Rect) -> Int {
    guard scrolls(in: area) else { return 0 }
    let lines = wrappedLines(width: area.width - 4)
    return max(0, lines.count - Self.visibleRows(in: area))
  }

  /// Draws the single scrolled column over the whole `area`.
  func renderScrolled(into buffer: inout ScreenBuffer, area: Rect) {
    let text = theme.tooltipText
    let inner = buffer.drawRoundedBox(area, border: theme.tooltipBorder, fill: text)
    buffer.write(" Help ", x: area.x + 2, y: area.y, style: text.adding(.bold), clip: area)
    let lines = wrappedLines(width: inner.width)
    let rows = Self.visibleRows(in: area)
    let first = min(max(0, scroll), max(0, lines.count - rows))
    let labelColumn = Self.wrappedLabelWidth(inner.width)
    for (offset, line) in lines.dropFirst(first).prefix(rows).enumerated() {
      let y = inner.y + offset
      switch line {
      case .title(let title):
        buffer.write(title, x: inner.x, y: y, style: text.adding([.bold, .underline]), clip: inner)
      case .row(let label, let description):
        buffer.write(label, x: inner.x, y: y, style: text.adding(.bold), clip: inner)
        buffer.write(description, x: inner.x + labelColumn, y: y, style: text, clip: inner)
      case .more(let description):
        buffer.write(description, x: inner.x + labelColumn, y: y, style: text, clip: inner)
      case .blank:
        break
      }
    }
    let position = "\(first + min(rows, lines.count))/\(lines.count)"
    let footer =
      scrollFooters.map { "\($0) · \(position)" }
      .first { DisplayWidth.of($0) <= inner.width } ?? position
    buffer.write(
      footer, x: max(inner.x, inner.maxX - DisplayWidth.of(footer)), y: inner.maxY - 1,
      style: theme.tooltipBorder, clip: inner)
  }
}
