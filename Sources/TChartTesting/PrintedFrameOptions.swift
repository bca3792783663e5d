import TChartCells
import TChartExplorer

extension ExplorerOptions {
  /// Options of a printed frame (`tchart render`, no animation) for the tests that compare a
  /// table's frames with a file's: one of `sizes`, and from `round` 1 on a random window of at
  /// least 0.2 % of the span.
  public static func printedFrame(
    round: Int, sizes: [Size], using random: inout SeededRandom
  ) -> ExplorerOptions {
    var options = ExplorerOptions()
    options.size = random.pick(sizes)
    options.animates = false
    options.interactive = false
    if round > 0 {
      let lower = random.unit() * 0.9
      options.range = (lower, min(1, lower + 0.002 + random.unit() * random.unit()))
    }
    return options
  }
}
