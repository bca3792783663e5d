import TChartCells
import TChartProgram
import Testing

/// Has a wake descriptor (7); each wake takes one "row" and changes the screen.
struct WakingProgram: TerminalProgram {
  var rows = 0
  var changed = true
  var exit: ProgramExit?
  var isAnimating: Bool { false }
  var wakeDescriptor: Int32? { 7 }

  mutating func handle(_ event: InputEvent, at time: Double) {
    if event == .key(.character("q")) { exit = .success }
  }
  mutating func tick(at time: Double) {}
  mutating func wake(at time: Double) {
    rows += 1
    changed = true
  }
  var needsRedraw: Bool { changed }
  mutating func markDrawn() { changed = false }
  func render(size: Size) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: size)
    buffer.write("rows \(rows)", x: 0, y: 0)
    return buffer
  }
}

@Suite struct WakeSourceTests {
  /// Runs `script` with a clock that advances `step` seconds per reading.
  func run(_ script: [TerminalRead], step: Double) -> (WakingProgram, TestBackend) {
    var program = WakingProgram()
    var terminal = TestBackend(script: script)
    var now = 0.0
    _ = TerminalRunner.run(&program, on: &terminal) {
      now += step
      return now
    }
    return (program, terminal)
  }

  @Test func aWakeRedrawsOnceAndIdleWaitsWithoutATimeout() {
    let (program, terminal) = run([.wake, .timeout], step: 1)
    #expect(program.rows == 1)
    #expect(terminal.frames.map { $0.line(0) } == ["rows 0      ", "rows 1      "])
    // Every wait that is not a drain blocks (no timeout) and listens to the descriptor: an
    // idle program is never woken.
    #expect(terminal.timeoutsAsked == [nil, 0, nil])
    #expect(terminal.wakesAsked == [7, nil, 7])
  }

  @Test func wakesSoonAfterADataFrameWaitForTheNextFrameWhileKeysDoNot() {
    // 10 ms per clock reading: the second wake comes too soon after the first frame.
    let (program, terminal) = run(
      [
        .wake, .timeout, .event(.key(.character("x"))), .wake, .timeout,
        .event(.key(.character("q"))),
      ],
      step: 0.01)
    #expect(program.rows == 2)
    #expect(terminal.frames.count == 3)
    // After the first data frame: a key-only wait bounded by the rest of the interval, which
    // takes the key at once; the wake is listened to again once the interval has passed.
    let waits = Array(zip(terminal.timeoutsAsked, terminal.wakesAsked))
    let deferred = waits.filter { $0.1 == nil && $0.0 != 0 }
    #expect(!deferred.isEmpty)
    #expect(deferred.allSatisfy { ($0.0 ?? 0) <= 33 })
  }

  @Test func programsWithoutADescriptorAreAskedForInputOnly() {
    var program = CountingProgram()
    var terminal = TestBackend(script: [.event(.key(.character("q")))])
    _ = TerminalRunner.run(&program, on: &terminal) { 0 }
    #expect(terminal.wakesAsked == [nil])
  }
}
