import TChartExplorer
import TChartRender

/// The explorer's invariants, as one list of violations (empty when all hold): the window on
/// samples inside the span with its minimum width, the indicator inside it, a visible line, a
/// finite Y range heading for the target. Shared by the property tests, the soak and the
/// explorer's fuzz harness.
public func invariantViolations(_ state: ExplorerState) -> [String] {
  var problems: [String] = []
  let chart = state.chartSet
  let window = state.view.window
  let span = Double(max(1, chart.count - 1))
  if !(window.minimum == 0 && window.maximum == span) { problems.append("span \(window)") }
  if !(0 <= window.lower && window.lower < window.upper && window.upper <= span) {
    problems.append("window outside the span: \(window.lower)…\(window.upper)")
  }
  let minimum = min(span, ChartViewState.minimumSamples)
  if window.minDistance != minimum || window.width < minimum {
    problems.append("minimum width \(window.minDistance) (want \(minimum)), width \(window.width)")
  }
  if window.lower != window.lower.rounded() || window.upper != window.upper.rounded() {
    problems.append("window not on samples: \(window.lower)…\(window.upper)")
  }
  let fractions = state.shown.windowFractions
  if !(0 <= fractions.lower && fractions.lower < fractions.upper && fractions.upper <= 1)
    && chart.count > 1
  {
    problems.append("fractions \(fractions)")
  }
  let indicator = state.view.indicator
  if indicator < 0 || indicator >= max(1, chart.count) {
    problems.append("indicator \(indicator) not a sample")
  }
  if Double(indicator) < window.lower || (Double(indicator) > window.upper) {
    problems.append("indicator \(indicator) outside \(window.lower)…\(window.upper)")
  }
  if !chart.lines.isEmpty && state.shown.visibleLines.isEmpty { problems.append("no visible line") }
  // The Y range heads for the nice range of the visible lines in the visible window, and what
  // is drawn is a finite range.
  let axes = state.yAxesModel
  if state.yAxes.yRange.to != axes.targetYRange {
    problems.append("Y range heads for \(state.yAxes.yRange.to), not \(axes.targetYRange)")
  }
  let shown = axes.currentYRange
  if !(shown.lower.isFinite && shown.upper.isFinite && shown.lower <= shown.upper) {
    problems.append("Y range shown \(shown)")
  }
  if !axes.isAnimating && shown != axes.targetYRange {
    problems.append("still Y range \(shown) is not the target \(axes.targetYRange)")
  }
  if state.navigation.chartIndex < 0 || state.navigation.chartIndex >= state.feed.chartSets.count {
    problems.append("chart index \(state.navigation.chartIndex)")
  }
  return problems
}
