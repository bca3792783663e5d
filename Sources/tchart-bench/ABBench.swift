import TChartData
import TChartExplorer

/// `make bench`'s A/B figures (`tchart-bench --ab` alone): one interactive step with the A/B
/// cursors set (the graph shaded, the panel measuring every line between A and B) against the
/// same step without, on `--ab-lines` random walks (4) × N points (10^7) at 200×60; B fixed at
/// 70% of the span, or following the indicator (the panel's numbers change every step).
enum ABBench {
  static func run(_ arguments: [String]) {
    let section = FrameSection("ab", arguments)
    let (chart, walks) = section.walks(arguments, lines: 4)
    section.printHeader(
      walks + ", A at 30% of the span",
      column: "A/B")
    var slowest = 0.0
    var off = 0.0
    for (name, cursors) in [("off", 0), ("B fixed", 1), ("B follows", 2)] {
      let median = section.row(name) {
        var driver = FrameDriver(chart: chart, size: section.screen)
        if cursors > 0 { driver.setAB(following: cursors == 2) }
        return driver
      }
      if cursors == 0 { off = median } else { slowest = Swift.max(slowest, median) }
    }
    section.printSlowest("with A/B set ", slowest, against: ("without", off))
  }
}

extension FrameDriver {
  /// Sets A at 30% of the span and B at 70%, or B following the indicator.
  mutating func setAB(following: Bool) {
    state.view.ab = ABCursors(fractions: 0.3, 0.7, in: state.chartSet)
    if following, let a = state.abModel.samples?.a {
      state.view.ab = ABCursors(sample: a, following: true, count: state.chartSet.count)
    }
  }
}
