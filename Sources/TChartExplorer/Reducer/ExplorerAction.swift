import TChartCSV
import TChartData
import TChartProgram
import TChartRender
import TChartSources
import TChartStreams

/// What happened, at the level of input: the reducer hit-tests mouse positions against the
/// layout and looks keys up in ``KeyBindings``.
public enum ExplorerAction: Sendable, Equatable {
  case keyPressed(Key)
  /// The left button went down at a cell.
  case mousePressed(at: Point)
  /// The pointer moved with a button held.
  case mouseDragged(to: Point)
  case mouseReleased(at: Point)
  case wheel(WheelDirection, at: Point)
  case resized(Size)
  /// The clock advanced to this time (seconds); animations move.
  case tick(Double)
  /// The answer to ``ExplorerEffect/loadDay(_:x:)``: the day chart to show.
  case dayLoaded(ChartSet)
  /// The answer to ``ExplorerEffect/loadDay(_:x:)`` when the day has no file: a status message.
  case dayMissing(String)
  /// The answer to ``ExplorerEffect/loadDay(_:x:)`` when the file is bad: the error's line.
  case dayFailed(String)
  /// Rows read from the stream: the first creates the chart set, the others are appended in
  /// place (and the window follows, unless paused).
  case streamRows(StreamBatch)
  /// The data was loaded whole (a contest JSON document from a stream, a file loaded in the
  /// background): its chart sets replace the wait, and its first note is shown.
  case streamLoaded(LoadResult)
  /// How far a file loaded in the background has come (the title shows it).
  case loadProgress(LoadProgress)
  /// The stream ended: every row was received.
  case streamEnded
  /// Reading the stream failed: the message says why; what was read stays.
  case streamFailed(String)
  /// The data, loaded after the explorer opened, is bad: the explorer ends with the loader's
  /// error and exit code, as it would have before opening.
  case loadFailed(LoadError)
  /// A followed file was truncated or replaced: the chart starts over (the message says so).
  case streamRestarted(String)
  /// A message about the stream that does not end it (an `--every` run failed: the status
  /// line and the message log say why), or `nil` once it no longer applies.
  case streamNotice(String?)
  /// The answer to ``ExplorerEffect/writeSVG(_:)``: where the file went, or why it did not.
  case exportFinished(String)
  /// The user chose `color` for line `line` of the chart set on screen (`nil`: its own colour
  /// again); one undo step, `colour of line N`.
  case lineColorChosen(RGBColor?, line: Int)
  /// A table source answered the query of `generation` (``ExplorerEffect/query(_:generation:)``).
  case queryAnswered([SeriesWindowAnswer], generation: Int)
  /// A table source's query of `generation` failed (a timeout, a refused query).
  case queryFailed(SourceError, generation: Int)
  /// A large table's block summary read further: frames waiting for their answer are drawn
  /// from it meanwhile.
  case overviewRead(TableOverview)
  /// The table's row nearest to `x` (``ExplorerEffect/nearest(x:lines:)``), `nil` for none.
  case nearestAnswered(SourceRow?, x: Double)
  /// The table's counts and sums of a window (``ExplorerEffect/totals(lower:upper:)``).
  case totalsAnswered(SourceTotals)

  /// The action for a terminal input event; `nil` for events the explorer ignores (presses of
  /// the middle and right buttons).
  public init?(_ event: InputEvent) {
    switch event {
    case .key(let key): self = .keyPressed(key)
    case .resize(let size): self = .resized(size)
    case .mouse(let mouse):
      switch mouse.kind {
      case .press(.left): self = .mousePressed(at: mouse.position)
      case .press: return nil
      case .drag: self = .mouseDragged(to: mouse.position)
      case .release: self = .mouseReleased(at: mouse.position)
      case .wheelUp: self = .wheel(.up, at: mouse.position)
      case .wheelDown: self = .wheel(.down, at: mouse.position)
      }
    }
  }
}

extension ExplorerAction {
  /// The action for an event of the stream reader.
  public init(_ event: StreamEvent) {
    switch event {
    case .rows(let batch): self = .streamRows(batch)
    case .loaded(let result): self = .streamLoaded(result)
    case .progress(let progress): self = .loadProgress(progress)
    case .ended: self = .streamEnded
    case .failed(let message): self = .streamFailed(message)
    case .loadFailed(let error): self = .loadFailed(error)
    case .restarted(let message): self = .streamRestarted(message)
    case .notice(let message): self = .streamNotice(message)
    }
  }

  /// Whether the user did this (a key, the mouse, the wheel): such actions may pause following.
  /// The action of a query runner's outcome.
  public init(_ outcome: SourceQueryRunner.Outcome) {
    switch outcome {
    case .answered(let answers, let generation):
      self = .queryAnswered(answers, generation: generation)
    case .failed(let error, let generation):
      self = .queryFailed(error, generation: generation)
    case .overview(let overview):
      self = .overviewRead(overview)
    case .nearest(let row, let x):
      self = .nearestAnswered(row, x: x)
    case .totals(let totals):
      self = .totalsAnswered(totals)
    }
  }

  var isUserInput: Bool {
    switch self {
    case .keyPressed, .mousePressed, .mouseDragged, .mouseReleased, .wheel: true
    default: false
    }
  }
}

/// The direction of a mouse wheel step.
public enum WheelDirection: Sendable, Equatable {
  /// Away from the user: zooms in over the graph, pans towards the start over the mini-map.
  case up
  case down
}
