import TChartCells
import TChartData
import TChartRender

/// Category bars (a chart set whose x is text, ``ChartSet/categories``) in the layouts: drawn
/// over the graph's rows down to the legend, `↑↓` (`k`/`j`) scroll them by one category and
/// `PgUp`/`PgDn` by a page, clamped so the last categories fill the rows.
extension LayoutsFeature {
  /// Scrolls the bars by `categories`, clamped.
  static func scrollCategories(by categories: Int, _ state: inout State, _ context: Context) {
    guard let bars = context.categoryBars else { return }
    let height = ExplorerLayout(size: context.size, chrome: context.chrome).categories.height
    let first = Swift.min(state.layouts.categoriesFirstShown, bars.lastFirstShown(height: height))
    state.layouts.categoriesFirstShown = Swift.min(
      Swift.max(0, first + categories), bars.lastFirstShown(height: height))
  }

  /// Scrolls the bars by `pages` pages (the categories shown less one).
  static func scrollCategories(byPages pages: Int, _ state: inout State, _ context: Context) {
    guard let bars = context.categoryBars else { return }
    let height = ExplorerLayout(size: context.size, chrome: context.chrome).categories.height
    let page = Swift.max(1, bars.fitting(height: height) - 1)
    scrollCategories(by: pages * page, &state, context)
  }
}

extension ExplorerLayout {
  /// Where category bars are drawn: the graph's rows with the Y axis column, down to the
  /// legend (the X axis, mini-map and slider rows too: categories have no span to show).
  public var categories: Rect {
    Rect(
      x: yAxis.x, y: graph.y, width: Swift.max(0, size.width - yAxis.x),
      height: Swift.max(0, legend.y - graph.y))
  }
}

extension ChartSet {
  /// How many categories its x names, as its title says it (`3 categories`); `nil` when x
  /// is not categories.
  var categoriesText: String? {
    categories.map { "\($0.count) categor\($0.count == 1 ? "y" : "ies")" }
  }
}

extension ExplorerState {
  /// The bars of the chart set on screen when its x is categories, its visible lines in the
  /// colours they are drawn in; `nil` otherwise.
  public var categoryBars: CategoryBars? {
    CategoryBars(
      chart: coloredChartSet, lines: shown.visibleLines, order: layouts.categoryOrder,
      firstShown: layouts.categoriesFirstShown, theme: look.renderTheme, caches: caches)
  }
}

extension CategoryBars {
  /// The bars of `chart` (in the colours it is drawn in) when its x is categories, its
  /// `lines` drawn; `nil` otherwise: the state's graph and a list panel's or card's.
  init?(
    chart: ChartSet, lines: [Int], order: CategoryOrder, firstShown: Int, theme: Theme,
    caches: RenderCaches
  ) {
    guard let names = chart.categories else { return nil }
    self.init(
      names: names,
      lines: lines.map { index in
        let line = chart.lines[index]
        return CategoryBars.Line(
          name: line.name, style: theme.lineStyle(line.color), values: line.values)
      },
      order: order, firstShown: firstShown, bytes: chart.flags.contains(.bytes), theme: theme,
      caches: caches)
  }
}
