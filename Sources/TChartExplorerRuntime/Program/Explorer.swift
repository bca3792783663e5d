import TChartCells
import TChartData
import TChartExplorer
import TChartProgram
import TChartSources
import TChartStreams

/// The explorer as a ``TerminalProgram``: a store holding ``ExplorerState`` that the terminal
/// runner drives. Every event becomes an ``ExplorerAction`` through ``reduce(into:action:)``.
///
/// With a ``StreamReader`` the reader's wake descriptor is the program's
/// (``wakeDescriptor``) while the stream is open: the runner wakes when rows arrived, and
/// ``wake(at:)`` sends what the reader handed over as stream actions. The effects ``reduce``
/// returns run on the table's ``SourceQueryRunner`` (queries) or the ``EffectPerformer``
/// (day files, SVG exports), whose answers come back the same way.
public struct Explorer: TerminalProgram {
  /// The current state.
  public private(set) var state: ExplorerState
  /// Set by ``handle(_:at:)`` and ``tick(at:)`` when the state changed since the last
  /// ``markDrawn()``: the runner draws only then.
  public private(set) var needsRedraw = true
  /// The stream's reader thread, when the data is a stream; a file's read again with other
  /// columns while one is in flight.
  var reader: StreamReader?
  /// What reads the file again with other columns (``ExplorerEffect/reread(_:)``); `nil` when
  /// the data is not a file.
  let rereader: FileRereader?
  /// The table source's query thread, when the data is a database table.
  let queries: SourceQueryRunner?
  /// Performs the other effects: ``EffectRunner`` (a background thread) in `tchart explore`,
  /// ``ImmediateEffects`` (the default: answered at once) for renders and tests.
  let effects: any EffectPerformer
  /// What the reducer asked of the terminal (a copy to the clipboard), until the runner takes
  /// it (``takeRequests()``).
  var requests: [TerminalRequest] = []
  /// The mapped files found cut short so far (``MappingGuard``), each said once.
  private var truncationsSeen = MappingGuard.truncations

  /// The explorer on `state` as built: a fresh open (``ExplorerOptions`` without an
  /// indicator) draws no cursor, markers or tooltip until the user first moves the indicator
  /// (``Panels/showsIndicator``), so nothing covers the newest data; the legend shows the
  /// window's last values meanwhile.
  public init(
    state: ExplorerState, reader: StreamReader? = nil, queries: SourceQueryRunner? = nil,
    rereader: FileRereader? = nil, effects: any EffectPerformer = ImmediateEffects()
  ) {
    self.state = state
    self.state.send(YAxesFeature.Action.hintScaleClash)
    self.reader = reader
    self.queries = queries
    self.rereader = rereader
    self.effects = effects
    // A restored session's derived lines on a table open it again before any query.
    let reopen = self.state.feed.askReopen(around: self.state.shown.windowXRange)
    perform(reopen.isEmpty ? state.feed.pendingQuery.map { [$0] } ?? [] : reopen)
  }

  /// Sends one action, then performs the effects it asks for (whose answers are sent when
  /// they come).
  public mutating func send(_ action: ExplorerAction) {
    if case .stream(.rows) = action {
      // Rows grow the chart set in place: no copy of the state may hold its samples (the
      // comparison below would), nor may the renderer's memos.
      state.caches.removeAll()
      let asked = reduce(into: &state, action: action)
      needsRedraw = true
      return perform(asked)
    }
    let before = state
    let asked = reduce(into: &state, action: action)
    // The clock alone changes the frame only while the Y range moves.
    var unclocked = state
    unclocked.terminal.now = before.terminal.now
    if unclocked != before || before.yAxesModel.isAnimating || before.feed.isWaitingForQuery {
      needsRedraw = true
    }
    perform(asked)
  }

  public mutating func handle(_ event: InputEvent, at time: Double) {
    send(.input(.tick(time)))
    noteTruncations()
    if let action = ExplorerAction(event) { send(action) }
  }

  public mutating func tick(at time: Double) {
    send(.input(.tick(time)))
    noteTruncations()
  }

  /// A cache entry cut short while mapped (its pages past the cut now read as zeros, where a
  /// frame drew them): said on the status line once per truncation.
  private mutating func noteTruncations() {
    let count = MappingGuard.truncations
    guard count > truncationsSeen else { return }
    truncationsSeen = count
    let paths = MappingGuard.truncatedPaths().joined(separator: ", ")
    let message =
      "cut short while shown: \(paths.isEmpty ? "a mapped file" : paths); values past the cut "
      + "read as 0: open the file again"
    send(.dataNote(message, source: "cache"))
  }

  /// The effect performer's descriptor while a day file or an export is in flight (short: the
  /// reader's rows and the runner's outcomes are taken with its answer); else the query
  /// runner's for a table, the reader's while the stream is open.
  public var wakeDescriptor: Int32? {
    if let busy = effects.wakeDescriptor { return busy }
    if let queries { return queries.wakeDescriptor }
    guard let reader, state.feed.stream?.isOpen == true || state.feed.reading?.isRereading == true
    else { return nil }
    return reader.wakeDescriptor
  }

  /// Sends what the effect performer, the query runner or the reader handed over.
  public mutating func wake(at time: Double) {
    send(.input(.tick(time)))
    takeAnswers()
    if let queries {
      for outcome in queries.take() { send(ExplorerAction(outcome)) }
    } else if let reader {
      for event in reader.take() { send(ExplorerAction(event)) }
    }
  }

  public mutating func takeRequests() -> [TerminalRequest] {
    defer { requests = [] }
    return requests
  }

  /// Tells the store the current state is on screen.
  public mutating func markDrawn() { needsRedraw = false }

  /// Ticks run while the Y range moves and while a query's spinner turns.
  public var isAnimating: Bool { state.yAxesModel.isAnimating || state.feed.isWaitingForQuery }

  public func render(size: Size) -> ScreenBuffer {
    ExplorerScreen.render(state: state, size: size)
  }

  public var exit: ProgramExit? {
    state.ending.failure ?? (state.ending.quitRequested ? .success : nil)
  }
}
