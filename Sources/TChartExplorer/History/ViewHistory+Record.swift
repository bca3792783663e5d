import TChartData

/// The history's part of the reducer: the root hands it each action that may make a step, with
/// the view before and after (``reduce(into:action:)``), and the history answers by recording a
/// step when what is seen changed, named after the change (``ViewSnapshot/stepLabel(from:to:lines:)``)
/// and grouped by gesture, so a drag, a held key or wheel steps within half a second undo
/// together.
extension ViewHistory {
  /// Records the change from `before` to `after` as one step made by `action` at `time` (joined
  /// to the last step when it is the same gesture, see ``UndoHistory``); `label` names it
  /// instead of the change (a go-to); `lines` are the lines on screen (to name a colour's
  /// change). No step when nothing seen changed.
  mutating func record(
    from before: ViewSnapshot, to after: ViewSnapshot, by action: ExplorerAction,
    label: String?, at time: Double, lines: [Series]
  ) {
    switch action {
    case .input(.press), .input(.selectPress): presses += 1
    default: break
    }
    guard after != before else { return }
    steps.record(
      before,
      label: label ?? ViewSnapshot.stepLabel(from: before, to: after, lines: lines),
      gesture: gesture(of: action), at: time)
  }

  /// The gesture an action belongs to: the same key again, the same press (its drag and
  /// release), the wheel, or the day chart arriving.
  func gesture(of action: ExplorerAction) -> UndoGesture {
    switch action {
    case .input(.key(let key)): .key(key)
    case .input(.press), .input(.selectPress), .input(.drag), .input(.release):
      .mouse(press: presses)
    case .input(.wheel): .wheel
    default: .data
    }
  }
}

/// Undo and redo (`u`, `Ctrl-R`): the view an undo or redo gives back is shown again
/// (``ExplorerState/restore(_:)``).
extension ExplorerState {
  /// Goes back one step (`undo`) or forward again over the last undone one; the status line
  /// says which, or that there is none.
  mutating func step(back: Bool) {
    let verb = back ? "undo" : "redo"
    let current = viewSnapshot
    guard let step = back ? history.steps.undo(from: current) : history.steps.redo(from: current)
    else {
      notes.send(.say("nothing to \(verb)"))
      return
    }
    restore(step.snapshot)
    history.restores += 1
    notes.send(.say("\(verb): \(step.label)"))
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
