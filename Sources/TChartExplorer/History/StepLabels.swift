import TChartData

/// The names of undo steps (`undo: hide line 2`): what changed between two views, in a few words.
extension ViewSnapshot {
  /// `colour of line 2` when a colour of one of `lines` (the lines on screen) changed from
  /// `before` to `after`.
  static func colorLabel(from before: ViewSnapshot, to after: ViewSnapshot, lines: [Series])
    -> String?
  {
    guard before.lineColors != after.lineColors else { return nil }
    let line = lines.indices.first {
      before.lineColors[lines[$0].id] != after.lineColors[lines[$0].id]
    }
    return line.map { "colour of line \($0 + 1)" } ?? "colours"
  }

  /// `mark A`, `fix B`, `clear A/B` or `A/B`.
  static func abLabel(from old: ABCursors?, to new: ABCursors?) -> String {
    guard let new else { return "clear A/B" }
    if old == nil && new.b == nil { return "mark A" }
    if old?.a == new.a && old?.b == nil && new.b != nil { return "fix B" }
    return "A/B"
  }

  /// What changed from `before` to `after`, in a few words (`hide line 2`, `zoom in`).
  static func stepLabel(from before: ViewSnapshot, to after: ViewSnapshot) -> String {
    if before.chartIndex != after.chartIndex { return "chart \(after.chartIndex + 1)" }
    if (before.dayChart == nil) != (after.dayChart == nil) {
      return after.dayChart == nil ? "back to the overview" : "zoom into the day"
    }
    if before.showsPie != after.showsPie {
      return after.showsPie ? "show the pie" : "close the pie"
    }
    if before.theme != after.theme { return "theme \(after.theme.rawValue)" }
    if before.zoneAside != after.zoneAside { return after.zoneAside == nil ? "zone" : "UTC" }
    if before.yScaleMode != after.yScaleMode { return "y scale \(after.yScaleMode.rawValue)" }
    if before.shift != after.shift {
      return after.shift.map { "compare \($0.suffix)" } ?? "compare off"
    }
    guard let old = before.current, let new = after.current else { return "view" }
    if old.derived != new.derived {
      return ExplorerState.derivedLabel(from: old.derived, to: new.derived)
    }
    if old.hidden != new.hidden { return linesLabel(from: old.hidden, to: new.hidden) }
    if old.rightAxis != new.rightAxis { return axisLabel(from: old.rightAxis, to: new.rightAxis) }
    if old.ab != new.ab { return abLabel(from: old.ab, to: new.ab) }
    return windowLabel(from: old.window, to: new.window)
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

  /// The view of the chart on screen (the day chart's while one is shown).
  var current: ChartView? {
    if let dayChart { return dayChart.view }
    return views.indices.contains(chartIndex) ? views[chartIndex] : nil
  }
}
