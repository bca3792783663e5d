import TChartCells
import TChartRender

/// `m`: the message log, scrolled by its keys (``MessageLogKeys``) over the explorer's notes.
enum MessageLogModal: ModalFeature {
  static func keyHints(_ state: MessageLogState) -> [String] { ["↑↓ scroll", "Esc close"] }

  static func reduce(
    _ log: inout MessageLogState, _ input: UserInput, in explorer: ExplorerState
  ) -> ModalDelegate? {
    let bounds = ScrolledOverlay.Bounds.messageLog(
      explorer.notes, size: explorer.terminal.size, theme: explorer.look.renderTheme)
    return log.reduce(input, bounds, keys: MessageLogKeys.self)
  }

  static func draw(
    _ log: MessageLogState, over explorer: ExplorerState, theme: Theme, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer
  ) {
    MessageLogOverlay(explorer.notes, scroll: log.scroll, theme: theme).render(
      into: &buffer, area: buffer.area)
  }
}
