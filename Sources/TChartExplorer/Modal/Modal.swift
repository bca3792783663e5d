import TChartCSV
import TChartCells
import TChartData
import TChartProgram

/// The one popup or overlay open over the explorer, if any: while it is open it takes every
/// key, press, drag, release and wheel (see ``ExplorerState/route(_:)``). Each case owns its
/// state and has a reducer that changes only that state and answers with a ``ModalDelegate``
/// for what the explorer must do.
public enum Modal: Sendable, Equatable {
  /// The `?` help overlay.
  case help(HelpState)
  /// The `m` message log.
  case messages(MessageLogState)
  /// The `/` line picker.
  case linePicker(LinePicker)
  /// The `c` colour inspector.
  case colorInspector(ColorInspector)
  /// The `g` go-to prompt on the status row.
  case goTo(GoToPrompt)
  /// The `C` columns sheet.
  case columns(ColumnsSheet)
  /// The `r` rows behind the indicator.
  case rows(RowsView)
}

/// What a modal asks the explorer to do: the modals change only their own state.
enum ModalDelegate: Sendable, Equatable {
  /// Close the modal.
  case close
  /// End the program, the modal left open.
  case quit
  /// Close the modal and end the program.
  case closeAndQuit
  /// Show or hide a line of the chart set on screen.
  case toggleLine(Int)
  /// Show only this line.
  case showOnlyLine(Int)
  /// Close the modal and show only this line (the line picker's `Enter`).
  case pickLine(Int)
  /// Show every line.
  case showAllLines
  /// The Y axes' action (``YAxesFeature``): the line picker's `→`/`←` put a line on the
  /// right or the left axis.
  case yAxes(YAxesFeature.Action)
  /// Close the modal and open the colour inspector on this line.
  case openColor(line: Int)
  /// Close the modal and keep this colour for the line (one undo step).
  case keepColor(RGBColor, line: Int)
  /// Close the modal and put the indicator on the sample nearest to this x value.
  case goTo(x: Double)
  /// Add this derived line to the chart set on screen (after its input; one undo step).
  case addDerived(DerivedLineSpec)
  /// Remove this derived line (and those computed from it).
  case removeDerived(line: Int)
  /// The transform menu was asked for on this line (the explorer says when it cannot).
  case deriveAsked(line: Int)
  /// Close the modal and read the file with these columns (one undo step).
  case applyColumns(ColumnChoice)
  /// Copy this text (the columns sheet's command line).
  case copy(String)
  /// Move the indicator by samples (the rows view's `↑`/`↓`).
  case moveIndicator(samples: Int)
  /// The line picker's first `^Y`: this line goes across in XY (the next `^Y` picks the line up).
  case xyAcross(line: Int)
  /// Close the modal and draw XY: `across` against `up` (the line picker's second `^Y`).
  case xy(across: Int, up: Int)
}

/// A key or a gesture of the mouse, as the routing point hands it to the open modal or the
/// explorer.
enum UserInput: Sendable, Equatable {
  case key(Key)
  case press(Point)
  /// The right button (the A/B cursors' gesture).
  case selectPress(Point)
  case drag(Point)
  case release(Point)
  case wheel(WheelDirection, Point)

  /// The user's part of `input`: a key or a mouse gesture, not a new size or the time.
  init?(_ input: InputAction) {
    switch input {
    case .key(let key): self = .key(key)
    case .press(let point): self = .press(point)
    case .selectPress(let point): self = .selectPress(point)
    case .drag(let point): self = .drag(point)
    case .release(let point): self = .release(point)
    case .wheel(let direction, let point): self = .wheel(direction, point)
    case .resize, .tick: return nil
    }
  }
}
