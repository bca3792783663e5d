import TChartCells
import TChartRender

/// The screen of a stream before its first rows: the title, the message in the graph's place,
/// the status line (and the help, which works meanwhile).
extension ExplorerScreen {
  static func drawWaiting(
    state: ExplorerState, theme: Theme, layout: ExplorerLayout, into buffer: inout ScreenBuffer
  ) {
    TitleLine(position: 1, count: 1, name: state.titleName, theme: theme)
      .render(into: &buffer, area: layout.title)
    let message = state.feed.stream?.statusText ?? ""
    let width = DisplayWidth.of(message)
    let graph = layout.graph
    buffer.write(
      message, x: graph.x + Swift.max(0, (graph.width - width) / 2), y: graph.y + graph.height / 2,
      style: theme.axisLabel, clip: graph)
    StatusLine(message: state.statusMessage, theme: theme)
      .render(into: &buffer, area: layout.status)
    // Before the data, only the overlays that need none: the help and the message log.
    switch state.modal {
    case .help, .messages: drawOverlays(state: state, theme: theme, layout: layout, into: &buffer)
    default: break
    }
  }
}
