import TChartCells
import TChartRender

/// The `list` layout's frame: every chart set's panel (``ChartListLayout``), each its title
/// row, its graph (what the `one` layout draws for its chart set: ``drawPanelGraph``) and its
/// legend, the selected one also its mini-map and slider; the status line last. Only the
/// panels on screen are drawn.
extension ExplorerScreen {
  /// The status line's hint in the list when there is no message.
  static let listHint = KeyBindings.layoutHint(.list)

  /// Draws the list of `state` into `list`, its panels' rectangles and ticks `panels` (the
  /// frame's geometry).
  static func drawList(
    state: ExplorerState, theme: Theme, list: ChartListLayout, panels: [PanelGeometry],
    into buffer: inout ScreenBuffer
  ) {
    if list.isTooSmall {
      drawTooSmall(size: list.size, theme: theme, into: &buffer)
      return
    }
    for panel in panels {
      drawPanel(panel, state: state, theme: theme, into: &buffer)
    }
    // A printed frame (`tchart render --layout`) has no keys to hint at.
    if state.look.isInteractive {
      StatusLine(message: state.notes.status ?? listHint, theme: theme)
        .render(into: &buffer, area: list.status)
    }
  }

  /// One panel or card, drawn from its ``ChartPanel``: its title (`▶` marks the selected
  /// one's), its graph as the `one` layout draws its chart set (``drawPanelGraph``: bars, the
  /// histogram, XY, points or lines), the selected panel's mini-map and slider (the list's),
  /// its legend.
  static func drawPanel(
    _ panel: PanelGeometry, state: ExplorerState, theme: Theme, into buffer: inout ScreenBuffer
  ) {
    let shown = ChartPanel(state: state, index: panel.index)
    let valueTexts = shown.valueTexts()
    drawPanelTitle(shown, theme: theme, area: panel.title, into: &buffer)
    if !panel.graph.isTooSmall {
      drawPanelGraph(
        shown, panel: panel, state: state, theme: theme, valueTexts: valueTexts, into: &buffer)
    }
    if shown.isSelected && !panel.miniMap.isEmpty {
      drawMiniMap(shown.graph, theme: theme, area: panel.miniMap, into: &buffer)
      drawSlider(
        shown.graph, pointer: state.pointer, theme: theme, into: &buffer, area: panel.slider)
    }
    shown.legend(theme: theme, valueTexts: valueTexts).render(into: &buffer, area: panel.legend)
  }

  /// A panel's or card's title row: a mark for the selected one, then the title line.
  static func drawPanelTitle(
    _ panel: ChartPanel, theme: Theme, area: Rect, into buffer: inout ScreenBuffer
  ) {
    if panel.isSelected {
      buffer.write("▶", x: area.x, y: area.y, style: theme.text.adding(.bold), clip: area)
    }
    panel.titleLine(theme: theme).render(
      into: &buffer, area: Rect(x: area.x + 2, y: area.y, width: area.width - 2, height: 1))
  }
}
