import TChartCells

/// `c`: the colour inspector in the popup's rectangle.
enum ColorInspectorModal: ModalFeature {
  static func keyHints(_ state: ColorInspector) -> [String] {
    ["Tab swatches/sliders", "Enter keep", "Esc cancel"]
  }

  static func reduce(
    _ inspector: inout ColorInspector, _ input: UserInput, in explorer: ExplorerState
  ) -> ModalDelegate? {
    inspector.reduce(input, ColorInspectorLayout(area: explorer.layout.popup))
  }

  static func draw(
    _ inspector: ColorInspector, over explorer: ExplorerState, theme: Theme,
    layout: ExplorerLayout, into buffer: inout ScreenBuffer
  ) {
    ExplorerScreen.drawColorInspector(
      inspector, state: explorer, theme: theme, layout: ColorInspectorLayout(area: layout.popup),
      into: &buffer)
  }
}
