import TChartCells
import TChartExplorer
import TChartExplorerRuntime
import TChartProgram
import TChartStreams

/// One random session with the whole explorer, driven by a ``ChoiceSource``: a world (file
/// chart sets, with day files and percentage areas, or a stream, with or without `--keep`), then
/// steps: keys (every popup's, undo and redo among them), mouse presses, drags, releases and the
/// wheel anywhere (off screen too), resizes (0×0 and 1×1 among them), ticks, answers to day
/// requests and stream rows, ends and restarts. After every step the invariants are checked
/// (``invariantViolations(_:)``) and, when ``rendersEveryStep``, the frame is drawn.
///
/// The property tests and the soak feed it a ``SeededRandom``, the explorer's fuzz harness a
/// fuzzer's bytes (``ByteChoices``). `e` (export, which writes a file) is never pressed.
public struct ExplorerExercise {
  /// The explorer being exercised.
  public private(set) var explorer: Explorer
  /// Draws the frame after every step (else only in ``finish()``).
  public var rendersEveryStep: Bool
  /// The steps taken so far.
  public private(set) var steps = 0
  private var time = 0.0
  private let isStream: Bool
  private let keep: Int?
  private let lineCount: Int
  private var nextX = 0

  /// Every key the explorer knows, and some it does not; no `e` or `E` (they write files).
  public static let keys: [Key] =
    [
      .left, .right, .up, .down, .shiftLeft, .shiftRight, .shiftUp, .shiftDown, .home, .end,
      .pageUp, .pageDown, .tab, .backTab, .escape, .enter, .backspace, .delete, .control("c"),
      .control("r"), .control("u"), .function(1),
    ] + "hjklHL<>+-=_0123456789!@#$%^&*()[]snq?xyzuvgc/fiaT:., érY".map { .character($0) }

  /// A world chosen by `choices`.
  public init<Source: ChoiceSource>(choices: inout Source, rendersEveryStep: Bool = true) {
    self.rendersEveryStep = rendersEveryStep
    let size = Self.size(&choices)
    isStream = choices.oneIn(4)
    keep = choices.oneIn(2) ? choices.choose(in: 2...300) : nil
    lineCount = choices.choose(in: 1...3)
    if isStream {
      explorer = Explorer(
        state: ExplorerState(
          waitingFor: LiveStream(name: "s", keep: keep), options: ExplorerOptions(size: size)))
    } else {
      var sets = PropertyCharts.all
      for index in sets.indices.reversed() {
        sets.swapAt(index, choices.choose(index + 1))
      }
      sets.removeFirst(choices.choose(sets.count))
      var state = ExplorerState(chartSets: sets, screenSize: size)
      state.look.animates = choices.oneIn(2)
      explorer = Explorer(state: state)
    }
  }

  /// A screen size: 0×0, 1×1, narrow, flat or anything up to 220×70.
  static func size<Source: ChoiceSource>(_ choices: inout Source) -> Size {
    switch choices.choose(8) {
    case 0: Size(width: 0, height: 0)
    case 1: Size(width: 1, height: 1)
    case 2: Size(width: choices.choose(in: 0...6), height: choices.choose(in: 0...70))
    case 3: Size(width: choices.choose(in: 0...220), height: choices.choose(in: 0...6))
    default: Size(width: choices.choose(in: 1...220), height: choices.choose(in: 1...70))
    }
  }

  /// An input event: keys and the mouse mostly, now and then a resize.
  static func event<Source: ChoiceSource>(_ choices: inout Source, size: Size) -> InputEvent {
    let point = Point(
      x: choices.choose(in: -2...(size.width + 2)), y: choices.choose(in: -2...(size.height + 2)))
    switch choices.choose(24) {
    case 0..<8: return .key(keys[choices.choose(keys.count)])
    case 8..<11: return .mouse(MouseEvent(.press(.left), at: point))
    case 11..<16: return .mouse(MouseEvent(.drag, at: point))
    case 16..<18: return .mouse(MouseEvent(.release, at: point))
    case 18: return .mouse(MouseEvent(.wheelUp, at: point))
    case 19: return .mouse(MouseEvent(.wheelDown, at: point))
    case 20: return .mouse(MouseEvent(.press(.right), at: point))
    case 21: return .mouse(MouseEvent(.press(.middle), at: point))
    default: return .resize(Self.size(&choices))
    }
  }

  /// Takes one step; returns what went wrong (the step and the violated invariants), or nil.
  public mutating func step<Source: ChoiceSource>(_ choices: inout Source) -> String? {
    steps += 1
    let what: String
    switch choices.choose(16) {
    case 0..<10:
      time += Double(choices.choose(100)) / 1_000
      let event = Self.event(&choices, size: explorer.state.terminal.size)
      what = "\(event)"
      explorer.handle(event, at: time)
    case 10..<12:
      time += Double(choices.choose(300)) / 1_000
      what = "tick \(time)"
      explorer.tick(at: time)
    default:
      let action = isStream ? streamAction(&choices) : dayAnswer(&choices)
      what = String("\(action)".prefix(200))
      explorer.send(action)
    }
    // Never quit, so that the run goes on.
    if explorer.state.ending.quitRequested {
      var state = explorer.state
      state.ending.quitRequested = false
      explorer = Explorer(state: state)
    }
    var problems = invariantViolations(explorer.state)
    if !explorer.state.look.animates && explorer.state.yAxesModel.isAnimating {
      problems.append("animates with --no-animation")
    }
    if let keep, explorer.state.feed.stream?.hasData == true,
      explorer.state.chartSet.count > keep + max(1, keep / 4)
    {
      problems.append("kept \(explorer.state.chartSet.count) of \(keep)")
    }
    if rendersEveryStep { _ = explorer.render(size: explorer.state.terminal.size) }
    return problems.isEmpty ? nil : "step \(steps) after \(what): \(problems)"
  }

  /// Draws the last frame at its own size and at 1×1 and 0×0.
  public func finish() {
    _ = explorer.render(size: explorer.state.terminal.size)
    _ = explorer.render(size: Size(width: 1, height: 1))
    _ = explorer.render(size: Size(width: 0, height: 0))
  }

  /// An answer to a day request, as if a day file had been read.
  private func dayAnswer<Source: ChoiceSource>(_ choices: inout Source) -> ExplorerAction {
    switch choices.choose(6) {
    case 0: .day(.loaded(PropertyCharts.dayChart))
    case 1: .day(.loaded(PropertyCharts.otherKindDay))
    case 2: .day(.loaded(PropertyCharts.single))
    case 3: .day(.loaded(PropertyCharts.noLines))
    case 4: .day(.missing("No day file"))
    default: .day(.failed("bad day file"))
    }
  }

  /// What a stream reader hands over: rows mostly (0–300, some skipped), now and then an end,
  /// a failure or a restart.
  private mutating func streamAction<Source: ChoiceSource>(_ choices: inout Source)
    -> ExplorerAction
  {
    switch choices.choose(40) {
    case 0: return .stream(.ended)
    case 1: return .stream(.failed("read failed"))
    case 2:
      nextX = 0
      return .stream(.restarted("restarted"))
    default:
      let count = choices.choose(in: 0...300)
      let xs = (nextX..<(nextX + count)).map(Double.init)
      nextX += count
      let shape = choices.choose(4)
      return .stream(
        .rows(
          StreamBatch(
            layout: StreamLayout(
              names: (1...lineCount).map(String.init), xKind: .number, xIsArrival: false),
            x: xs,
            columns: (0..<lineCount).map { line in
              xs.map { x in
                switch shape {
                case 0: x.truncatingRemainder(dividingBy: 17)
                case 1: x.truncatingRemainder(dividingBy: 5) == 0 ? .nan : -x * Double(line + 1)
                case 2: 1e300 * (x.truncatingRemainder(dividingBy: 2) - 0.5)
                default: 0
                }
              }
            },
            skipped: choices.choose(2), problem: "line 1: bad")))
    }
  }
}
