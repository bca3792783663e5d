import TChartCells
import TChartRender

/// The `cards` layout's frame: a grid of small multiples (``ChartCardsLayout``), each card its
/// title row, its graph (what the `one` layout draws for its chart set: ``drawPanelGraph``) and
/// its legend; the status line last. Only the cards on screen are drawn.
extension ExplorerScreen {
  /// The status line's hint in the cards when there is no message.
  static let cardsHint = KeyBindings.layoutHint(.cards)

  /// Draws the cards of `state` into `grid`, its cards' rectangles and ticks `panels` (the
  /// frame's geometry).
  static func drawCards(
    state: ExplorerState, theme: Theme, grid: ChartCardsLayout, panels: [PanelGeometry],
    into buffer: inout ScreenBuffer
  ) {
    if grid.isTooSmall {
      drawTooSmall(size: grid.size, theme: theme, into: &buffer)
      return
    }
    for card in panels {
      drawPanel(card, state: state, theme: theme, into: &buffer)
    }
    // A printed frame (`tchart render --layout`) has no keys to hint at.
    if state.look.isInteractive {
      StatusLine(message: state.notes.status ?? cardsHint, theme: theme)
        .render(into: &buffer, area: grid.status)
    }
  }
}
