import TChartCells
import TChartData
import TChartProgram
import TChartRender

/// The one routing point of keys and the mouse: the open modal gets every input, else the
/// explorer. A modal's reducer changes only the modal; what it asks of the explorer comes back
/// as a ``ModalDelegate`` applied here.
extension ExplorerState {
  /// Hands `input` to the open modal or the explorer. Returns whether the Y range should jump
  /// (a new chart set) rather than animate.
  mutating func route(_ input: UserInput, effects: inout [ExplorerEffect]) -> Bool {
    switch input {
    case .key: notes.send(.clear)
    case .press, .selectPress:
      notes.send(.clear)
      pointer.drag = .ignored
    case .drag, .wheel, .release: break
    }
    // A release ends the gesture, whoever gets it.
    defer { if case .release = input { pointer.drag = nil } }
    if let modal {
      // The modals take the left button only.
      if case .selectPress = input { return false }
      if let delegate = send(input, to: modal) { effects += apply(delegate) }
      return false
    }
    switch input {
    case .key(let key): return press(key, effects: &effects)
    case .selectPress(let point): send(ABFeature.Action.press(at: point))
    case .press, .drag, .release, .wheel: mouse(input, effects: &effects)
    }
    return false
  }

  /// Runs the reducer of `modal` on `input` with what it reads of the explorer, and keeps the
  /// modal's new state.
  private mutating func send(_ input: UserInput, to modal: Modal) -> ModalDelegate? {
    var open = modal
    let delegate = open.reduce(input, in: self)
    self.modal = open
    return delegate
  }

  /// Does what a modal asked; returns the work it asks for (a copy to the clipboard).
  mutating func apply(_ delegate: ModalDelegate) -> [ExplorerEffect] {
    switch delegate {
    case .close:
      modal = nil
    case .quit:
      ending.quitRequested = true
    case .closeAndQuit:
      modal = nil
      ending.quitRequested = true
    case .toggleLine(let line):
      send(LinesFeature.Action.toggle(line: line))
    case .showOnlyLine(let line):
      send(LinesFeature.Action.showOnly(line: line))
    case .pickLine(let line):
      modal = nil
      send(LinesFeature.Action.showOnly(line: line))
    case .showAllLines:
      send(LinesFeature.Action.showAll)
    case .yAxes(let action):
      send(action)
    case .xyAcross(let line):
      notes.send(.say("XY: \(chartSet.lines[line].name) across (^Y on the line to draw up)"))
    case .xy(let across, let up):
      modal = nil
      let (a, b) = (chartSet.lines[across], chartSet.lines[up])
      send(ViewsFeature.Action.set(.xy(x: a.id, y: b.id)))
      notes.send(.say("XY: \(a.name) across, \(b.name) up (x: the lines again)"))
    case .openColor(let line):
      modal = nil
      openColorInspector(line: line)
    case .keepColor(let color, let line):
      modal = nil
      look.choose(color, forLine: line, of: chartSet)
    case .goTo(let x):
      // The indicator on the sample nearest to `x` (the window pans to it, keeping its width);
      // beyond the data, on the first or last sample, saying so.
      modal = nil
      panels.showsIndicator = true
      send(
        WindowFeature.Action.putIndicator(
          sample: chartSet.nearestIndex(toX: x, in: 0...chartSet.lastIndex)))
      if x < chartSet.xValue(at: 0) {
        notes.send(.say("Before the first sample: went to it"))
      } else if x > chartSet.xValue(at: chartSet.lastIndex) {
        notes.send(.say("After the last sample: went to it"))
      }
    case .addDerived(let spec):
      send(DerivedFeature.Action.add(spec))
    case .removeDerived(let line):
      send(DerivedFeature.Action.remove(line: line))
    case .applyColumns(let choice):
      modal = nil
      if choice == feed.reading?.wanted {
        notes.send(.say("Columns as they are: nothing to read again"))
      } else {
        send(FeedAction.wantColumns(choice))
      }
    case .copy(let text):
      return copy(text)
    case .moveIndicator(let samples):
      panels.showsIndicator = true
      send(WindowFeature.Action.moveIndicator(samples: samples))
    case .deriveAsked(let line):
      if let refusal = DerivedFeature.refusal(
        table: feed.table, showsDayChart: navigation.dayChart != nil)
      {
        notes.send(.say(refusal))
      } else if feed.table != nil, TableQueries.derivedTerm(chartSet.lines[line].name) != nil {
        let name = chartSet.lines[line].name
        notes.send(
          .say("\(name) is computed by the table: a table's derived line reads columns"))
      } else if case .linePicker(var picker) = modal {
        picker.derive = DeriveMenu(line: chartSet.lines[line].name)
        modal = .linePicker(picker)
      }
    }
    return []
  }
}
