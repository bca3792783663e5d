import TChartCells

/// An interactive program the terminal layer runs: the explorer and the `pick` slider.
///
/// The loop (bubbletea's Model → Update → View): drain pending input and ``handle(_:at:)``
/// each event; ``tick(at:)`` while ``isAnimating``; when ``needsRedraw``, ``render(size:)``
/// once and send the changed cells; stop when ``exit`` is set. Times are monotonic seconds.
///
/// A program that gets data from elsewhere (a stream read on another thread) exposes a
/// ``wakeDescriptor``: the loop waits on it beside the terminal's input and calls
/// ``wake(at:)`` when it is readable, at most once per ``TerminalRunner/wakeFrameInterval``
/// (what arrives meanwhile waits for the next frame, so redraws are coalesced), and never
/// while nothing arrives.
public protocol TerminalProgram {
  /// Handles one input event.
  mutating func handle(_ event: InputEvent, at time: Double)
  /// Advances animations to `time`.
  mutating func tick(at time: Double)
  /// Whether the loop should wake for ticks (only while something animates; idle CPU stays 0).
  var isAnimating: Bool { get }
  /// The frame for a screen of `size`.
  func render(size: Size) -> ScreenBuffer
  /// Set when the program wants to stop.
  var exit: ProgramExit? { get }
  /// Whether the state changed since ``markDrawn()``: the loop renders only then (or when the
  /// screen size changed). Defaults to always, so programs need not track it.
  var needsRedraw: Bool { get }
  /// Tells the program its current state is on screen.
  mutating func markDrawn()
  /// A file descriptor that becomes readable when the program has something new to take (a
  /// self-pipe its reader thread writes to); `nil` when there is none. Defaults to none.
  var wakeDescriptor: Int32? { get }
  /// Takes what woke the loop (the program drains its descriptor itself).
  mutating func wake(at time: Double)
  /// Takes what the program asks of the terminal since the last call (a copy to the
  /// clipboard), oldest first. Defaults to nothing.
  mutating func takeRequests() -> [TerminalRequest]
}

extension TerminalProgram {
  public var needsRedraw: Bool { true }
  public mutating func markDrawn() {}
  public var wakeDescriptor: Int32? { nil }
  public mutating func wake(at time: Double) {}
  public mutating func takeRequests() -> [TerminalRequest] { [] }
}

/// How a program ends: the exit code and what to print on standard output (and, for a
/// failure, the one-line error for standard error) after the terminal is restored.
public struct ProgramExit: Sendable, Equatable {
  public var code: Int32
  public var output: String?
  /// The error message of a failure (a data file found bad after the program started).
  public var error: String?

  public init(code: Int32, output: String? = nil, error: String? = nil) {
    self.code = code
    self.output = output
    self.error = error
  }

  /// A normal quit.
  public static let success = ProgramExit(code: 0)
  /// Cancelled by the user (`Esc`, `Ctrl-C`): exit code 130, nothing printed.
  public static let cancelled = ProgramExit(code: 130)
}
