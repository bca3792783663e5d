import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The A/B panel on a small screen with many lines: only Δ and Δ%, narrow, at most half the
/// graph high, on the side away from the shaded A–B range; at 200×60 the whole panel.
@Suite("A/B cursors: the compact panel")
struct ABCompactPanelTests {
  /// Six lines with long names over 200 days.
  static let chart = ChartSet(
    name: "Six", x: (0..<200).map { 1_704_067_200 + Double($0) * 86_400 },
    lines: (0..<6).map { line in
      Series(
        id: "y\(line)", name: "metric_number_\(line)", color: RGBColor.defaultPalette[line],
        values: (0..<200).map { Double(line * 1_000 + $0 * (line + 1)) })
    })

  func frame(a: Double, b: Double, size: Size) throws -> [String] {
    var options = ExplorerOptions()
    options.interactive = false
    options.size = size
    var state = try ExplorerState(chartSets: [Self.chart], options: options)
    state.view.ab = ABCursors(fractions: a, b, in: state.chartSet)
    return ExplorerScreen.render(state: state, size: size).lines
  }

  /// The panel's top row and the column of its left corner.
  func corner(_ frame: [String]) throws -> (row: Int, column: Int) {
    let row = try #require(frame.firstIndex { $0.contains("╭─ A ") })
    let column = try #require(Array(frame[row]).firstIndex(of: "╭"))
    return (row, column)
  }

  @Test func at80x24OnlyTheChangeShowsBesideTheShadedRange() throws {
    let size = Size(width: 80, height: 24)
    let right = try frame(a: 0.6, b: 0.9, size: size)
    let header = try #require(right.first { $0.contains("line") && $0.contains("Δ%") })
    #expect(!header.contains("/d") && !header.contains("mean") && !header.contains("min"))
    // A–B on the right: the panel is at the graph's left edge, narrower than the graph.
    let (top, left) = try corner(right)
    #expect(left == 7)
    let row = Array(right[top])
    let end = try #require(row.lastIndex(of: "╮"))
    #expect(end < 60)
    // Its short title (the axis marks A and B) keeps it clear of the shaded range (A at 0.6).
    #expect(String(row).contains("A → B · Δ"))
    let shadeStart = 7 + Int(0.6 * Double(80 - 7))
    #expect(end < shadeStart - 2, "the panel ends at \(end), the shade starts near \(shadeStart)")
    // The graph keeps at least half its rows above the panel (rows 1…17 are the graph).
    #expect(top >= 1 + 17 / 2)
    // A–B on the left: the panel ends at the right edge.
    let leftFrame = try frame(a: 0.1, b: 0.35, size: size)
    let (leftTop, _) = try corner(leftFrame)
    #expect(Array(leftFrame[leftTop]).last == "╮")
    // Every line's Δ is still there, or a `+N more` row says how many are not.
    let shown = leftFrame.filter { $0.contains("│ ") && $0.contains("metric_number_") }.count
    #expect(shown == 6 || leftFrame.contains { $0.contains("+\(6 - shown) more") })
  }

  @Test func at200x60TheWholePanelShows() throws {
    let frame = try frame(a: 0.6, b: 0.9, size: Size(width: 200, height: 60))
    let header = try #require(frame.first { $0.contains("line") && $0.contains("Δ%") })
    #expect(header.contains("/d") && header.contains("mean") && header.contains("min"))
    #expect(frame.filter { $0.contains("│ ") && $0.contains("metric_number_") }.count == 6)
    let (_, left) = try corner(frame)
    #expect(left == 7)
  }
}
