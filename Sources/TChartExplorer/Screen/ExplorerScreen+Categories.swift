import TChartCells
import TChartRender

extension ExplorerScreen {
  /// Category bars (``ExplorerState/categoryBars``) over the graph's rows down to the legend,
  /// in place of the graph, its axes, the mini-map and the slider.
  static func drawCategories(
    _ bars: CategoryBars, layout: ExplorerLayout, into buffer: inout ScreenBuffer
  ) {
    bars.render(into: &buffer, area: layout.categories)
  }
}
