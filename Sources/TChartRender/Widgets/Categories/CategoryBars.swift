import TChartCells
import TChartData

/// Categories as horizontal bars (a chart set whose x is text: `state,population`, `du`'s
/// names): a row per category and line, its name, a bar from zero in the line's colour (eighth
/// blocks: `█▉▊▋▌▍▎▏`) and its value at the bar's end.
///
/// - **Order**: ``order`` (largest first by the first line, by name, or as in the file);
///   ``firstShown`` categories of that order are scrolled past.
/// - **Groups**: with several lines each category has a row per line (the name on the first)
///   and a blank row after it.
/// - **Fit**: names are cut with `…` to at most a third of the width; one scale for all the
///   categories (scrolling does not change it), from the smallest value or 0 to the largest
///   or 0 (negative bars go left of the zero column). When not every category from
///   ``firstShown`` on fits, the last row says how many are past the end and above the first
///   (`+12 more · 3 above`).
///
/// Never draws outside `area` or the buffer, and never traps, whatever the size.
public struct CategoryBars: Widget, Sendable {
  /// One line's bars: its name, its style and a value per category.
  public struct Line: Sendable, Equatable {
    public var name: String
    public var style: Style
    public var values: Column<Double>

    public init(name: String, style: Style, values: Column<Double>) {
      self.name = name
      self.style = style
      self.values = values
    }
  }

  public var names: [String]
  public var lines: [Line]
  public var order: CategoryOrder
  /// How many categories of ``order`` are scrolled past.
  public var firstShown: Int
  /// Whether values are bytes (`25.3GB`).
  public var bytes: Bool
  public var theme: Theme
  /// Where the order and scale are remembered (``arrangement``); `nil`: worked out each time.
  public var caches: RenderCaches?

  public init(
    names: [String], lines: [Line], order: CategoryOrder = .value, firstShown: Int = 0,
    bytes: Bool = false, theme: Theme = .terminal, caches: RenderCaches? = nil
  ) {
    self.caches = caches
    self.names = names
    self.lines = lines
    self.order = order
    self.firstShown = firstShown
    self.bytes = bytes
    self.theme = theme
  }

  /// The rows a category takes: one per line, and a blank one after a group of several.
  public var rowsPerCategory: Int { lines.count > 1 ? lines.count + 1 : 1 }

  /// The categories that fit in `height` rows when some do not (one row says so).
  public func fitting(height: Int) -> Int {
    let all = (height + (lines.count > 1 ? 1 : 0)) / rowsPerCategory
    guard all < names.count else { return names.count }
    return Swift.max(0, (height - 1 + (lines.count > 1 ? 1 : 0)) / rowsPerCategory)
  }

  /// The most categories that may be scrolled past in `height` rows: the last ones then fill
  /// the rows.
  public func lastFirstShown(height: Int) -> Int {
    Swift.max(0, names.count - Swift.max(1, fitting(height: height)))
  }

  /// The categories in ``order``.
  public var positions: [Int] { arrangement.positions }

  /// `value` as a bar's end writes it: grouped digits (`1,234`, `3.25`), or bytes.
  public func text(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    if bytes { return NumberFormat.bytes(NumberFormat.compact(value)) }
    let decimals = Swift.min(3, ReadableNumber.decimals(value) ?? 0)
    return NumberFormat.grouped(value, decimals: decimals)
  }

  public func render(into buffer: inout ScreenBuffer, area: Rect) {
    guard buffer.clear(area, style: theme.base), area.width >= 3, !lines.isEmpty else { return }
    let layout = layout(width: area.width, height: area.height)
    for label in layout.labels {
      buffer.write(
        label.text, x: area.x + layout.labelWidth - DisplayWidth.of(label.text),
        y: area.y + label.row, style: theme.text, clip: area)
    }
    let zero = area.x + layout.barX + layout.zero
    for bar in layout.bars {
      let y = area.y + bar.row
      let style = lines[bar.line].style
      let eighths = Int((abs(bar.length) * 8).rounded())
      var end = zero
      if bar.length > 0 {
        let cells = Self.bar(eighths: eighths)
        buffer.write(cells, x: zero, y: y, style: style, clip: area)
        end += DisplayWidth.of(cells)
      } else if bar.length < 0 {
        let cells = Swift.min(layout.zero, (eighths + 4) / 8)
        buffer.write(
          String(repeating: "█", count: cells), x: zero - cells, y: y, style: style, clip: area)
      }
      buffer.write(bar.text, x: end + 1, y: y, style: theme.axisLabel, clip: area)
    }
    guard let more = layout.more else { return }
    buffer.write(
      DisplayWidth.truncated(more, fitting: area.width), x: area.x, y: area.maxY - 1,
      style: theme.dimText, clip: area)
  }

  /// A bar `eighths` eighths of a cell long: full blocks and the partial one after them.
  static func bar(eighths: Int) -> String {
    let partials: [Character] = ["▏", "▎", "▍", "▌", "▋", "▊", "▉"]
    let whole = String(repeating: "█", count: Swift.max(0, eighths) / 8)
    let rest = Swift.max(0, eighths) % 8
    return rest == 0 ? whole : whole + String(partials[rest - 1])
  }
}
