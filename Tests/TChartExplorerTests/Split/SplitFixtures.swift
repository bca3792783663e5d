import TChartCells
import TChartData
import TChartRender

@testable import TChartExplorer

/// Six lines of mixed magnitudes over 90 days (a population in the hundred thousands beside a
/// rate of 7.6 and a temperature below zero): the `split` layout's fixture.
enum SplitFixtures {
  static let count = 90

  static let lines: [(name: String, hex: String, value: @Sendable (Int) -> Double)] = [
    ("Population", "#3497DA", { 320_000 + Double($0 * 40) + Double(($0 * 37) % 11) * 100 }),
    ("Spending", "#E05A47", { 12_000 + Double($0 * 15) + Double(($0 * 13) % 7) * 60 }),
    ("Rate", "#3CC23F", { 6 + Double(($0 * 7) % 17) / 5 }),
    ("Views", "#F2B134", { 4_100 + Double(($0 * 29) % 31) * 50 }),
    ("Errors", "#9B59B6", { Double(($0 * 5) % 9) }),
    ("Temp", "#1ABC9C", { -5 + Double(($0 * 3) % 40) / 2 }),
  ]

  /// The six lines as one chart set.
  static let mixed = ChartSet(
    name: "Mixed", x: (0..<count).map { Fixtures.start + Double($0) * Fixtures.day },
    lines: lines.enumerated().map { index, line in
      Series(
        id: "y\(index)", name: line.name, color: RGBColor(hex: line.hex)!,
        values: (0..<count).map(line.value))
    })

  /// The mixed chart set on a screen of `size`, split, the indicator on sample 60.
  static func split(size: Size = Size(width: 80, height: 24), sets: [ChartSet] = [mixed])
    -> ExplorerState
  {
    var state = ExplorerState(chartSets: sets, screenSize: size)
    state.view.indicator = 60
    state.layouts.layoutMode = .split
    return state
  }

  /// The cursor's column in every panel's graph of `state`'s frame on its screen, top to
  /// bottom (`nil` for a panel without a cursor).
  static func cursorColumns(_ state: ExplorerState) -> [Int?] {
    let geometry = ExplorerGeometry(state: state, size: state.terminal.size, hitAreas: false)
    return (geometry.split?.panels ?? []).map { panel in
      let shown = ChartPanel(splitOf: state, line: panel.line)
      let graph = shown.graph
      let theme = state.look.renderTheme
      let axes = YAxes(panel: shown, ticks: panel.ticks, rightTicks: nil, theme: theme)
      return IndicatorCursor(
        chart: graph.coloring.colored(graph.axes.scaledChartSet), hidden: graph.view.hidden,
        index: graph.view.indicator, xRange: graph.shown.windowXRange, yRange: axes.left.range,
        theme: theme
      ).column(area: panel.graph.graph)
    }
  }
}
