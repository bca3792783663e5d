import TChartCells
import TChartProgram
import Testing

/// Counts keys; `a` starts an animation of three ticks; `q` quits with the count as output.
struct CountingProgram: TerminalProgram {
  var count = 0
  var ticksLeft = 0
  var handledTimes: [Double] = []
  var tickTimes: [Double] = []
  var exit: ProgramExit?
  var isAnimating: Bool { ticksLeft > 0 }

  mutating func handle(_ event: InputEvent, at time: Double) {
    handledTimes.append(time)
    switch event {
    case .key(.character("q")): exit = ProgramExit(code: 0, output: "count \(count)")
    case .key(.character("a")): ticksLeft = 3
    case .key(.character("n")): break  // changes nothing on screen
    case .key: count += 1
    default: break
    }
  }

  mutating func tick(at time: Double) {
    tickTimes.append(time)
    ticksLeft -= 1
  }

  func render(size: Size) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: size)
    buffer.write("count \(count) t\(ticksLeft)", x: 0, y: 0)
    return buffer
  }
}

/// Tracks its own changes: only `x` changes the state; counts renders.
struct TrackingProgram: TerminalProgram {
  var count = 0
  var changed = true
  var exit: ProgramExit?
  var isAnimating: Bool { false }
  /// Counts `render` calls (a reference: `render` is not mutating).
  final class Counter { var value = 0 }
  let renderCount = Counter()
  var renders: Int { renderCount.value }

  mutating func handle(_ event: InputEvent, at time: Double) {
    switch event {
    case .key(.character("x")):
      count += 1
      changed = true
    case .key(.character("q")): exit = .success
    default: break
    }
  }

  mutating func tick(at time: Double) {}
  var needsRedraw: Bool { changed }
  mutating func markDrawn() { changed = false }

  func render(size: Size) -> ScreenBuffer {
    renderCount.value += 1
    var buffer = ScreenBuffer(size: size)
    buffer.write("\(count)", x: 0, y: 0)
    return buffer
  }
}

/// Records the events it is given; `q` quits.
struct RecordingProgram: TerminalProgram {
  var events: [InputEvent] = []
  var exit: ProgramExit?
  var isAnimating: Bool { false }
  mutating func handle(_ event: InputEvent, at time: Double) {
    events.append(event)
    if event == .key(.character("q")) { exit = .success }
  }
  mutating func tick(at time: Double) {}
  func render(size: Size) -> ScreenBuffer { ScreenBuffer(size: size) }
}

@Suite struct TerminalRunnerTests {
  func key(_ character: Character) -> TerminalRead { .event(.key(.character(character))) }

  func run(_ script: [TerminalRead], program: inout CountingProgram) -> (
    ProgramExit, TestBackend
  ) {
    var terminal = TestBackend(script: script)
    var now = 0.0
    let exit = TerminalRunner.run(&program, on: &terminal) {
      now += 1
      return now
    }
    return (exit, terminal)
  }

  @Test func drainsPendingInputBeforeDrawingOnce() {
    var program = CountingProgram()
    let (exit, terminal) = run(
      [key("x"), key("y"), key("z"), .timeout, key("q")], program: &program)
    #expect(exit == ProgramExit(code: 0, output: "count 3"))
    // The first frame, then one frame for the three keys read in one go.
    #expect(terminal.frames.map { $0.line(0) } == ["count 0 t0  ", "count 3 t0  "])
    // Idle waits block (nil); draining asks for what is pending only (0).
    #expect(terminal.timeoutsAsked == [nil, 0, 0, 0, nil])
  }

  @Test func unchangedFramesAreNotDrawn() {
    var program = CountingProgram()
    let (_, terminal) = run([key("n"), .timeout, key("n"), .timeout, key("q")], program: &program)
    #expect(terminal.frames.count == 1)
  }

  @Test func ticksOnlyWhileAnimatingWithAFrameTimeout() {
    var program = CountingProgram()
    let (_, terminal) = run(
      [key("a"), .timeout, .timeout, .timeout, .timeout, key("q")], program: &program)
    #expect(program.tickTimes.count == 3)
    #expect(
      terminal.timeoutsAsked == [
        nil, 0, TerminalRunner.frameInterval, TerminalRunner.frameInterval, nil, nil,
      ])
    #expect(
      terminal.frames.map { $0.line(0) } == [
        "count 0 t0  ", "count 0 t2  ", "count 0 t1  ", "count 0 t0  ",
      ])
  }

  @Test func rendersOnlyWhenTheProgramSaysSoOrTheSizeChanged() {
    var program = TrackingProgram()
    var terminal = TestBackend(script: [
      .event(.key(.character("n"))), .timeout, .event(.key(.character("x"))), .timeout,
      .event(.resize(Size(width: 5, height: 1))), .timeout, .event(.key(.character("q"))),
    ])
    _ = TerminalRunner.run(&program, on: &terminal) { 0 }
    // The first frame, after "x" (a change), after the resize (new size); not after "n".
    #expect(program.renders == 3)
    #expect(terminal.frames.map { $0.line(0) } == ["0           ", "1           ", "1    "])
  }

  @Test func resizeRendersAtTheNewSize() {
    var program = CountingProgram()
    let (_, terminal) = run(
      [.event(.resize(Size(width: 5, height: 1))), .timeout, key("q")], program: &program)
    #expect(terminal.frames.map(\.size) == [Size(width: 12, height: 2), Size(width: 5, height: 1)])
  }

  @Test func theFirstEventIsTheTerminalSize() {
    var program = RecordingProgram()
    var terminal = TestBackend(script: [.event(.key(.character("q")))])
    _ = TerminalRunner.run(&program, on: &terminal) { 0 }
    #expect(program.events == [.resize(Size(width: 12, height: 2)), .key(.character("q"))])
  }

  @Test func eventsGetMonotonicTimes() {
    var program = CountingProgram()
    _ = run([key("x"), key("y"), .timeout, key("q")], program: &program)
    #expect(program.handledTimes == [1, 2, 3, 4])
  }

  @Test func closedInputEndsWithCodeOne() {
    var program = CountingProgram()
    let (exit, _) = run([key("x"), .closed], program: &program)
    #expect(exit == ProgramExit(code: 1))
  }

  @Test func exitStopsDrainingImmediately() {
    var program = CountingProgram()
    let (exit, terminal) = run([key("q"), key("x")], program: &program)
    #expect(exit.output == "count 0")
    #expect(terminal.timeoutsAsked == [nil])
  }

  @Test func theScreenIsBuiltFromTheSentRunsAlone() {
    var program = CountingProgram()
    let (_, terminal) = run(
      [
        key("x"), .timeout, key("y"), .event(.resize(Size(width: 9, height: 1))), .timeout,
        key("z"), .timeout, key("q"),
      ],
      program: &program)
    #expect(terminal.screen == terminal.frames.last)
    // After the first frame only the changed digit is sent; a resize sends the frame whole.
    #expect(terminal.updates.map(\.isFull) == [true, false, true, false])
    #expect(terminal.updates[1].runs == [RowRun(row: 0, columns: 6..<7)])
  }

  @Test func aResizeOfTheSameSizeRepaintsWhole() {
    var program = CountingProgram()
    let (_, terminal) = run(
      [key("x"), .timeout, .event(.resize(Size(width: 12, height: 2))), .timeout, key("q")],
      program: &program)
    #expect(terminal.updates.map(\.isFull) == [true, false, true])
    #expect(terminal.screen == terminal.frames.last)
  }
}
