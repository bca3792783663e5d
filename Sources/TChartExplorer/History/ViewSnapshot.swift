import TChartData
import TChartTime

/// What is seen, as one undo step remembers it: the chart set on screen, every chart set's
/// window and hidden lines, the day chart shown, the pie, the theme, the Y-scale mode, the
/// zone times are shown in and the chosen line colours. The indicator is left
/// out on purpose: moving it is not a step (a restored view keeps the indicator, clamped into
/// its window).
///
/// A field added here becomes part of undo at once: the reducer
/// compares the snapshot before and after each user action, and ``ExplorerState/restore(_:)``
/// must set it back; give it a label in `ExplorerState+History`.
public struct ViewSnapshot: Sendable, Equatable {
  /// The window, hidden lines and right-axis lines of one chart set.
  public struct ChartView: Sendable, Equatable {
    public var window: RangeSelection
    public var hidden: Set<Int>
    /// The lines on the right axis (the chart set's own when none were chosen).
    public var rightAxis: Set<Int> = []
    /// The derived lines' expressions, in the order they were added.
    public var derived: [String] = []
    /// The A/B cursors.
    public var ab: ABCursors? = nil
  }

  /// The day chart shown and its view.
  public struct Day: Sendable, Equatable {
    public var chart: ChartSet
    public var view: ChartView
  }

  public var chartIndex: Int
  /// The overview's view of every chart set, by index.
  public var views: [ChartView]
  public var dayChart: Day?
  public var showsPie: Bool
  public var theme: ThemeChoice
  public var yScaleMode: YScaleMode
  /// ``ExplorerState/lineColors``.
  public var lineColors: [String: RGBColor]
  /// ``ExplorerState/shift``.
  public var shift: PeriodShift? = nil
  /// ``Look/zoneAside``: the chosen zone while `z` shows UTC.
  public var zoneAside: DisplayTimeZone? = nil
}

/// A chart set's view as an undo step remembers it, and as it comes back.
extension ViewSnapshot.ChartView {
  /// What an undo step remembers of `view` of `chart`.
  init(_ view: ChartViewState, of chart: ChartSet, derived: [String]? = nil) {
    self.init(
      window: view.window, hidden: view.hidden,
      rightAxis: ExplorerState.rightAxis(of: view, chart: chart),
      derived: derived ?? chart.derived.map(\.spec.name), ab: view.ab)
  }

  /// This view on `chart` with the indicator of `current`: the window as saved when the span is
  /// the same, else clamped to the span now.
  func fitted(to chart: ChartSet, keeping current: ChartViewState) -> ChartViewState {
    let whole = ChartViewState.window(for: chart, lower: nil, upper: nil)
    let saved = self.window
    let window =
      saved.minimum == whole.minimum && saved.maximum == whole.maximum
      ? saved
      : ChartViewState.window(for: chart, lower: saved.lower, upper: saved.upper)
    var hidden = self.hidden.filter { $0 < chart.lines.count }
    if !chart.lines.isEmpty && hidden.count >= chart.lines.count { hidden = [] }
    var view = ChartViewState(window: window, hidden: hidden, indicator: current.indicator)
    // The right axis' lines as saved, still the chart set's own choice when they are that.
    let right = rightAxis.filter { $0 < chart.lines.count }
    view.rightAxis =
      right == ExplorerState.rightAxis(of: current, chart: chart) ? current.rightAxis : right
    view.ab = ab?.clamped(count: chart.count)
    view.clampIndicator()
    view.indicator = Swift.min(view.indicator, chart.lastIndex)
    return view
  }
}

extension ExplorerState {
  /// The view as an undo step sees it.
  public var viewSnapshot: ViewSnapshot {
    ViewSnapshot(
      chartIndex: navigation.chartIndex,
      views: navigation.views.indices.map {
        ViewSnapshot.ChartView(
          navigation.views[$0], of: feed.chartSets[$0], derived: derivedNames(ofChart: $0))
      },
      dayChart: navigation.dayChart.map {
        ViewSnapshot.Day(chart: $0.chart, view: ViewSnapshot.ChartView($0.view, of: $0.chart))
      },
      showsPie: navigation.showsPie, theme: look.theme, yScaleMode: yAxes.yScaleMode,
      lineColors: lineColors, shift: shift, zoneAside: look.zoneAside)
  }

  /// Shows `snapshot` again, fitted to the data as it is now (a stream may have grown or been
  /// trimmed since): windows clamped to the current spans, lines that no longer exist dropped,
  /// indicators kept inside their windows.
  mutating func restore(_ snapshot: ViewSnapshot) {
    for index in navigation.views.indices where index < snapshot.views.count {
      setDerivedLines(snapshot.views[index].derived, ofChart: index)
    }
    for index in navigation.views.indices where index < snapshot.views.count {
      navigation.views[index] = snapshot.views[index].fitted(
        to: feed.chartSets[index], keeping: navigation.views[index])
    }
    navigation.chartIndex = Swift.min(Swift.max(0, snapshot.chartIndex), feed.chartSets.count - 1)
    if let saved = snapshot.dayChart {
      let kept = navigation.dayChart?.chart == saved.chart ? navigation.dayChart?.view : nil
      let fallback = ChartViewState.whole(saved.chart)
      navigation.dayChart = DayChart(
        chart: saved.chart,
        view: saved.view.fitted(to: saved.chart, keeping: kept ?? fallback))
    } else {
      navigation.dayChart = nil
    }
    navigation.showsPie = snapshot.showsPie
    look.theme = snapshot.theme
    yAxes.yScaleMode = snapshot.yScaleMode
    lineColors = snapshot.lineColors
    shift = snapshot.shift
    if snapshot.zoneAside != look.zoneAside { toggleZone() }
    pointer.drag = nil
  }
}
