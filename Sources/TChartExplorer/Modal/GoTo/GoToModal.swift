import TChartCells

/// `g`: the go-to prompt on the status row.
enum GoToModal: ModalFeature {
  static func keyHints(_ state: GoToPrompt) -> [String] { ["Enter go", "Esc cancel"] }

  static func reduce(_ prompt: inout GoToPrompt, _ input: UserInput, in explorer: ExplorerState)
    -> ModalDelegate?
  {
    // The status row's rectangle only for a press, as only a press needs it.
    let statusRow: Rect = if case .press = input { explorer.layout.status } else { .zero }
    let context = GoToPrompt.Context(
      explorer.chartSet, indicator: explorer.view.indicator, statusRow: statusRow)
    return prompt.reduce(input, context)
  }

  static func draw(
    _ prompt: GoToPrompt, over explorer: ExplorerState, theme: Theme, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer
  ) {
    ExplorerScreen.drawPrompt(prompt, theme: theme, into: &buffer, area: layout.status)
  }
}
