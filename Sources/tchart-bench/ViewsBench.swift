import TChartData
import TChartExplorer

/// `make bench`'s views figures (`tchart-bench --views` alone): one interactive step with the
/// histogram, the XY plot and the points in the graph area against the same step with the lines,
/// in the same run, on 2 random walks × 2N points (N = 10^7 by default) at 200×60, the window
/// starting on the middle half of the span: about N samples in it (zooms go down to a tenth).
enum ViewsBench {
  static func run(_ arguments: [String]) {
    let section = FrameSection("views", arguments)
    let count = section.count * 2
    let chart = BenchData.chart(count: count, lines: 2)
    section.printHeader(
      "2 random walks × \(BenchTable.grouped(count)) points at \(section.sizeAndSteps), "
        + "about \(BenchTable.grouped(section.count)) samples in the window",
      column: "view")
    var medians: [String: Double] = [:]
    let views: [(String, GraphView)] = [
      ("line", .lines), ("histogram", .histogram), ("xy", .xy(x: "1", y: "2")),
      ("points", .points),
    ]
    for (name, view) in views {
      medians[name] = section.row(name) {
        var driver = FrameDriver(chart: chart, size: section.screen)
        driver.state.views = ViewsState(chosen: view)
        return driver
      }
    }
    let line = Swift.max(medians["line"] ?? 0, 1e-9)
    print("")
    print(
      "views: median ratio to the line frame: "
        + views.dropFirst().map { name, _ in
          "\(name) \(BenchTable.fixed((medians[name] ?? 0) / line, 2))×"
        }.joined(separator: ", ")
        + " (slowest median histogram \(BenchTable.fixed(medians["histogram"] ?? 0, 3)) ms, "
        + "xy \(BenchTable.fixed(medians["xy"] ?? 0, 3)) ms; targets 5 and 16)")
  }
}
