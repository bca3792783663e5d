import TChartProgram
import TChartRender

/// The explorer as a ``TerminalProgram``: a store holding ``ExplorerState`` that the terminal
/// runner drives. Every event becomes an ``ExplorerAction`` through ``reduce(into:action:)``.
public struct Explorer: TerminalProgram {
  /// The current state.
  public private(set) var state: ExplorerState
  /// Set by ``handle(_:at:)`` and ``tick(at:)`` when the state changed since the last
  /// ``markDrawn()``: the runner draws only then.
  public private(set) var needsRedraw = true

  /// The interactive explorer always shows its indicator, from the first frame: the legend's
  /// values are the values at the indicator, so its cursor and tooltip say which date they
  /// belong to (a state built for `tchart render` without `--indicator` hides it).
  public init(state: ExplorerState) {
    self.state = state
    self.state.showsIndicator = true
  }

  /// Sends one action, then performs the effect it asks for (which sends its answer).
  public mutating func send(_ action: ExplorerAction) {
    let before = state
    reduce(into: &state, action: action)
    // The clock alone changes the frame only while the Y range moves.
    var unclocked = state
    unclocked.now = before.now
    if unclocked != before || before.isAnimating { needsRedraw = true }
    performEffect()
  }

  public mutating func handle(_ event: InputEvent, at time: Double) {
    send(.tick(time))
    if let action = ExplorerAction(event) { send(action) }
  }

  public mutating func tick(at time: Double) {
    send(.tick(time))
  }

  /// Tells the store the current state is on screen.
  public mutating func markDrawn() { needsRedraw = false }

  public var isAnimating: Bool { state.isAnimating }

  public func render(size: Size) -> ScreenBuffer {
    ExplorerScreen.render(state: state, size: size)
  }

  public var exit: ProgramExit? { state.quitRequested ? .success : nil }
}
