import TChartCells

/// An in-memory terminal for headless tests (ratatui's `TestBackend`): it replays a script of
/// reads, records the timeouts it was asked for, and keeps ``screen`` as the runner's updates
/// leave it, built from the sent runs alone, so a test sees what a real terminal would show.
/// A scripted ``TerminalRead/wake`` stands for the program's wake descriptor becoming readable:
/// it is returned only to a read that listens to one (other reads see `.timeout` and leave it
/// in the script), as a real terminal would.
public struct TestBackend: InteractiveTerminal {
  public var size: Size
  /// The reads still to come, oldest first; an empty script reads as `.closed`.
  public var script: [TerminalRead]
  /// What the terminal shows: blank at first, then every update's runs painted over it.
  public private(set) var screen: ScreenBuffer
  /// Every update drawn, oldest first.
  public private(set) var updates: [FrameUpdate] = []
  /// The timeout of every read, in order (`nil` for a blocking read).
  public private(set) var timeoutsAsked: [Int?] = []
  /// The wake descriptor of every read, in order (`nil` when the read listened to input only).
  public private(set) var wakesAsked: [Int32?] = []
  /// Every request the program made besides frames (a copy to the clipboard), in order.
  public private(set) var requests: [TerminalRequest] = []

  public init(size: Size = Size(width: 12, height: 2), script: [TerminalRead] = []) {
    self.size = size
    self.script = script
    self.screen = ScreenBuffer(size: size)
  }

  /// The frames drawn, oldest first.
  public var frames: [ScreenBuffer] { updates.map(\.frame) }

  public mutating func draw(_ update: FrameUpdate) {
    updates.append(update)
    if update.isFull { screen = ScreenBuffer(size: update.frame.size) }
    for run in update.runs {
      for x in run.columns { screen[x, run.row] = update.frame[x, run.row] }
    }
  }

  public mutating func perform(_ request: TerminalRequest) {
    requests.append(request)
  }

  public mutating func read(timeout milliseconds: Int?, wake: Int32?) -> TerminalRead {
    timeoutsAsked.append(milliseconds)
    wakesAsked.append(wake)
    guard !script.isEmpty else { return .closed }
    if script[0] == .wake && wake == nil { return .timeout }
    let next = script.removeFirst()
    if case .event(.resize(let newSize)) = next { size = newSize }
    return next
  }
}
