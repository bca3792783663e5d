import TChartRender

/// Runs a ``TerminalProgram`` on an ``InteractiveTerminal`` until it exits.
///
/// The loop: wait for input (with no timeout while idle, so an idle program costs no CPU; with a
/// frame-sized timeout only while the program animates), handle that event and every other
/// pending one, tick animations, then render once if the program says its state changed
/// (``TerminalProgram/needsRedraw``) or the screen size did, and send only the runs of cells
/// that differ from the frame on screen. The runner owns that frame and diffs once
/// (``FrameUpdate``); a resize event means the terminal's screen is unknown, so the next frame
/// is sent whole. The first event a program gets is `.resize` with the terminal's size.
public enum TerminalRunner {
  /// How long to wait for input between animation frames, in milliseconds.
  public static let frameInterval = 16
  /// At most this many pending events are handled before a frame is drawn, so an endless flood
  /// of input still shows progress.
  public static let maximumBatch = 4096

  /// Runs `program` until it sets ``TerminalProgram/exit`` (or the terminal closes: exit code 1)
  /// and returns how it ended. The caller restores the terminal and prints the exit's output.
  public static func run<Program: TerminalProgram, Terminal: InteractiveTerminal>(
    _ program: inout Program, on terminal: inout Terminal,
    clock: () -> Double = MonotonicClock.now
  ) -> ProgramExit {
    var shown: ScreenBuffer?
    // Programs learn the screen size from resize events: the first event says what it is.
    program.handle(.resize(terminal.size), at: clock())
    while true {
      if let exit = program.exit { return exit }
      if program.needsRedraw || shown?.size != terminal.size {
        let frame = program.render(size: terminal.size)
        if frame != shown {
          terminal.draw(FrameUpdate(from: shown, to: frame))
          shown = frame
        }
        program.markDrawn()
      }
      var read = terminal.read(timeout: program.isAnimating ? frameInterval : nil)
      var handled = 0
      while case .event(let event) = read {
        if case .resize = event { shown = nil }
        program.handle(event, at: clock())
        handled += 1
        if program.exit != nil || handled >= maximumBatch { break }
        read = terminal.read(timeout: 0)
      }
      if let exit = program.exit { return exit }
      if read == .closed { return ProgramExit(code: 1) }
      if program.isAnimating { program.tick(at: clock()) }
    }
  }
}
