/// What a program asks of the terminal besides a frame: the runner takes the requests after
/// each batch of events (``TerminalProgram/takeRequests()``) and hands them to the terminal
/// (``InteractiveTerminal/perform(_:)``), the only layer that writes to it.
public enum TerminalRequest: Sendable, Equatable {
  /// Puts `text` on the system clipboard (OSC 52, ``ClipboardSequence``).
  case copy(String)
}
