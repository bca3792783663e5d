import TChartProgram
import TChartRender
import TChartSources
import TChartStreams

/// The explorer as a ``TerminalProgram``: a store holding ``ExplorerState`` that the terminal
/// runner drives. Every event becomes an ``ExplorerAction`` through ``reduce(into:action:)``.
///
/// With a ``StreamReader`` the reader's wake descriptor is the program's
/// (``wakeDescriptor``) while the stream is open: the runner wakes when rows arrived, and
/// ``wake(at:)`` sends what the reader handed over as stream actions.
public struct Explorer: TerminalProgram {
  /// The current state.
  public private(set) var state: ExplorerState
  /// Set by ``handle(_:at:)`` and ``tick(at:)`` when the state changed since the last
  /// ``markDrawn()``: the runner draws only then.
  public private(set) var needsRedraw = true
  /// The stream's reader thread, when the data is a stream.
  private let reader: StreamReader?
  /// The table source's query thread, when the data is a database table.
  let queries: SourceQueryRunner?

  /// The interactive explorer always shows its indicator, from the first frame: the legend's
  /// values are the values at the indicator, so its cursor and tooltip say which date they
  /// belong to (a state built for `tchart render` without `--indicator` hides it).
  public init(
    state: ExplorerState, reader: StreamReader? = nil, queries: SourceQueryRunner? = nil
  ) {
    self.state = state
    self.state.showsIndicator = true
    self.reader = reader
    self.queries = queries
    performEffect()
  }

  /// Sends one action, then performs the effect it asks for (which sends its answer).
  public mutating func send(_ action: ExplorerAction) {
    if case .streamRows = action {
      // Rows grow the chart set in place: no copy of the state may hold its samples (the
      // comparison below would), nor may the renderer's memos.
      RenderMemos.removeAll()
      reduce(into: &state, action: action)
      needsRedraw = true
      return
    }
    let before = state
    reduce(into: &state, action: action)
    // The clock alone changes the frame only while the Y range moves.
    var unclocked = state
    unclocked.now = before.now
    if unclocked != before || before.isAnimating || before.isWaitingForQuery {
      needsRedraw = true
    }
    performEffect()
  }

  public mutating func handle(_ event: InputEvent, at time: Double) {
    send(.tick(time))
    if let action = ExplorerAction(event) { send(action) }
  }

  public mutating func tick(at time: Double) {
    send(.tick(time))
  }

  /// The reader's descriptor while the stream is open; the query runner's for a table.
  public var wakeDescriptor: Int32? {
    if let queries { return queries.wakeDescriptor }
    guard let reader, state.stream?.isOpen == true else { return nil }
    return reader.wakeDescriptor
  }

  /// Sends what the reader or the query runner handed over.
  public mutating func wake(at time: Double) {
    if let queries {
      send(.tick(time))
      for outcome in queries.take() { send(ExplorerAction(outcome)) }
      return
    }
    guard let reader else { return }
    send(.tick(time))
    for event in reader.take() { send(ExplorerAction(event)) }
  }

  /// Tells the store the current state is on screen.
  public mutating func markDrawn() { needsRedraw = false }

  /// Ticks run while the Y range moves and while a query's spinner turns.
  public var isAnimating: Bool { state.isAnimating || state.isWaitingForQuery }

  public func render(size: Size) -> ScreenBuffer {
    ExplorerScreen.render(state: state, size: size)
  }

  public var exit: ProgramExit? { state.failure ?? (state.quitRequested ? .success : nil) }
}
