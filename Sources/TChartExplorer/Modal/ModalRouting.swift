import TChartModel
import TChartProgram
import TChartRender

/// The one routing point of keys and the mouse: the open modal gets every input, else the
/// explorer. A modal's reducer changes only the modal; what it asks of the explorer comes back
/// as a ``ModalDelegate`` applied here.
extension ExplorerState {
  /// Hands `input` to the open modal or the explorer. Returns whether the Y range should jump
  /// (a new chart set) rather than animate.
  mutating func route(_ input: UserInput) -> Bool {
    switch input {
    case .key: status = nil
    case .press:
      status = nil
      drag = .ignored
    case .drag, .wheel, .release: break
    }
    // A release ends the gesture, whoever gets it.
    defer { if case .release = input { drag = nil } }
    if let modal {
      if let delegate = send(input, to: modal) { apply(delegate) }
      return false
    }
    switch input {
    case .key(let key): return press(key)
    case .press(let point): mousePressed(at: point)
    case .drag(let point): mouseDragged(to: point)
    case .release(let point): mouseReleased(at: point)
    case .wheel(let direction, let point): wheel(direction, at: point)
    }
    return false
  }

  /// Runs the reducer of `modal` on `input` with what it needs of the explorer, and keeps the
  /// modal's new state.
  private mutating func send(_ input: UserInput, to modal: Modal) -> ModalDelegate? {
    let delegate: ModalDelegate?
    switch modal {
    case .help(var help):
      delegate = help.reduce(input, helpBounds)
      self.modal = .help(help)
    case .messages(var log):
      delegate = log.reduce(input, messageLogBounds)
      self.modal = .messages(log)
    case .linePicker(var picker):
      delegate = picker.reduce(input, linePickerContext(input))
      self.modal = .linePicker(picker)
    case .colorInspector(var inspector):
      delegate = inspector.reduce(input, colorInspectorLayout)
      self.modal = .colorInspector(inspector)
    case .goTo(var prompt):
      delegate = prompt.reduce(input, goToContext(input))
      self.modal = .goTo(prompt)
    }
    return delegate
  }

  /// Does what a modal asked.
  mutating func apply(_ delegate: ModalDelegate) {
    switch delegate {
    case .close:
      modal = nil
    case .quit:
      quitRequested = true
    case .closeAndQuit:
      modal = nil
      quitRequested = true
    case .toggleLine(let line):
      toggleLine(line)
    case .showOnlyLine(let line):
      apply(ExplorerCommand.showOnlyLine(line))
    case .showAllLines:
      view.hidden = []
      status = "All lines shown"
    case .openColor(let line):
      modal = nil
      openColorInspector(line: line)
    case .keepColor(let color, let line):
      modal = nil
      setColor(color, ofLine: line)
    case .goTo(let x):
      modal = nil
      goToX(x)
    }
  }
}
