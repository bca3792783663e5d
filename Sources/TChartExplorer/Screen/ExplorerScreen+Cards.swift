import TChartRender

/// The `cards` layout's frame: a grid of small multiples (``ChartCardsLayout``), each card its
/// title row, its graph (the shared graph drawing) and its legend; the status line last. Only
/// the cards on screen are drawn.
extension ExplorerScreen {
  /// The status line's hint in the cards when there is no message.
  static let cardsHint = "←↑→↓ select · Enter open · v one"

  /// Draws the cards of `state` on a screen of `size`.
  static func drawCards(
    state: ExplorerState, theme: Theme, size: Size, into buffer: inout ScreenBuffer
  ) {
    let grid = ChartCardsLayout(
      size: size, count: state.chartSets.count, selected: state.chartIndex,
      firstRow: state.cardsFirstRow)
    if grid.isTooSmall {
      drawTooSmall(size: size, theme: theme, into: &buffer)
      return
    }
    for card in grid.cards {
      let shown = state.panel(card.index)
      let valueTexts = shown.indicatorValueTexts()
      drawPanelTitle(
        shown, selected: card.index == state.chartIndex, theme: theme, area: card.title,
        into: &buffer)
      drawGraph(
        state: shown, theme: theme, in: card.graph, valueTexts: valueTexts, tooltip: false,
        into: &buffer)
      ExplorerLegend.panelWidget(state: shown, theme: theme, valueTexts: valueTexts)
        .render(into: &buffer, area: card.legend)
    }
    // A printed frame (`tchart render --layout`) has no keys to hint at.
    if state.isInteractive {
      StatusLine(message: state.status ?? cardsHint, theme: theme)
        .render(into: &buffer, area: grid.status)
    }
  }
}
