import TChartCells

/// One row of the help overlay: keys (or a gesture) and what they do.
public struct HelpRow: Sendable, Equatable {
  public var label: String
  public var description: String

  public init(label: String, description: String) {
    self.label = label
    self.description = description
  }
}

/// A titled group of help rows.
public struct HelpSection: Sendable, Equatable {
  public var title: String
  public var rows: [HelpRow]

  public init(title: String, rows: [HelpRow]) {
    self.title = title
    self.rows = rows
  }
}

/// The `?` overlay: a box centred on the screen listing every section. The lines flow into as
/// many columns as the height needs when those fit the width; otherwise the help is one column
/// over the whole area, rows wrapped between words, scrolled by ``scroll`` (see
/// `HelpOverlay+Scrolling`). No text is ever cut mid-word.
public struct HelpOverlay: Widget, Sendable {
  public var sections: [HelpSection]
  public var footer: String
  public var theme: Theme
  /// The first line shown when the help scrolls (clamped when drawn).
  public var scroll: Int
  /// The footers of the scrolled help, longest first: the first that fits is shown (the
  /// explorer's come from its help key table).
  public var scrollFooters: [String]

  public init(
    sections: [HelpSection], footer: String = "any key closes", theme: Theme, scroll: Int = 0,
    scrollFooters: [String] = ["↑↓"]
  ) {
    self.sections = sections
    self.footer = footer
    self.theme = theme
    self.scroll = scroll
    self.scrollFooters = scrollFooters
  }

  /// One line of the flowed text: a section title, a row, or a blank.
  enum Line: Equatable {
    case title(String)
    case row(HelpRow)
    case blank
  }

  /// The lines flowed into columns of at most `height` lines. Whole sections move to the next
  /// column when they do not fit (`keepSections`), or sections split anywhere but a title never
  /// ends a column; no column starts or ends with a blank.
  func columns(height: Int, keepSections: Bool) -> [[Line]] {
    guard height > 0 else { return [] }
    var columns: [[Line]] = [[]]
    for section in sections {
      let block = [Line.title(section.title)] + section.rows.map(Line.row)
      let current = columns[columns.count - 1]
      let needed = block.count + (current.isEmpty ? 0 : 1)
      if keepSections && !current.isEmpty && current.count + needed > height
        && block.count <= height
      {
        columns.append([])
      }
      if !columns[columns.count - 1].isEmpty { columns[columns.count - 1].append(.blank) }
      for line in block {
        let count = columns[columns.count - 1].count
        let titleAtBottom = count == height - 1 && height > 1 && line == .title(section.title)
        if count >= height || titleAtBottom { columns.append([]) }
        columns[columns.count - 1].append(line)
      }
    }
    return columns.map { column in
      var trimmed = column
      while trimmed.first == .blank { trimmed.removeFirst() }
      while trimmed.last == .blank { trimmed.removeLast() }
      return trimmed
    }.filter { !$0.isEmpty }
  }

  /// The flow for an area: whole sections when that fits the width, else split sections.
  func columns(height: Int, width: Int) -> [[Line]] {
    let whole = columns(height: height, keepSections: true)
    return totalWidth(whole) + 4 <= width ? whole : columns(height: height, keepSections: false)
  }

  func totalWidth(_ columns: [[Line]]) -> Int {
    columns.map(width(of:)).reduce(0, +) + Self.columnGap * max(0, columns.count - 1)
  }

  static let labelWidth = 14
  static let columnGap = 3

  func width(of column: [Line]) -> Int {
    column.map { line in
      switch line {
      case .title(let text): DisplayWidth.of(text)
      case .row(let row): Self.labelWidth + DisplayWidth.of(row.description)
      case .blank: 0
      }
    }.max() ?? 0
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    let visibleArea = area.intersection(buffer.area)
    guard visibleArea.width >= 8, visibleArea.height >= 4 else { return }
    if scrolls(in: visibleArea) {
      renderScrolled(into: &buffer, area: visibleArea)
      return
    }
    // The footer sits in the bottom border: every row inside the box is the help's.
    let flowed = columns(height: max(1, visibleArea.height - 2), width: visibleArea.width)
    let widths = flowed.map(width(of:))
    let contentWidth = widths.reduce(0, +) + Self.columnGap * max(0, widths.count - 1)
    let contentHeight = flowed.map(\.count).max() ?? 0
    let label = " " + footer + " "
    // Wide enough for the footer between the corners when the screen is.
    let width = min(visibleArea.width, max(contentWidth + 4, DisplayWidth.of(label) + 4))
    let height = min(visibleArea.height, contentHeight + 2)
    let box = Rect(
      x: visibleArea.x + (visibleArea.width - width) / 2,
      y: visibleArea.y + (visibleArea.height - height) / 2, width: width, height: height)
    let text = theme.tooltipText
    let inner = buffer.drawRoundedBox(box, border: theme.tooltipBorder, fill: text)
    buffer.write(" Help ", x: box.x + 2, y: box.y, style: text.adding(.bold), clip: box)
    var x = inner.x
    for (index, column) in flowed.enumerated() {
      for (offset, line) in column.enumerated() {
        let y = inner.y + offset
        switch line {
        case .title(let title):
          buffer.write(title, x: x, y: y, style: text.adding([.bold, .underline]), clip: inner)
        case .row(let row):
          buffer.write(row.label, x: x, y: y, style: text.adding(.bold), clip: inner)
          buffer.write(row.description, x: x + Self.labelWidth, y: y, style: text, clip: inner)
        case .blank:
          break
        }
      }
      x += widths[index] + Self.columnGap
    }
    let footerX = box.maxX - 2 - DisplayWidth.of(label)
    // Between the corners, whatever its length.
    let border = Rect(x: box.x + 1, y: box.maxY - 1, width: max(0, box.width - 2), height: 1)
    buffer.write(
      label, x: max(box.x + 1, footerX), y: box.maxY - 1, style: theme.tooltipBorder,
      clip: border)
  }
}
