import TChartModel
import Testing

@testable import TChartRender

/// The real contest files (`shared/data` beside the package root or one of its parents; the
/// suite is skipped with a message when absent) render whole frames at 80×24 and 200×60 without
/// trapping, with braille lines, fitted legends and labels.
@Suite(.enabled(if: RenderContestData.root != nil, "no contest data in ../shared/data"))
struct RealDataFrameTests {
  static let files = RenderContestData.files

  @Test(arguments: files)
  func rendersEveryChart(file: String) throws {
    let charts = try ChartLoader.load(path: RenderContestData.root! + "/" + file)
    #expect(!charts.isEmpty)
    for (index, chart) in charts.enumerated() {
      for size in [Size(width: 80, height: 24), Size(width: 200, height: 60)] {
        for fractions in [0.0...1.0, 0.3...0.45] {
          var buffer = ScreenBuffer(size: size)
          let frame = ChartFrame(
            chart: chart, position: index + 1, count: charts.count,
            window: chart.xWindow(fractions: fractions), status: "")
          frame.render(into: &buffer, area: buffer.area)
          let layout = frame.layout(in: buffer.area)
          let graph = (layout.graph.y..<layout.graph.maxY).flatMap { y in
            (layout.graph.x..<layout.graph.maxX).map { buffer[$0, y].scalar.value }
          }
          #expect(graph.allSatisfy { (0x2800...0x28FF).contains($0) })
          #expect(graph.contains { $0 > 0x2800 }, "\(file) chart \(index + 1): no line drawn")
          #expect(buffer.line(0).hasPrefix("\(index + 1)/\(charts.count)  \(chart.name)"))
          #expect(buffer.line(layout.legend.y).hasPrefix("1 \(chart.lines[0].name)"))
          #expect(!buffer.line(layout.xAxis.y).allSatisfy { $0 == " " })
        }
      }
    }
  }
}

/// Where the shared contest data is, if anywhere.
enum RenderContestData {
  static let files =
    ["telegram-2019-stage1/chart_data.json"]
    + (1...5).map { "telegram-2019-stage2/\($0)/overview.json" }

  static let root: String? = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/TChartRenderTests/RealDataFrameTests.swift
    while parts.count > 1 {
      parts.removeLast()
      let candidate = parts.joined(separator: "/") + "/shared/data"
      if (try? ChartLoader.load(path: candidate + "/" + files[0])) != nil { return candidate }
    }
    return nil
  }()
}
