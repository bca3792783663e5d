import TChartData

/// Undo and redo (`u`, `Ctrl-R`): the reducer records a step when a user action changed the
/// ``ViewSnapshot`` (one place, ``reduce(into:action:)``), named after what changed and grouped
/// by gesture, so a drag, a held key or wheel steps within half a second undo together.
extension ExplorerState {
  /// Records the change from `before` to the view now as one step made by `action` (joined to
  /// the last step when it is the same gesture, see ``UndoHistory``); `label` names it instead
  /// of the change (a go-to). No step when nothing seen changed.
  mutating func recordStep(from before: ViewSnapshot, by action: ExplorerAction, label: String?) {
    switch action {
    case .input(.press), .input(.selectPress): history.presses += 1
    default: break
    }
    let after = viewSnapshot
    guard after != before else { return }
    history.steps.record(
      before,
      label: label ?? colorLabel(from: before, to: after)
        ?? Self.stepLabel(from: before, to: after),
      gesture: gesture(of: action), at: now)
  }

  /// Goes back one step; the status line says which, or that there is none.
  mutating func undo() {
    show(history.steps.undo(from: viewSnapshot), verb: "undo")
  }

  /// Goes forward again over the last undone step.
  mutating func redo() {
    show(history.steps.redo(from: viewSnapshot), verb: "redo")
  }

  /// Shows the view an undo or redo gave back (`undo: hide line 2`), or says there was none.
  private mutating func show(_ step: (snapshot: ViewSnapshot, label: String)?, verb: String) {
    guard let step else {
      notes.status = "nothing to \(verb)"
      return
    }
    restore(step.snapshot)
    history.restores += 1
    notes.status = "\(verb): \(step.label)"
  }

  /// `colour of line 2` when a colour of a line on screen changed from `before` to `after`.
  func colorLabel(from before: ViewSnapshot, to after: ViewSnapshot) -> String? {
    guard before.lineColors != after.lineColors else { return nil }
    let lines = chartSet.lines
    let line = lines.indices.first {
      before.lineColors[lines[$0].id] != after.lineColors[lines[$0].id]
    }
    return line.map { "colour of line \($0 + 1)" } ?? "colours"
  }

  /// The gesture an action belongs to: the same key again, the same press (its drag and
  /// release), the wheel, or the day chart arriving.
  func gesture(of action: ExplorerAction) -> UndoGesture {
    switch action {
    case .input(.key(let key)): .key(key)
    case .input(.press), .input(.selectPress), .input(.drag), .input(.release):
      .mouse(press: history.presses)
    case .input(.wheel): .wheel
    default: .data
    }
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
    if old.derived != new.derived { return derivedLabel(from: old.derived, to: new.derived) }
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
}

extension ViewSnapshot {
  /// The view of the chart on screen (the day chart's while one is shown).
  var current: ChartView? {
    if let dayChart { return dayChart.view }
    return views.indices.contains(chartIndex) ? views[chartIndex] : nil
  }
}

extension ExplorerAction {
  /// Whether the action may make an undo step: what the user does, and the day chart a
  /// user's `Enter` asked for.
  var makesViewStep: Bool {
    switch self {
    case .day(.loaded), .lineColorChosen: return true
    default: break
    }
    return isUserInput
  }
}
