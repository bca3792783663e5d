import TChartCells

/// The rows of the `split` layout: the `one` layout's graph rows divided into one panel per
/// visible line, top to bottom, each a title row over its graph. The X axis under the last
/// panel and the Y axis column are the `one` layout's (``ExplorerGeometry`` gives every panel
/// the same columns, so one x is one column in every panel).
///
/// Pure: a function of the rows, the number of visible lines and the first panel shown (kept
/// by the caller in ``Layouts/splitFirstVisible`` and clamped here). Only whole panels are
/// shown, each graph at least ``minimumGraphRows`` high when the rows allow; the rows left over
/// go evenly to the shown panels' graphs (``EvenSplit``), so the panels fill the rows.
public struct SplitLayout: Sendable, Equatable {
  /// One visible line's panel.
  public struct Panel: Sendable, Equatable {
    /// The panel's place among the visible lines (0 is the first visible line).
    public var position: Int
    /// The title row: the line's mark, name and value, a scroll mark at its end.
    public var title: Rect
    /// The graph's rows, across the whole width (Y axis column and graph).
    public var graph: Rect
  }

  /// The fewest rows of a panel's graph (while the rows allow).
  public static let minimumGraphRows = 3

  /// From this many graph rows up (a panel of 6 rows with its title) a panel's Y axis labels
  /// two values at least: one label alone does not give its scale.
  public static let twoLabelRows = 5

  /// The rows the panels share.
  public var area: Rect
  /// How many lines are visible (one panel each).
  public var count: Int
  /// The first panel shown, clamped so the last panels fill the rows.
  public var firstVisible: Int
  /// The panels shown, top to bottom.
  public var panels: [Panel]

  /// The panels of `count` visible lines in `area`, scrolled to `proposed` (clamped).
  public init(area: Rect, count: Int, firstVisible proposed: Int) {
    self.area = area
    self.count = Swift.max(0, count)
    let fit = Self.panelsThatFit(rows: area.height)
    let shown = Swift.min(self.count, fit)
    firstVisible = Swift.min(Swift.max(0, proposed), self.count - shown)
    let graphRows = EvenSplit.lengths(area.height - shown, parts: shown)
    var y = area.y
    var panels: [Panel] = []
    for (offset, rows) in graphRows.enumerated() {
      panels.append(
        Panel(
          position: firstVisible + offset,
          title: Rect(x: area.x, y: y, width: area.width, height: 1),
          graph: Rect(x: area.x, y: y + 1, width: area.width, height: rows)))
      y += 1 + rows
    }
    self.panels = panels
  }

  /// How many panels of at least ``minimumGraphRows`` fit in `rows` rows (one at least, when
  /// it has a row for its graph).
  public static func panelsThatFit(rows: Int) -> Int {
    rows < 2 ? 0 : Swift.max(1, rows / (1 + minimumGraphRows))
  }

  /// How many panels are above the first one shown.
  public var hiddenAbove: Int { firstVisible }

  /// How many panels are below the last one shown.
  public var hiddenBelow: Int { Swift.max(0, count - firstVisible - panels.count) }

  /// The scroll marks at the end of panel `index`'s title: `▲ 2 more` on the first panel shown
  /// (scrolls up), `▼ 3 more` on the last (scrolls down), each with its scroll step.
  public func scrollMarks(panel index: Int) -> [(text: String, step: Int)] {
    var marks: [(text: String, step: Int)] = []
    if index == 0, hiddenAbove > 0 { marks.append(("▲ \(hiddenAbove) more", -1)) }
    if index == panels.count - 1, hiddenBelow > 0 { marks.append(("▼ \(hiddenBelow) more", 1)) }
    return marks
  }

  /// Panel `index`'s scroll marks as one text, or `nil`.
  public func scrollMark(panel index: Int) -> String? {
    let marks = scrollMarks(panel: index)
    return marks.isEmpty ? nil : marks.map(\.text).joined(separator: " ")
  }
}
