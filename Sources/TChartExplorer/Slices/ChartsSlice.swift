import TChartData

/// The chart sets and their views (the window, hidden lines, right-axis lines, derived lines,
/// A/B): every chart set's view and the chart set on screen are undone and saved; the day chart
/// and the pie are undone only.
public enum ChartsSlice {
  /// What an undo step remembers: the chart set on screen, every chart set's view, the day chart
  /// shown and the pie. The indicator is left out on purpose: moving it is not a step (a
  /// restored view keeps the indicator, clamped into its window).
  public struct Undoable: Sendable, Equatable {
    public var chartIndex: Int
    /// The overview's view of every chart set, by index.
    public var views: [ViewSnapshot.ChartView]
    public var dayChart: ViewSnapshot.Day?
    public var showsPie: Bool
  }

  /// What a session saves: the chart set on screen and every chart set's view, by name.
  public struct Saved: Codable, Sendable, Equatable {
    /// The name of the chart set on screen.
    public var chartName: String
    /// The view of every chart set, by name.
    public var charts: [SessionRecord.Chart]
  }
}

extension ChartsSlice.Undoable: UndoableSlice {
  init(of state: ExplorerState) {
    chartIndex = state.navigation.chartIndex
    views = state.navigation.views.indices.map {
      ViewSnapshot.ChartView(
        state.navigation.views[$0], of: state.feed.chartSets[$0],
        derived: state.feed.derivedNames(ofChart: $0))
    }
    dayChart = state.navigation.dayChart.map {
      ViewSnapshot.Day(chart: $0.chart, view: ViewSnapshot.ChartView($0.view, of: $0.chart))
    }
    showsPie = state.navigation.showsPie
  }

  /// Windows clamped to the current spans, lines that no longer exist dropped, indicators kept
  /// inside their windows.
  func restore(into state: inout ExplorerState) {
    for index in state.navigation.views.indices where index < views.count {
      state.setDerivedLines(views[index].derived, ofChart: index)
    }
    for index in state.navigation.views.indices where index < views.count {
      state.navigation.views[index] = views[index].fitted(
        to: state.feed.chartSets[index], keeping: state.navigation.views[index])
    }
    state.navigation.chartIndex = Swift.min(
      Swift.max(0, chartIndex), state.feed.chartSets.count - 1)
    if let saved = dayChart {
      let kept =
        state.navigation.dayChart?.chart == saved.chart ? state.navigation.dayChart?.view : nil
      let fallback = ChartViewState.whole(saved.chart)
      state.navigation.dayChart = DayChart(
        chart: saved.chart,
        view: saved.view.fitted(to: saved.chart, keeping: kept ?? fallback))
    } else {
      state.navigation.dayChart = nil
    }
    state.navigation.showsPie = showsPie
  }

  /// Another chart set, the day chart or the pie (what is on screen); see ``viewLabel(from:to:)``
  /// for a change of the view on screen.
  static func stepLabel(from before: Self, to after: Self) -> String? {
    if before.chartIndex != after.chartIndex { return "chart \(after.chartIndex + 1)" }
    if (before.dayChart == nil) != (after.dayChart == nil) {
      return after.dayChart == nil ? "back to the overview" : "zoom into the day"
    }
    if before.showsPie != after.showsPie {
      return after.showsPie ? "show the pie" : "close the pie"
    }
    return nil
  }

  /// What changed in the view on screen (`hide line 2`, `zoom in`), `view` when there is none.
  static func viewLabel(from before: Self, to after: Self) -> String {
    guard let old = before.current, let new = after.current else { return "view" }
    return ViewSnapshot.ChartView.stepLabel(from: old, to: new)
  }

  /// The view of the chart on screen (the day chart's while one is shown).
  var current: ViewSnapshot.ChartView? {
    if let dayChart { return dayChart.view }
    return views.indices.contains(chartIndex) ? views[chartIndex] : nil
  }
}

extension ChartsSlice.Saved: SavedSlice {
  init(of state: ExplorerState) {
    chartName = state.feed.chartSets[state.navigation.chartIndex].name
    charts = state.feed.chartSets.indices.map { index in
      SessionRecord.Chart(
        state.navigation.views[index], of: state.feed.chartSets[index],
        derived: state.feed.derivedNames(ofChart: index))
    }
  }

  /// Chart sets matched by name, lines by id, windows clamped to the span; the right-axis lines
  /// whose names match unless `--right` was given. The day chart and the pie are closed.
  func restore(into state: inout ExplorerState, _ restoring: inout SessionRestoring) {
    for index in state.feed.chartSets.indices {
      guard let saved = charts.first(where: { $0.name == state.feed.chartSets[index].name })
      else { continue }
      let current = state.feed.derivedNames(ofChart: index)
      let added = (saved.derivedLines ?? []).filter { !current.contains($0) }
      restoring.dropped += state.setDerivedLines(current + added, ofChart: index)
      let chart = state.feed.chartSets[index]
      let chosen = state.navigation.views[index].rightAxis
      state.navigation.views[index] = saved.view(on: chart)
      if restoring.overrides.contains(.rightAxis) {
        state.navigation.views[index].rightAxis = chosen
      } else if let names = saved.rightLines.map(Set.init) {
        let lines = Set(chart.lines.indices.filter { names.contains(chart.lines[$0].name) })
        // Saved names of which none is left keep the chart set's own choice.
        if names.isEmpty || !lines.isEmpty { state.navigation.views[index].rightAxis = lines }
      }
    }
    if let index = state.feed.chartSets.firstIndex(where: { $0.name == chartName }) {
      state.navigation.chartIndex = index
    }
    state.navigation.dayChart = nil
    state.navigation.showsPie = false
  }
}
