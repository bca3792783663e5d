import TChartCSV
import TChartProgram
import TChartRender

/// The go-to prompt's keys and mouse: while it is open it takes every key. Characters, `←`/`→`,
/// `Home`/`End`, `Backspace`, `Delete` and `Ctrl-A`/`E`/`U`/`W` edit the line (``LineEditor``);
/// `Enter` goes to the entry or says what is wrong with it; `Esc` (or a press anywhere but the
/// prompt) closes it; `Ctrl-C` still quits.
extension ExplorerState {
  /// `g`: opens the prompt (not before a stream's first rows: there is nowhere to go).
  mutating func openGoTo() {
    guard !isWaitingForData else {
      status = "No data to go to yet"
      return
    }
    goTo = GoToPrompt()
    drag = nil
  }

  /// A key while the prompt is open.
  mutating func goToKey(_ key: Key) {
    switch key {
    case .escape: goTo = nil
    case .control("c"): quitRequested = true
    case .enter: goToEntry()
    default:
      guard let edit = Self.lineEdit(for: key) else { return }
      goTo?.editor.apply(edit)
      goTo?.problem = nil
    }
  }

  /// The line edit a key stands for in a prompt, if any.
  static func lineEdit(for key: Key) -> LineEditor.Edit? {
    switch key {
    case .character(let character) where !character.isNewline: .insert(character)
    case .left: .left
    case .right: .right
    case .home, .control("a"): .home
    case .end, .control("e"): .end
    case .backspace: .backspace
    case .delete: .delete
    case .control("u"): .clearBefore
    case .control("w"): .deleteWord
    default: nil
    }
  }

  /// `Enter`: moves the indicator to the sample nearest to what was typed (the window pans to
  /// it, keeping its width) and closes the prompt, or keeps it open with the problem. A target
  /// beyond the data puts the indicator on its first or last sample and says so.
  mutating func goToEntry() {
    guard let prompt = goTo else { return }
    let target: Double
    do {
      target = try DateEntry.target(
        prompt.editor.text, from: chartSet.xValue(at: view.indicator), kind: chartSet.xKind)
    } catch {
      goTo?.problem = error.message
      return
    }
    goTo = nil
    showsIndicator = true
    moveIndicator(to: chartSet.nearestIndex(toX: target, in: 0...chartSet.lastIndex))
    if target < chartSet.xValue(at: 0) {
      status = "Before the first sample: went to it"
    } else if target > chartSet.xValue(at: chartSet.lastIndex) {
      status = "After the last sample: went to it"
    }
  }

  /// A press while the prompt is open: on the status row nothing happens; anywhere else the
  /// prompt closes.
  mutating func goToPress(at point: Point, _ layout: ExplorerLayout) {
    if !layout.status.contains(point) { goTo = nil }
  }
}
