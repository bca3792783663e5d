import TChartCells
import TChartProgram
import TChartTesting
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

@Suite("Reducer: random input keeps the invariants")
struct PropertyTests {
  static let keys: [Key] =
    [
      .left, .right, .shiftLeft, .shiftRight, .home, .end, .pageUp, .pageDown, .tab, .backTab,
      .escape, .enter, .backspace, .up, .down, .control("c"),
    ] + "hlHL<>+-=_0123456789!@#$%^&*()[]snq?xyz".map { .character($0) }

  static func randomEvent(_ rng: inout SeededRandom, size: Size) -> InputEvent {
    let point = Point(
      x: Int.random(in: -2...(size.width + 2), using: &rng),
      y: Int.random(in: -2...(size.height + 2), using: &rng))
    switch Int.random(in: 0..<20, using: &rng) {
    case 0..<6: return .key(keys.randomElement(using: &rng)!)
    case 6..<9: return .mouse(MouseEvent(.press(.left), at: point))
    case 9..<14: return .mouse(MouseEvent(.drag, at: point))
    case 14..<16: return .mouse(MouseEvent(.release, at: point))
    case 16: return .mouse(MouseEvent(.wheelUp, at: point))
    case 17: return .mouse(MouseEvent(.wheelDown, at: point))
    case 18: return .mouse(MouseEvent(.press(.right), at: point))
    default:
      return .resize(
        Size(
          width: Int.random(in: 1...220, using: &rng), height: Int.random(in: 1...70, using: &rng)))
    }
  }

  /// 64 seeds × 32 sequences = 2,048 random sequences of 60 events (122,880 events in all),
  /// each from its own random screen size (every eighth from 1×1), with animations on or off;
  /// the invariants are checked after every event, and each sequence's last state renders at
  /// its own size and at 1×1.
  @Test(arguments: 1...64)
  func thousandsOfRandomSequencesKeepEveryInvariant(seed: Int) {
    var rng = SeededRandom(seed: UInt64(seed))
    let sets = [
      Fixtures.daily, Fixtures.second, Fixtures.tiny, Fixtures.single, Fixtures.noLines,
      ZoomFixtures.overview, ZoomFixtures.percentage,
    ]
    // Answers to a day request, sent now and then as if a day file had been read.
    let answers: [ExplorerAction] =
      [ZoomFixtures.dayChart, ZoomFixtures.otherKindDay, Fixtures.single, Fixtures.noLines].map {
        .day(.loaded($0))
      } + [.day(.missing("No day file")), .day(.failed("bad day file"))]
    for sequence in 0..<32 {
      let size =
        sequence % 8 == 0
        ? Size(width: 1, height: 1)
        : Size(
          width: Int.random(in: 1...200, using: &rng), height: Int.random(in: 1...60, using: &rng))
      var initial = ExplorerState(chartSets: sets.shuffled(using: &rng), screenSize: size)
      initial.look.animates = Bool.random(using: &rng)
      var explorer = Explorer(state: initial)
      var time = 0.0
      for step in 0..<60 {
        time += Double.random(in: 0...0.1, using: &rng)
        let event = Self.randomEvent(&rng, size: explorer.state.terminal.size)
        explorer.handle(event, at: time)
        if Int.random(in: 0..<15, using: &rng) == 0 {
          explorer.send(answers[Int.random(in: answers.indices, using: &rng)])
        }
        // Never quit, so that the sequence goes on.
        if explorer.state.ending.quitRequested {
          var state = explorer.state
          state.ending.quitRequested = false
          explorer = Explorer(state: state)
        }
        let problems = invariantViolations(explorer.state)
        if !problems.isEmpty {
          Issue.record("seed \(seed) sequence \(sequence) step \(step) after \(event): \(problems)")
          return
        }
        if !explorer.state.look.animates && explorer.state.yAxesModel.isAnimating {
          Issue.record(
            "seed \(seed) sequence \(sequence) step \(step): animates with --no-animation")
          return
        }
      }
      // Rendering never traps either, at the state's own size and at 1×1.
      _ = explorer.render(size: explorer.state.terminal.size)
      _ = explorer.render(size: Size(width: 1, height: 1))
    }
  }

  @Test func aChartSetWithoutLinesShowsItsAxesAndADateOnlyTooltip() {
    var state = ExplorerState(chartSets: [Fixtures.noLines])
    reduce(into: &state, action: .input(.key(.character("1"))))
    #expect(state.notes.status == "No line 1")
    reduce(into: &state, action: .input(.key(.left)))
    let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
    #expect(frame.line(0).hasPrefix("1/1  No lines  ·  0 – 30"))
    #expect(frame.text.contains("│ x = 20 │"))
    #expect(invariantViolations(state) == [])
  }

  @Test func oneByOneScreenKeepsWorking() {
    var explorer = Explorer(state: ExplorerState(chartSets: [Fixtures.daily]))
    explorer.handle(.resize(Size(width: 1, height: 1)), at: 0)
    for key in Self.keys where key != .escape && key != .control("c") && key != .character("q") {
      explorer.handle(.key(key), at: 0)
      explorer.handle(.mouse(MouseEvent(.press(.left), at: Point(x: 0, y: 0))), at: 0)
      explorer.handle(.mouse(MouseEvent(.drag, at: Point(x: 1, y: 1))), at: 0)
      #expect(invariantViolations(explorer.state) == [])
    }
    #expect(explorer.render(size: Size(width: 1, height: 1)).text == "T")
  }
}
