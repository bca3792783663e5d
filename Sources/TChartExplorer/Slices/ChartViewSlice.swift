import TChartData
import TChartRange

/// A chart set's view (``ChartViewState``) as an undo step remembers it (``ViewSnapshot/ChartView``)
/// and as a session saves it (``SessionRecord/Chart``): the window, hidden lines, right-axis
/// lines, derived lines and A/B cursors, taken, named when they change, and fitted back onto the
/// data as it is now. A field of a chart set's view is added here only.
extension ViewSnapshot {
  /// The window, hidden lines, right-axis lines, derived lines and A/B cursors of one chart set.
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
}

extension ViewSnapshot.ChartView {
  /// What an undo step remembers of `view` of `chart`.
  init(_ view: ChartViewState, of chart: ChartSet, derived: [String]? = nil) {
    self.init(
      window: view.window, hidden: view.hidden,
      rightAxis: YAxesFeature.rightAxis(of: view, chart: chart),
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
      right == YAxesFeature.rightAxis(of: current, chart: chart) ? current.rightAxis : right
    view.ab = ab?.clamped(count: chart.count)
    view.clampIndicator()
    view.indicator = Swift.min(view.indicator, chart.lastIndex)
    return view
  }

  /// What changed from `old` to `new`: derived lines, hidden lines, axes, A/B, else the window.
  static func stepLabel(from old: Self, to new: Self) -> String {
    if old.derived != new.derived {
      return DerivedFeature.label(from: old.derived, to: new.derived)
    }
    if old.hidden != new.hidden { return linesLabel(from: old.hidden, to: new.hidden) }
    if old.rightAxis != new.rightAxis { return axisLabel(from: old.rightAxis, to: new.rightAxis) }
    if old.ab != new.ab { return abLabel(from: old.ab, to: new.ab) }
    return windowLabel(from: old.window, to: new.window)
  }

  /// `mark A`, `fix B`, `clear A/B` or `A/B`.
  static func abLabel(from old: ABCursors?, to new: ABCursors?) -> String {
    guard let new else { return "clear A/B" }
    if old == nil && new.b == nil { return "mark A" }
    if old?.a == new.a && old?.b == nil && new.b != nil { return "fix B" }
    return "A/B"
  }

  /// `hide line 2`, `show line 2`, `show all lines`, or `lines` for any other change.
  static func linesLabel(from old: Set<Int>, to new: Set<Int>) -> String {
    let hidden = new.subtracting(old)
    let shown = old.subtracting(new)
    if hidden.count == 1 && shown.isEmpty { return "hide line \(hidden.first! + 1)" }
    if shown.count == 1 && hidden.isEmpty { return "show line \(shown.first! + 1)" }
    if new.isEmpty { return "show all lines" }
    return "lines"
  }

  /// `line 2 to the right axis`, `line 2 to the left axis`, or `axes` for any other change.
  static func axisLabel(from old: Set<Int>, to new: Set<Int>) -> String {
    let moved = old.symmetricDifference(new)
    guard moved.count == 1, let line = moved.first else { return "axes" }
    return "line \(line + 1) to the \(new.contains(line) ? "right" : "left") axis"
  }

  /// `zoom in`, `zoom out` or `pan`.
  static func windowLabel(from old: RangeSelection, to new: RangeSelection) -> String {
    if new.width < old.width { return "zoom in" }
    if new.width > old.width { return "zoom out" }
    return "pan"
  }
}

extension SessionRecord {
  /// The view of one chart set.
  public struct Chart: Codable, Sendable, Equatable {
    public var name: String
    /// The window's first and last x.
    public var windowStart: Double
    public var windowEnd: Double
    /// The ids of the hidden lines.
    public var hiddenLines: [String]
    /// The names of the lines on the right Y axis; absent when the chart set's own choice was
    /// kept (and in records written before the choice).
    public var rightLines: [String]?
    /// The derived lines' expressions (`rate(rx_bytes)`), derived again on load; absent when
    /// there were none (and in records written before them).
    public var derivedLines: [String]?

    public init(
      name: String, windowStart: Double, windowEnd: Double, hiddenLines: [String],
      rightLines: [String]? = nil, derivedLines: [String]? = nil
    ) {
      self.derivedLines = derivedLines
      self.name = name
      self.windowStart = windowStart
      self.windowEnd = windowEnd
      self.hiddenLines = hiddenLines
      self.rightLines = rightLines
    }
  }
}

/// A chart set's view as a session saves it, and as it comes back.
extension SessionRecord.Chart {
  /// What a session saves of `view` of `chart`: the window as x values, the hidden lines by id,
  /// the chosen right-axis lines by name and the derived lines' expressions.
  init(_ view: ChartViewState, of chart: ChartSet, derived: [String]) {
    let window = view.windowIndices
    self.init(
      name: chart.name, windowStart: chart.xValue(at: window.lowerBound),
      windowEnd: chart.xValue(at: window.upperBound),
      hiddenLines: view.hidden.sorted().compactMap {
        chart.lines.indices.contains($0) ? chart.lines[$0].id : nil
      },
      rightLines: view.rightAxis.map { lines in
        lines.sorted().compactMap {
          chart.lines.indices.contains($0) ? chart.lines[$0].name : nil
        }
      },
      derivedLines: derived.isEmpty ? nil : derived)
  }

  /// The view of `chart` this record describes: its lines that still exist hidden (all shown
  /// if none would stay visible), the window on the samples nearest to the saved x values, the
  /// indicator on the window's last sample (the only one of a one-sample chart).
  func view(on chart: ChartSet) -> ChartViewState {
    let ids = Set(hiddenLines)
    var hidden = Set(chart.lines.indices.filter { ids.contains(chart.lines[$0].id) })
    if hidden.count >= chart.lines.count { hidden = [] }
    let span = 0...chart.lastIndex
    var lower = chart.nearestIndex(toX: windowStart, in: span)
    var upper = chart.nearestIndex(toX: windowEnd, in: span)
    if upper - lower < 1 {
      upper = Swift.min(lower + 1, chart.lastIndex)
      lower = Swift.max(0, upper - 1)
    }
    let window = ChartViewState.window(for: chart, lower: Double(lower), upper: Double(upper))
    // A chart of one sample has a window 0…1 over its one sample: the indicator stays on it.
    let indicator = Swift.min(chart.lastIndex, Int(window.upper.rounded()))
    return ChartViewState(window: window, hidden: hidden, indicator: indicator)
  }
}
