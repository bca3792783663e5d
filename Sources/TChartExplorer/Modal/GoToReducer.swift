import TChartCells
import TChartData
import TChartProgram
import TChartTime

/// The go-to prompt's keys and mouse: while it is open it takes every key. Characters, `←`/`→`,
/// `Home`/`End`, `Backspace`, `Delete` and `Ctrl-A`/`E`/`U`/`W` edit the line (``LineEditor``);
/// `Enter` goes to the entry or says what is wrong with it; `Esc` (or a press anywhere but the
/// prompt) closes it; `Ctrl-C` still quits.
extension GoToPrompt {
  /// What the prompt needs of the explorer: the indicator's x value and the kind of the x
  /// axis (an entry may be a move from it), and the status row it is drawn on.
  struct Context: Equatable {
    var indicatorX: Double
    var xKind: XKind
    /// The zone dates without an offset are read in (the one times are shown in).
    var zone: DisplayTimeZone = .utc
    var statusRow: Rect
  }

  /// Applies `input` to the prompt; the delegate says what the explorer does.
  mutating func reduce(_ input: UserInput, _ context: Context) -> ModalDelegate? {
    switch input {
    case .key(.escape): return .close
    case .key(.control("c")): return .quit
    case .key(.enter):
      do {
        return .goTo(
          x: try DateEntry.target(
            editor.text, from: context.indicatorX, kind: context.xKind, zone: context.zone))
      } catch {
        problem = error.message
      }
    case .key(let key):
      guard let edit = Self.lineEdit(for: key) else { return nil }
      editor.apply(edit)
      problem = nil
    case .press(let point): if !context.statusRow.contains(point) { return .close }
    case .drag, .release, .wheel, .selectPress: break
    }
    return nil
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
}

extension ExplorerState {
  /// `g`: opens the prompt (not before a stream's first rows: there is nowhere to go).
  mutating func openGoTo() {
    guard !isWaitingForData else {
      notes.status = "No data to go to yet"
      return
    }
    modal = .goTo(GoToPrompt())
    pointer.drag = nil
  }

  /// The prompt's context on this state's screen (the status row's rectangle only for a
  /// press, as only a press needs it).
  func goToContext(_ input: UserInput) -> GoToPrompt.Context {
    let statusRow: Rect = if case .press = input { layout.status } else { .zero }
    return GoToPrompt.Context(
      indicatorX: chartSet.xValue(at: view.indicator), xKind: chartSet.xKind,
      zone: chartSet.timeZone,
      statusRow: statusRow)
  }

  /// After `Enter` went: the indicator on the sample nearest to `target` (the window pans to
  /// it, keeping its width). A target beyond the data puts it on the first or last sample and
  /// says so.
  mutating func goToX(_ target: Double) {
    panels.showsIndicator = true
    send(
      WindowFeature.Action.putIndicator(
        sample: chartSet.nearestIndex(toX: target, in: 0...chartSet.lastIndex)))
    if target < chartSet.xValue(at: 0) {
      notes.status = "Before the first sample: went to it"
    } else if target > chartSet.xValue(at: chartSet.lastIndex) {
      notes.status = "After the last sample: went to it"
    }
  }
}
