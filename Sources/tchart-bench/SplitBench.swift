import TChartData
import TChartExplorer

/// `make bench`'s split figures (`tchart-bench --split` alone): one interactive step of the
/// `split` layout (a panel per line, each its own Y axis) against the `one` layout's, in the
/// same run, on the same chart of `--split-lines` random walks (8) × N points (10^7) at 200×60.
enum SplitBench {
  static func run(_ arguments: [String]) {
    let section = FrameSection("split", arguments)
    let (chart, walks) = section.walks(arguments, lines: 8)
    section.printHeader(
      walks + ", the same chart in both layouts",
      column: "layout")
    var medians: [LayoutMode: Double] = [:]
    for layout in [LayoutMode.one, .split] {
      medians[layout] = section.row(layout.rawValue) {
        FrameDriver(chart: chart, size: section.screen, layout: layout)
      }
    }
    section.printSlowest(
      "", medians[.split] ?? 0, against: ("the one layout's", medians[.one] ?? 0))
  }
}
