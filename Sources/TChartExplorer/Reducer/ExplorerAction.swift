import TChartCSV
import TChartData
import TChartProgram
import TChartSources
import TChartStreams

/// What happened, grouped by where it comes from: the terminal and the clock, a stream, a
/// table source, a day file, an export; ``reduce(into:action:)`` hands each group to its
/// feature's reducer.
public enum ExplorerAction: Sendable, Equatable {
  /// A key, a mouse gesture, a new size or the time.
  case input(InputAction)
  /// A stream reader's event (``StreamAction``).
  case stream(StreamAction)
  /// A table source's answer (``TableAction``).
  case table(TableAction)
  /// The answer to ``ExplorerEffect/loadDay(_:x:)``.
  case day(DayAction)
  /// The answer to ``ExplorerEffect/writeSVG(_:)``: where the file went, or why it did not.
  case exportFinished(String)
  /// The rows of the file `query` asked for (``ExplorerEffect/sourceRows(_:)``), or why not.
  case sourceRows(Result<SourceRows, LoadError>, query: SourceRowsQuery)
  /// The user chose `color` for line `line` of the chart set on screen (`nil`: its own colour
  /// again); one undo step, `colour of line N`.
  case lineColorChosen(RGBColor?, line: Int)
  /// A note on the data shown from outside the reducer (a cache entry cut short while
  /// mapped), from `source` (`cache`): on the status line and in the message log.
  case dataNote(String, source: String)

  /// The action for a terminal input event; `nil` for events the explorer ignores (presses of
  /// the middle and right buttons).
  public init?(_ event: InputEvent) {
    switch event {
    case .key(let key): self = .input(.key(key))
    case .resize(let size): self = .input(.resize(size))
    case .mouse(let mouse):
      switch mouse.kind {
      case .press(.left): self = .input(.press(at: mouse.position))
      case .press(.right): self = .input(.selectPress(at: mouse.position))
      case .press: return nil
      case .drag: self = .input(.drag(to: mouse.position))
      case .release: self = .input(.release(at: mouse.position))
      case .wheelUp: self = .input(.wheel(.up, at: mouse.position))
      case .wheelDown: self = .input(.wheel(.down, at: mouse.position))
      }
    }
  }

  /// The action for an event of the stream reader.
  public init(_ event: StreamEvent) {
    self = .stream(event)
  }

  /// The action of a query runner's outcome.
  public init(_ outcome: SourceQueryRunner.Outcome) {
    self = .table(outcome)
  }

  /// Whether the user did this (a key, the mouse, the wheel): such actions may pause following.
  var isUserInput: Bool {
    if case .input(let input) = self { input.isUserInput } else { false }
  }
}
