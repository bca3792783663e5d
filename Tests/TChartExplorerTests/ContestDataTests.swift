import TChartCells
import TChartLoading
import TChartTesting
import Testing

@testable import TChartExplorer
@testable import TChartExplorerRuntime

/// The real contest files (`shared/data` beside the package root or one of its parents; skipped
/// with a message when absent): every chart set opens in the explorer, takes random input at
/// 80×24 and 200×60 keeping the invariants, and draws its tooltip inside the graph.
@Suite(.enabled(if: ExplorerContestData.root != nil, "no contest data in ../shared/data"))
struct ContestDataTests {
  @Test(arguments: ExplorerContestData.files)
  func everyChartSetExploresAndRenders(file: String) throws {
    let sets = try ChartLoader.load(path: ExplorerContestData.root! + "/" + file)
    var rng = SeededRandom(seed: UInt64(file.utf8.count))
    for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
      var explorer = Explorer(state: ExplorerState(chartSets: sets, screenSize: size))
      for chart in sets.indices {
        for step in 0..<60 {
          var event = PropertyTests.randomEvent(&rng, size: size)
          if case .resize = event { event = .key(.left) }
          if event == .key(.escape) || event == .key(.control("c"))
            || event == .key(.character("q"))
          {
            event = .key(.right)
          }
          explorer.handle(event, at: Double(step) / 10)
          #expect(invariantViolations(explorer.state) == [], "\(file) set \(chart + 1)")
        }
        var state = explorer.state
        if case .help = state.modal { state.modal = nil }
        state.view.ab = nil  // a random `a` draws the A/B panel, a second box
        state.views = ViewsState()  // a random `d` or `x` draws no tooltip box
        state.panels.showsIndicator = true
        let frame = ExplorerScreen.render(state: state, size: size)
        let layout = ExplorerGeometry(state: state, size: size).layout
        #expect(frame.line(0).hasPrefix("\(state.navigation.chartIndex + 1)/\(sets.count)  "))
        let boxRows = (layout.graph.y..<layout.graph.maxY).filter { y in
          (layout.graph.x..<layout.graph.maxX).contains { frame[$0, y].scalar == "╭" }
        }
        #expect(
          boxRows.count == 1, "\(file) set \(state.navigation.chartIndex + 1): one tooltip box")
        explorer.handle(.key(.tab), at: 100)
      }
    }
  }
}

/// Where the shared contest data is, if anywhere.
enum ExplorerContestData {
  static let files =
    ["telegram-2019-stage1/chart_data.json"]
    + (1...5).map { "telegram-2019-stage2/\($0)/overview.json" }

  static let root: String? = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/TChartExplorerTests/ContestDataTests.swift
    while parts.count > 1 {
      parts.removeLast()
      let candidate = parts.joined(separator: "/") + "/shared/data"
      if (try? ChartLoader.load(path: candidate + "/" + files[0])) != nil { return candidate }
    }
    return nil
  }()
}
