import TChartCells
import TChartData
import TChartRender

/// The layout (one chart set, its split, the list or the cards), the split's, list's and cards'
/// scrolling, the list's and cards' shared indicator, and the order and scrolling of category
/// bars (a chart set whose x is text).
public struct Layouts: Sendable, Equatable {
  /// One chart set, its split, the list or the cards (`v`); in the last two the chart index is
  /// the selected one.
  public var layoutMode: LayoutMode = .one
  /// The split's first panel shown (its index among the visible lines), as last scrolled (see
  /// ``SplitLayout``).
  public var splitFirstVisible = 0
  /// The list's first panel shown, as last scrolled (see ``ChartListLayout``).
  public var listFirstVisible = 0
  /// The cards' first card row shown, as last scrolled (see ``ChartCardsLayout``).
  public var cardsFirstRow = 0
  /// In the list and cards: the indicator's date, shared by every chart set whose x range
  /// holds it (`nil` in `one`; see `LayoutsScope`).
  public var linkedIndicator: LinkedIndicator?
  /// The order category bars are drawn in (`--sort`).
  public var categoryOrder = CategoryOrder.value
  /// How many categories of that order the bars scroll past (see ``CategoryBars``).
  public var categoriesFirstShown = 0
}

extension Layouts {
  /// The list on a screen of `size` with `count` chart sets, `selected` selected.
  func list(size: Size, count: Int, selected: Int) -> ChartListLayout {
    ChartListLayout(size: size, count: count, selected: selected, firstVisible: listFirstVisible)
  }

  /// The cards on a screen of `size` with `count` chart sets, `selected` selected.
  func cards(size: Size, count: Int, selected: Int) -> ChartCardsLayout {
    ChartCardsLayout(size: size, count: count, selected: selected, firstRow: cardsFirstRow)
  }

  /// The split's rows on a screen of `size` with rows `chrome` around the graph, for `count`
  /// panels (``SplitLayout``).
  func splitRows(size: Size, chrome: ExplorerChrome, count: Int) -> SplitLayout {
    let graph = ExplorerGeometry.graphArea(size: size, chrome: chrome)
    return SplitLayout(
      area: Rect(x: 0, y: graph.y, width: size.width, height: graph.height), count: count,
      firstVisible: splitFirstVisible)
  }

  /// The chart set under `point` in the list or cards, and whether `point` is on its title.
  func hit(at point: Point, size: Size, count: Int, selected: Int) -> (
    index: Int, onTitle: Bool
  )? {
    switch layoutMode {
    case .one, .split:
      return nil
    case .list:
      return list(size: size, count: count, selected: selected).panels
        .first { $0.frame.contains(point) }.map { ($0.index, $0.title.contains(point)) }
    case .cards:
      return cards(size: size, count: count, selected: selected).cards
        .first { $0.frame.contains(point) }.map { ($0.index, $0.title.contains(point)) }
    }
  }

  /// Keeps ``listFirstVisible`` or ``cardsFirstRow`` (the layout shown) where its layout
  /// scrolls it to show chart set `selected` of `count` on a screen of `size`.
  mutating func scroll(toSelected selected: Int, count: Int, size: Size) {
    switch layoutMode {
    case .one, .split:
      break
    case .list:
      listFirstVisible = ChartListLayout.firstVisible(
        size: size, count: count, selected: selected, proposed: listFirstVisible)
    case .cards:
      cardsFirstRow = ChartCardsLayout.firstRow(
        size: size, count: count, selected: selected, proposed: cardsFirstRow)
    }
  }
}
