import TChartData
import TChartExplorer
import TChartRender

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
    printCounting(chart, window: section.count)
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

  /// The XY density of the middle `window` samples counted afresh from the values and from the
  /// lines' 16-bit codes (``XYCodes``), alternately, on a 400 × 232 dot grid: the medians of 11.
  static func printCounting(_ chart: ChartSet, window: Int) {
    let start = (chart.count - window) / 2
    let range = start..<(start + window)
    let caches = RenderCaches()
    let (a, b) = (chart.lines[0], chart.lines[1])
    let made = BenchClock.now()
    guard let codes = caches.xyCodes(of: a).flatMap({ x in caches.xyCodes(of: b).map { (x, $0) } })
    else { return }
    let building = BenchClock.now() - made
    let xRange = a.pyramid.extremes(in: range)
    let yRange = b.pyramid.extremes(in: range)
    var times: [[Double]] = [[], []]
    a.values.withUnsafeBufferPointer { xs in
      b.values.withUnsafeBufferPointer { ys in
        for _ in 0..<11 {
          for (slot, coded) in [(0, false), (1, true)] {
            let begin = BenchClock.now()
            let density = XYDensity(
              x: xs, y: ys, window: range, columns: 400, rows: 232,
              xRange: xRange.min...xRange.max, yRange: yRange.min...yRange.max,
              codes: coded ? codes : nil)
            times[slot].append(BenchClock.now() - begin)
            precondition(density.samples == window)
          }
        }
      }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] * 1000 }
    print("")
    print(
      "views: XY count of \(BenchTable.grouped(window)) samples: values "
        + "\(BenchTable.fixed(medians[0], 2)) ms, codes \(BenchTable.fixed(medians[1], 2)) ms "
        + "(\(BenchTable.fixed(medians[0] / Swift.max(medians[1], 1e-9), 2))× faster; the codes of "
        + "two lines made once in \(BenchTable.fixed(building * 1000, 0)) ms)")
  }
}
