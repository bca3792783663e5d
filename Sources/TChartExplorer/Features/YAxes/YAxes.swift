import TChartCells
import TChartData
import TChartRender

/// The graph's Y axes in one frame: the left one, and the right one of a two-axis chart, with
/// what the graph needs from them (the grid's scale, the right lines' range).
struct YAxes {
  /// The left axis' ticks and the range drawn now.
  var left: (ticks: [Double], range: ClosedRange<Double>)
  /// The right axis', on a two-axis chart with a visible right line.
  var right: (ticks: [Double], range: ClosedRange<Double>)?
  /// Whether the left axis has a visible line (with two axes, hiding its lines removes it).
  var leftShown: Bool
  /// The labels' styles: with two axes, an axis of one visible line in its colour; else the
  /// theme's.
  var leftStyle: Style?
  var rightStyle: Style?
  /// The lines drawn against their own range: the right axis' lines, or each line in the
  /// `index` and `shape` modes (the left axis' range through its ``LineScale``).
  var lineYRanges: [Int: ClosedRange<Double>]
  /// Whether the ticks are exponents of a logarithmic axis (the labels read `10^tick`).
  var logarithmic: Bool
  /// Whether the ticks are percents of each line's range (`shape`: labelled `min` and `max`).
  var extremes: Bool
  let theme: Theme
  /// What the graph's axes show (read once per graph and frame).
  let model: YAxesModel

  /// The axes of `panel`'s graph for its left and right ticks.
  init(panel: ChartPanel, ticks: NiceTicks, rightTicks: NiceTicks?, theme: Theme) {
    let model = panel.graph.axes
    self.model = model
    self.theme = theme
    logarithmic = model.isLogarithmic
    extremes = model.effectiveYScaleMode == .shape
    left = model.yScale(ticks: ticks)
    right = rightTicks.map { model.rightYScale(ticks: $0) }
    let two = model.hasTwoYAxes
    let leftLines = model.leftAxisLines
    let rightLines = model.rightAxisLines
    leftShown = !two || !leftLines.isEmpty
    let lines = panel.chart.lines
    // An axis of one visible line reads in its colour; one shared by several, in the theme's.
    let style = { (axis: [Int]) in axis.count == 1 ? theme.lineStyle(lines[axis[0]].color) : nil }
    leftStyle = two ? style(leftLines) : nil
    rightStyle = style(rightLines)
    if let right {
      lineYRanges = Dictionary(uniqueKeysWithValues: rightLines.map { ($0, right.range) })
    } else {
      let axis = left.range
      lineYRanges = model.lineScales.mapValues { $0.range(forAxis: axis) }
    }
  }

  /// The scale the grid is drawn with: the left axis', or the right one's when the left axis
  /// has no line.
  var grid: (ticks: [Double], range: ClosedRange<Double>) {
    if !leftShown, let right { return right }
    return left
  }

  /// Draws the labels of each shown axis into its column.
  func render(into buffer: inout ScreenBuffer, layout: ExplorerLayout, unit: String) {
    if leftShown {
      YAxis(
        ticks: left.ticks, yRange: left.range, theme: theme, unit: unit, labelStyle: leftStyle,
        logarithmic: logarithmic, extremes: extremes
      ).render(into: &buffer, area: layout.yAxis)
    }
    if let right {
      YAxis(
        ticks: right.ticks, yRange: right.range, theme: theme, side: .right,
        labelStyle: rightStyle, logarithmic: logarithmic
      ).render(into: &buffer, area: layout.rightAxis)
    }
  }
}
