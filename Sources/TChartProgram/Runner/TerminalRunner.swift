import TChartCells

/// Runs a ``TerminalProgram`` on an ``InteractiveTerminal`` until it exits.
///
/// The loop: wait for input (with no timeout while idle, so an idle program costs no CPU; with a
/// frame-sized timeout only while the program animates), handle that event and every other
/// pending one, tick animations, then render once if the program says its state changed
/// (``TerminalProgram/needsRedraw``) or the screen size did, and send only the runs of cells
/// that differ from the frame on screen. The runner owns that frame and diffs once
/// (``FrameUpdate``); a resize event means the terminal's screen is unknown, so the next frame
/// is sent whole. The first event a program gets is `.resize` with the terminal's size.
///
/// The wake source: when the program has a ``TerminalProgram/wakeDescriptor``, the wait also
/// ends when it is readable, and the program takes what arrived (``TerminalProgram/wake(at:)``).
/// After a frame that followed a wake, the descriptor is left alone for
/// ``wakeFrameInterval``: data arriving faster is taken in one go at the next frame, so such
/// redraws are coalesced to about 30 per second while keys are still handled at once; with
/// nothing arriving the loop sleeps.
public enum TerminalRunner {
  /// How long to wait for input between animation frames, in milliseconds.
  public static let frameInterval = 16
  /// The shortest time between two frames caused by wakes, in seconds (about 30 per second).
  public static let wakeFrameInterval = 0.033
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
    // When the last frame that followed a wake was drawn, and whether a wake came since.
    var lastWakeFrame = -Double.infinity
    var wokeSinceFrame = false
    // Programs learn the screen size from resize events: the first event says what it is.
    program.handle(.resize(terminal.size), at: clock())
    while true {
      // What the program asked of the terminal goes out before a frame or the end.
      for request in program.takeRequests() { terminal.perform(request) }
      if let exit = program.exit { return exit }
      if program.needsRedraw || shown?.size != terminal.size {
        let frame = program.render(size: terminal.size)
        if frame != shown {
          terminal.draw(FrameUpdate(from: shown, to: frame))
          shown = frame
        }
        program.markDrawn()
        if wokeSinceFrame {
          lastWakeFrame = clock()
          wokeSinceFrame = false
        }
      }
      var timeout = program.isAnimating ? frameInterval : nil
      var wake = program.wakeDescriptor
      if wake != nil && lastWakeFrame > -Double.infinity {
        let remaining = lastWakeFrame + wakeFrameInterval - clock()
        if remaining > 0 {
          // Too soon after the last data frame: wait for keys only, until the interval ends.
          wake = nil
          timeout = min(timeout ?? Int.max, max(1, Int((remaining * 1000).rounded(.up))))
        }
      }
      var read = terminal.read(timeout: timeout, wake: wake)
      var handled = 0
      drain: while true {
        switch read {
        case .event(let event):
          if case .resize = event { shown = nil }
          program.handle(event, at: clock())
          handled += 1
        case .wake:
          program.wake(at: clock())
          wokeSinceFrame = true
        case .timeout, .closed:
          break drain
        }
        if program.exit != nil || handled >= maximumBatch { break }
        read = terminal.read(timeout: 0, wake: nil)
      }
      if let exit = program.exit {
        for request in program.takeRequests() { terminal.perform(request) }
        return exit
      }
      if read == .closed { return ProgramExit(code: 1) }
      if program.isAnimating { program.tick(at: clock()) }
    }
  }
}
