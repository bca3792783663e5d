import TChartCells

/// The rectangles of the `cards` layout: a grid of small multiples, one card per chart set (a
/// title row, a graph, a legend row), with as many columns as fit graphs of at least
/// ``minimumGraphSize`` (one blank column between cards), never more columns than cards. The
/// last screen row is the status line.
///
/// Pure: a function of the screen size, the number of chart sets, the selected one and the
/// first visible card row (kept by the caller and passed through ``firstRow(size:count:selected:
/// proposed:)``, which scrolls so the selected card is always shown). As many whole card rows
/// as fit are shown and share the screen's rows evenly; the columns share its width evenly
/// (the first ones one cell wider when it does not divide). Arrow keys move the selection with
/// ``moved(_:_:count:columns:)``.
public struct ChartCardsLayout: Sendable, Equatable {
  /// One chart set's card.
  public struct Card: Sendable, Equatable {
    /// The chart set's index.
    public var index: Int
    public var frame: Rect
    public var title: Rect
    public var graph: Rect
    public var legend: Rect
  }

  /// An arrow key's direction.
  public enum Direction: Sendable, Equatable, CaseIterable {
    case left, right, up, down
  }

  /// The smallest graph of a card.
  public static let minimumGraphSize = Size(width: 30, height: 8)
  /// Blank columns between two cards.
  public static let columnGap = 1
  /// The smallest card: the graph, a title row and a legend row.
  public static let minimumCardSize = Size(
    width: minimumGraphSize.width, height: minimumGraphSize.height + 2)
  /// Below this the screen shows the explorer's "too small" message: one card and the status
  /// line.
  public static let minimumSize = Size(
    width: minimumCardSize.width, height: minimumCardSize.height + 1)

  public var size: Size
  /// True when the screen is smaller than ``minimumSize``: no cards, an empty status line.
  public var isTooSmall: Bool
  /// Cards per row.
  public var columns: Int
  /// The first card row shown (after scrolling).
  public var firstRow: Int
  /// The cards shown, row by row, left to right.
  public var cards: [Card]
  /// The last row.
  public var status: Rect

  /// The layout of `count` chart sets with `selected` (clamped) on a screen of `size`, scrolled
  /// from card row `firstRow` just enough to show the selected card.
  public init(size: Size, count: Int, selected: Int, firstRow proposed: Int) {
    self.size = size
    isTooSmall = size.width < Self.minimumSize.width || size.height < Self.minimumSize.height
    cards = []
    columns = isTooSmall ? 0 : Self.columns(width: size.width, count: count)
    guard !isTooSmall, count > 0 else {
      firstRow = 0
      status = isTooSmall ? .zero : Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
      return
    }
    status = Rect(x: 0, y: size.height - 1, width: size.width, height: 1)
    firstRow = Self.firstRow(size: size, count: count, selected: selected, proposed: proposed)
    let totalRows = (count + columns - 1) / columns
    let shownRows = min(Self.visibleRows(height: size.height), totalRows - firstRow)
    let heights = EvenSplit.lengths(size.height - 1, parts: shownRows)
    let widths = EvenSplit.lengths(
      size.width - Self.columnGap * (columns - 1), parts: columns)
    var y = 0
    for row in 0..<shownRows {
      var x = 0
      for column in 0..<columns {
        let index = (firstRow + row) * columns + column
        guard index < count else { break }
        let frame = Rect(x: x, y: y, width: widths[column], height: heights[row])
        cards.append(
          Card(
            index: index, frame: frame,
            title: Rect(x: frame.x, y: frame.y, width: frame.width, height: 1),
            graph: Rect(x: frame.x, y: frame.y + 1, width: frame.width, height: frame.height - 2),
            legend: Rect(x: frame.x, y: frame.maxY - 1, width: frame.width, height: 1)))
        x += widths[column] + Self.columnGap
      }
      y += heights[row]
    }
  }

  /// How many cards a row holds on a screen `width` wide: as many as fit at
  /// ``minimumCardSize`` with the gaps between them, at least 1, at most `count`.
  public static func columns(width: Int, count: Int) -> Int {
    let fit = (width + columnGap) / (minimumCardSize.width + columnGap)
    return max(1, min(fit, count))
  }

  /// How many card rows fit on a screen `height` rows tall (the status line taken), at least 1.
  public static func visibleRows(height: Int) -> Int {
    max(1, (height - 1) / minimumCardSize.height)
  }

  /// The first card row shown for `count` chart sets on a screen of `size`: `proposed`, moved
  /// just enough that the `selected` card's row is shown, and no further down than needed to
  /// show the last row.
  public static func firstRow(size: Size, count: Int, selected: Int, proposed: Int) -> Int {
    guard count > 0 else { return 0 }
    let columns = columns(width: size.width, count: count)
    let selectedRow = min(max(selected, 0), count - 1) / columns
    let totalRows = (count + columns - 1) / columns
    let shown = visibleRows(height: size.height)
    let first = min(max(proposed, selectedRow - shown + 1), selectedRow)
    return max(0, min(first, totalRows - shown))
  }

  /// The selection after an arrow key in a grid of `columns` columns holding `count` cards:
  /// left and right stay within the row, up and down within the column, clamped at the edges;
  /// down into a shorter last row lands on its last card.
  public static func moved(_ selected: Int, _ direction: Direction, count: Int, columns: Int)
    -> Int
  {
    guard count > 0, columns > 0 else { return 0 }
    let selected = min(max(selected, 0), count - 1)
    let column = selected % columns
    switch direction {
    case .left:
      return column > 0 ? selected - 1 : selected
    case .right:
      return column < columns - 1 && selected + 1 < count ? selected + 1 : selected
    case .up:
      return selected >= columns ? selected - columns : selected
    case .down:
      let rowEnd = (selected / columns + 1) * columns
      return rowEnd < count ? min(selected + columns, count - 1) : selected
    }
  }

  /// The index of the chart set whose card holds `point`, if any.
  public func chartSet(at point: Point) -> Int? {
    cards.first { $0.frame.contains(point) }?.index
  }
}
