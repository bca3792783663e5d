import TChartCells
import TChartExplorer
import TChartTesting
import Testing

@Suite("The random-run driver of the soak and the fuzz harness")
struct ExplorerExerciseTests {
  @Test func byteChoicesReadOneByteATimeThenZeros() {
    var choices = ByteChoices([7, 200, 1, 2, 9])
    #expect(choices.choose(5) == 2)
    #expect(choices.choose(256) == 200)
    #expect(choices.choose(1000) == 258)
    #expect(!choices.isExhausted)
    #expect(choices.choose(in: 3...4) == 4)
    #expect(choices.isExhausted)
    #expect(choices.choose(9) == 0)
    #expect(choices.choose(1) == 0)
  }

  @Test func theSameChoicesReplayTheSameRun() {
    func run(seed: UInt64) -> String {
      var random = SeededRandom(seed: seed)
      var exercise = ExplorerExercise(choices: &random, rendersEveryStep: false)
      for _ in 0..<50 { #expect(exercise.step(&random) == nil) }
      let state = exercise.explorer.state
      return
        "\(state.terminal.size) \(state.navigation.chartIndex) \(state.view.window) \(state.notes.status ?? "")\n"
        + exercise.explorer.render(size: Size(width: 80, height: 24)).text
    }
    #expect(run(seed: 3) == run(seed: 3))
    #expect(run(seed: 3) != run(seed: 4))
  }

  @Test func bytesChooseTheWorldAndTheScreenSize() {
    // Not a stream (1 of 4 is), no --keep, one line; every chart set; 0×0.
    var choices = ByteChoices([0, 1, 1, 0] + [UInt8](repeating: 0, count: 8))
    let exercise = ExplorerExercise(choices: &choices)
    #expect(exercise.explorer.state.terminal.size == Size(width: 0, height: 0))
    #expect(exercise.explorer.state.feed.stream == nil)
    #expect(exercise.explorer.state.feed.chartSets.count == PropertyCharts.all.count)
  }
}
