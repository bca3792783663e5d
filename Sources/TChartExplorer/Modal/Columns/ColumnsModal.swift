import TChartCells
import TChartRender

/// `C`: the columns sheet over the frame (``ColumnsSheet``); its keys: ``ColumnsKeys``.
enum ColumnsModal: ModalFeature {
  static func keyHints(_ state: ColumnsSheet) -> [String] { ColumnsKeys.all.compactMap(\.hint) }

  static func reduce(_ sheet: inout ColumnsSheet, _ input: UserInput, in explorer: ExplorerState)
    -> ModalDelegate?
  {
    let page = ColumnsSheetView(sheet: sheet, theme: explorer.look.renderTheme).visibleRows(
      in: Rect(size: explorer.terminal.size))
    return sheet.reduce(input, page: page)
  }

  static func draw(
    _ sheet: ColumnsSheet, over explorer: ExplorerState, theme: Theme, layout: ExplorerLayout,
    into buffer: inout ScreenBuffer
  ) {
    ColumnsSheetView(sheet: sheet, theme: theme).render(into: &buffer, area: buffer.area)
  }
}
