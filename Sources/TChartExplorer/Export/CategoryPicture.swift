import TChartRender

extension ExplorerState {
  /// The category bars on screen as a picture for export (`e`, `render --format svg`): laid
  /// out as the text widget lays them out (``CategoryBars/layout(width:height:)``) on the
  /// picture's grid of cells, in the same order and scroll, in the lines' colours; the title
  /// counts the categories as the title line does; `nil` when x is not categories.
  var categoryPicture: ChartPicture? {
    guard let bars = categoryBars, let count = chartSet.categoriesText else { return nil }
    let colors = PictureModel.colors(look.renderTheme.variant)
    let chart = coloredChartSet
    let lines = shown.visibleLines.map { chart.lines[$0] }
    let size = PictureModel.size
    let grid = SVGDocument.barGrid(width: size.width, height: size.height)
    return ChartPicture(
      width: size.width, height: size.height, title: titleName,
      subtitle: count, yTicks: [], xTicks: [],
      lines: lines.map { ChartPicture.Line(name: $0.name, color: $0.color, polylines: []) },
      bars: ChartPicture.Bars(
        columns: grid.columns, rows: grid.rows,
        layout: bars.layout(width: grid.columns, height: grid.rows), colors: lines.map(\.color)),
      background: colors.background, foreground: colors.foreground, grid: colors.grid)
  }
}
