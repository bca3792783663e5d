import TChartCells
import TChartRender

/// `?`: the help overlay, scrolled by its keys (``HelpKeys``) over the key tables' sections.
enum HelpModal: ModalFeature {
  static func keyHints(_ state: HelpState) -> [String] { ["/ search", "↑↓ scroll", "Esc close"] }

  static func reduce(_ help: inout HelpState, _ input: UserInput, in explorer: ExplorerState)
    -> ModalDelegate?
  {
    let bounds = ScrolledOverlay.Bounds.help(
      help.sections, size: explorer.terminal.size, theme: explorer.look.renderTheme)
    return help.reduce(input, bounds, keys: HelpKeys.self)
  }

  static func draw(
    _ help: HelpState, over explorer: ExplorerState, theme: Theme, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer
  ) {
    let footer =
      help.searchFooter ?? "glyphs \(theme.glyphs.kind.rawValue) · / search · other keys close"
    HelpOverlay(
      sections: help.sections, footer: footer, theme: theme, scroll: help.scroll,
      scrollFooters: help.searchFooter.map { [$0] } ?? HelpKeys.scrollFooters
    )
    .render(into: &buffer, area: buffer.area)
  }
}
