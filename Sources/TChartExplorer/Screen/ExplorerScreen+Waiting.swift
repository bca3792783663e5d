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
    switch state.modal {
    case .help(let help):
      HelpOverlay(
        sections: KeyBindings.helpSections, theme: theme, scroll: help.scroll,
        scrollFooters: HelpKeys.scrollFooters
      )
      .render(into: &buffer, area: buffer.area)
    case .messages(let log):
      MessageLogOverlay(state.notes, scroll: log.scroll, theme: theme).render(
        into: &buffer, area: buffer.area)
    default:
      break
    }
  }
}
