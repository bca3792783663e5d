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

extension GoToPrompt.Context {
  /// The context of a prompt over `chart` with the indicator on sample `indicator`, drawn on
  /// the status row `statusRow`.
  init(_ chart: ChartSet, indicator: Int, statusRow: Rect) {
    self.init(
      indicatorX: chart.xValue(at: indicator), xKind: chart.xKind, zone: chart.timeZone,
      statusRow: statusRow)
  }
}
