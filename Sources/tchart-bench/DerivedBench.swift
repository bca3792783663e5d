import TChartData
import TChartExplorer

/// `make bench`'s derived-lines figures (`tchart-bench --derived` alone, and in the default
/// run): computing `rate` and `avg(…,1h)` of a line at full resolution, then one interactive step
/// of the plain frame (2 random walks × N points, 10^7, at 200×60), of the frame that draws the
/// two derived lines beside their input, and of that frame with the A/B cursors set (the panel
/// measuring all four lines), in the same run.
enum DerivedBench {
  static func run(_ arguments: [String]) {
    let section = FrameSection("derived", arguments)
    let plain = BenchData.chart(count: section.count, lines: 2)
    var chart = plain
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
    section.printHeader(
      "2 lines + rate and avg(1h) of one, × \(BenchTable.grouped(section.count)) points at "
        + "\(section.sizeAndSteps); computed in " + derive.joined(separator: ", "),
      column: "frame")
    let base = section.row("plain (2 lines)") {
      FrameDriver(chart: plain, size: section.screen)
    }
    let derived = section.row("+ rate, avg(1h)") {
      FrameDriver(chart: chart, size: section.screen)
    }
    let withAB = section.row("+ rate, avg(1h), A/B set") {
      var driver = FrameDriver(chart: chart, size: section.screen)
      driver.setAB(following: false)
      return driver
    }
    section.printSlowest("", Swift.max(derived, withAB), against: ("plain", base))
    print(
      "derived: median ratios to plain: derived \(BenchTable.fixed(derived / Swift.max(base, 1e-9), 2))×, "
        + "derived + A/B \(BenchTable.fixed(withAB / Swift.max(base, 1e-9), 2))×")
  }
}
