import TChartCells
import TChartData
import Testing

@testable import TChartRender

/// Issue 41: categories as horizontal bars, sorted, cut to fit, values at the bars' ends, the
/// `+N more` row, scrolling and grouped bars.
@Suite struct CategoryBarsTests {
  static func frame(_ bars: CategoryBars, width: Int = 30, height: Int = 4) -> [String] {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    bars.render(into: &buffer, area: Rect(x: 0, y: 0, width: width, height: height))
    return buffer.lines
  }

  static func bars(
    _ names: [String], _ values: [[Double]], order: CategoryOrder = .value, first: Int = 0
  ) -> CategoryBars {
    CategoryBars(
      names: names,
      lines: values.enumerated().map { index, values in
        CategoryBars.Line(name: "line \(index)", style: .plain, values: Column(values))
      }, order: order, firstShown: first)
  }

  @Test func largestFirstWithItsValueAtTheEnd() {
    let lines = Self.frame(Self.bars(["a", "bb", "ccc"], [[3, 10, 7]]))
    #expect(
      lines == [
        " bb ███████████████████████ 10",
        "ccc ████████████████▏ 7       ",
        "  a ██████▉ 3                 ",
        "                              ",
      ])
  }

  @Test func ordersByNameOrAsInTheFile() {
    let names = ["b", "C", "a"]
    #expect(CategoryOrder.name.positions(names: names, values: [1, 2, 3]) == [2, 0, 1])
    #expect(CategoryOrder.none.positions(names: names, values: [1, 2, 3]) == [0, 1, 2])
    // Gaps last, ties in file order.
    #expect(
      CategoryOrder.value.positions(names: names + ["d"], values: [1, .nan, 5, 1]) == [2, 0, 3, 1])
  }

  @Test func longNamesAreCutAndTheRestCounted() {
    let names = ["a very long category name", "short", "x", "y", "z"]
    let lines = Self.frame(Self.bars(names, [[5, 4, 3, 2, 1]]), height: 4)
    #expect(lines[0].hasPrefix("a very lo… █"))
    #expect(lines[1].hasPrefix("     short "))
    #expect(lines[3] == "+2 more                       ")
  }

  @Test func scrollingShowsTheNextAndCountsThoseAbove() {
    let names = ["a", "b", "c", "d", "e"]
    let bars = Self.bars(names, [[5, 4, 3, 2, 1]], first: 1)
    let lines = Self.frame(bars, height: 4)
    #expect(lines[0].hasPrefix("b ") && lines[2].hasPrefix("d "))
    #expect(lines[3].hasPrefix("+1 more · 1 above"))
    // Scrolled past the end: the last categories fill the rows.
    #expect(bars.lastFirstShown(height: 4) == 2)
    #expect(
      Self.frame(Self.bars(names, [[5, 4, 3, 2, 1]], first: 9), height: 4)[2].hasPrefix("e "))
  }

  @Test func severalLinesDrawGroupedBars() {
    let lines = Self.frame(Self.bars(["a", "b"], [[4, 2], [1, 3]]), height: 5)
    #expect(lines[0].hasPrefix("a █") && lines[0].contains(" 4"))
    #expect(lines[1].hasPrefix("  █") && lines[1].contains(" 1"))
    #expect(lines[2].allSatisfy { $0 == " " })
    #expect(lines[3].hasPrefix("b █") && lines[4].contains(" 3"))
  }

  @Test func negativeValuesGoLeftOfZero() {
    let lines = Self.frame(Self.bars(["up", "down"], [[10, -10]]), width: 30, height: 2)
    let zero = lines[0].firstIndex(of: "█")!
    #expect(lines[1].contains("█ -10"))
    #expect(lines[1].firstIndex(of: "█")! < zero)
  }

  /// The order and scale remembered in the caches draw what working them out draws, and a
  /// change of order is not served the other's.
  @Test func theRememberedArrangementDrawsTheSame() {
    let caches = RenderCaches()
    var bars = Self.bars(["b", "a", "c"], [[1, 3, 2]])
    let fresh = Self.frame(bars)
    bars.caches = caches
    #expect(Self.frame(bars) == fresh && Self.frame(bars) == fresh)
    bars.order = .name
    #expect(bars.positions == [1, 0, 2])
    bars.caches = nil
    #expect(bars.positions == [1, 0, 2])
  }

  @Test func neverDrawsOutsideItsArea() {
    for size in [Size(width: 0, height: 0), Size(width: 2, height: 1), Size(width: 5, height: 3)] {
      var buffer = ScreenBuffer(size: Size(width: 8, height: 5), filling: Cell("·", style: .plain))
      Self.bars(["a", "b"], [[1, 2]]).render(
        into: &buffer, area: Rect(x: 1, y: 1, width: size.width, height: size.height))
      #expect(buffer.lines[0] == "········")
      #expect(buffer.lines[4] == "········")
    }
  }
}
