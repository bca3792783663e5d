import TChartCells

/// The layouts' changes: switching layout, moving the selection of the list and cards (with
/// their scrolling), and the mouse over them.
extension ExplorerState {
  /// Shows `mode`; the list and cards show overviews, so a day or a pie closes first.
  mutating func showLayout(_ mode: LayoutMode) {
    if mode.showsAllChartSets {
      send(DayFeature.Action.leave)
      navigation.showsPie = false
      pointer.focus = .graph
    }
    layouts.layoutMode = mode
    pointer.drag = nil
    scrollToSelection()
    if !mode.showsAllChartSets {
      layouts.linkedIndicator = nil
    } else if layouts.linkedIndicator == nil {
      shareSelectedIndicator()
    }
  }

  /// Selects chart set `index` (clamped); the list or cards scroll just enough to show it.
  mutating func selectChart(_ index: Int) {
    send(DayFeature.Action.leave)
    navigation.chartIndex = Swift.min(Swift.max(index, 0), feed.chartSets.count - 1)
    scrollToSelection()
  }

  /// The list on this state's screen.
  var listLayout: ChartListLayout { listLayout(size: terminal.size) }

  /// The cards on this state's screen.
  var cardsLayout: ChartCardsLayout { cardsLayout(size: terminal.size) }

  /// The list on a screen of `size`.
  func listLayout(size: Size) -> ChartListLayout {
    ChartListLayout(
      size: size, count: feed.chartSets.count, selected: navigation.chartIndex,
      firstVisible: layouts.listFirstVisible)
  }

  /// The cards on a screen of `size`.
  func cardsLayout(size: Size) -> ChartCardsLayout {
    ChartCardsLayout(
      size: size, count: feed.chartSets.count, selected: navigation.chartIndex,
      firstRow: layouts.cardsFirstRow)
  }

  /// How many chart sets `PgUp`/`PgDn` move the list's selection: the panels on screen less
  /// one, at least one.
  var listPageSize: Int { Swift.max(1, listLayout.panels.count - 1) }

  /// Keeps ``Layouts/listFirstVisible`` or ``Layouts/cardsFirstRow`` (the layout shown) where its layout
  /// scrolls it.
  mutating func scrollToSelection() {
    switch layouts.layoutMode {
    case .one, .split:
      break
    case .list:
      layouts.listFirstVisible = ChartListLayout.firstVisible(
        size: terminal.size, count: feed.chartSets.count, selected: navigation.chartIndex,
        proposed: layouts.listFirstVisible)
    case .cards:
      layouts.cardsFirstRow = ChartCardsLayout.firstRow(
        size: terminal.size, count: feed.chartSets.count, selected: navigation.chartIndex,
        proposed: layouts.cardsFirstRow)
    }
  }

  /// The chart set under `point` in the list or cards, and whether `point` is on its title.
  func layoutHit(at point: Point) -> (index: Int, onTitle: Bool)? {
    switch layouts.layoutMode {
    case .one, .split:
      return nil
    case .list:
      return listLayout.panels.first { $0.frame.contains(point) }
        .map { ($0.index, $0.title.contains(point)) }
    case .cards:
      return cardsLayout.cards.first { $0.frame.contains(point) }
        .map { ($0.index, $0.title.contains(point)) }
    }
  }

  /// A press in the list or cards: on a title opens that chart set, elsewhere selects it.
  mutating func layoutPressed(at point: Point) {
    guard let hit = layoutHit(at: point) else { return }
    selectChart(hit.index)
    if hit.onTitle { showLayout(.one) }
  }

  /// The wheel over the list moves the selection by one chart set, over the cards by a card
  /// row (the layout scrolls with it).
  mutating func layoutWheel(_ direction: WheelDirection) {
    if layouts.layoutMode == .cards {
      _ = apply(.moveCard(direction == .up ? .up : .down))
    } else {
      selectChart(navigation.chartIndex + (direction == .up ? -1 : 1))
    }
  }
}
