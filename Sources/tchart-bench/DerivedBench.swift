import Glibc
import TChartData
import TChartExplorer
import TChartRender

/// `make bench`'s derived-lines figures (`tchart-bench --derived` alone): computing `rate` and
/// `avg(…,1h)` of a line at full resolution, then one interactive step of a frame that draws
/// them beside their input, on random walks × N points (10^7) at 200×60.
enum DerivedBench {
  static func run(_ arguments: [String]) {
    let count =
      arguments.value(after: "--derived-n").flatMap { Double($0).map { Int($0) } } ?? 10_000_000
    let steps = Int(arguments.value(after: "--steps") ?? "") ?? 300
    let screen = FrameBench.screen
    var chart = BenchData.chart(count: count, lines: 2)
    let input = chart.lines[0].name
    let specs = [
      DerivedLineSpec(transform: .rate, inputs: [input]),
      DerivedLineSpec(transform: .movingAverage(.span(3600)), inputs: [input]),
    ]
    var derive: [String] = []
    for spec in specs {
      let start = BenchClock.now()
      _ = try? chart.addDerived(spec, color: chart.freeColor)
      derive.append("\(spec.name) \(BenchTable.fixed((BenchClock.now() - start) * 1000, 0)) ms")
    }
    print(
      "derived: 2 lines + rate and avg(1h) of one, × \(BenchTable.grouped(count)) points at "
        + "\(screen.width)×\(screen.height), \(steps) steps each; computed in "
        + derive.joined(separator: ", "))
    print("")
    print("| step | median | p99 |")
    print("|--|--:|--:|")
    var worst = 0.0
    for kind in StepKind.allCases {
      var driver = FrameDriver(chart: chart, size: screen)
      let figures = FrameBench.time(&driver, kind, steps: steps)
      worst = Swift.max(worst, figures.median)
      print(
        "| \(kind.rawValue) | \(BenchTable.fixed(figures.median, 3)) | "
          + "\(BenchTable.fixed(figures.p99, 3)) |")
      fflush(nil)
    }
    print("")
    print("derived: slowest median \(BenchTable.fixed(worst, 3)) ms (target < 2)")
  }
}
