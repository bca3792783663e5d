import TChartCells
import TChartExplorer
import Testing

/// Each panel as "index: frame y+height, graph y+height, [map y+height, slider y,] legend y"
/// (every rectangle spans the whole width).
private func summary(_ layout: ChartListLayout) -> [String] {
  layout.panels.map { panel in
    for rect in [panel.frame, panel.title, panel.graph, panel.legend] {
      #expect(rect.x == 0 && rect.width == layout.size.width)
    }
    #expect(panel.title == Rect(x: 0, y: panel.frame.y, width: layout.size.width, height: 1))
    #expect(panel.legend.maxY == panel.frame.maxY && panel.legend.height == 1)
    #expect(panel.graph.height >= ChartListLayout.minimumGraphRows)
    var text = "\(panel.index): \(panel.frame.y)+\(panel.frame.height)"
    text += " graph \(panel.graph.y)+\(panel.graph.height)"
    if !panel.miniMap.isEmpty {
      #expect(panel.slider.height == 1 && panel.slider.width == layout.size.width)
      text += " map \(panel.miniMap.y)+\(panel.miniMap.height) slider \(panel.slider.y)"
    }
    return text + " legend \(panel.legend.y)"
  }
}

private func list(_ width: Int, _ height: Int, count: Int, selected: Int = 0, first: Int = 0)
  -> ChartListLayout
{
  ChartListLayout(
    size: Size(width: width, height: height), count: count, selected: selected,
    firstVisible: first)
}

@Suite struct ChartListLayoutTests {
  @Test(arguments: [3, 4, 5]) func at80x24(count: Int) {
    let layout = list(80, 24, count: count)
    #expect(
      summary(layout) == [
        "0: 0+13 graph 1+8 map 9+2 slider 11 legend 12", "1: 13+10 graph 14+8 legend 22",
      ])
    #expect(layout.status == Rect(x: 0, y: 23, width: 80, height: 1))
    #expect(layout.firstVisible == 0)
  }

  @Test func at120x40() {
    #expect(
      summary(list(120, 40, count: 3)) == [
        "0: 0+15 graph 1+10 map 11+2 slider 13 legend 14", "1: 15+12 graph 16+10 legend 26",
        "2: 27+12 graph 28+10 legend 38",
      ])
    let four = [
      "0: 0+12 graph 1+7 map 8+2 slider 10 legend 11", "1: 12+9 graph 13+7 legend 20",
      "2: 21+9 graph 22+7 legend 29", "3: 30+9 graph 31+7 legend 38",
    ]
    #expect(summary(list(120, 40, count: 4)) == four)
    #expect(summary(list(120, 40, count: 5)) == four)  // the fifth panel does not fit whole
    #expect(list(120, 40, count: 5).status == Rect(x: 0, y: 39, width: 120, height: 1))
  }

  @Test func at200x60() {
    #expect(
      summary(list(200, 60, count: 3)) == [
        "0: 0+22 graph 1+17 map 18+2 slider 20 legend 21", "1: 22+19 graph 23+17 legend 40",
        "2: 41+18 graph 42+16 legend 58",
      ])
    #expect(
      summary(list(200, 60, count: 4)) == [
        "0: 0+17 graph 1+12 map 13+2 slider 15 legend 16", "1: 17+14 graph 18+12 legend 30",
        "2: 31+14 graph 32+12 legend 44", "3: 45+14 graph 46+12 legend 58",
      ])
    #expect(
      summary(list(200, 60, count: 5)) == [
        "0: 0+15 graph 1+10 map 11+2 slider 13 legend 14", "1: 15+11 graph 16+9 legend 25",
        "2: 26+11 graph 27+9 legend 36", "3: 37+11 graph 38+9 legend 47",
        "4: 48+11 graph 49+9 legend 58",
      ])
  }

  @Test func theSelectedPanelCarriesTheMiniMapAndSlider() {
    #expect(
      summary(list(120, 40, count: 3, selected: 1)) == [
        "0: 0+12 graph 1+10 legend 11", "1: 12+15 graph 13+10 map 23+2 slider 25 legend 26",
        "2: 27+12 graph 28+10 legend 38",
      ])
  }

  @Test func scrollingKeepsTheSelectedPanelWhole() {
    let last = list(80, 24, count: 5, selected: 4)
    #expect(last.firstVisible == 3)
    #expect(
      summary(last) == [
        "3: 0+10 graph 1+8 legend 9", "4: 10+13 graph 11+8 map 19+2 slider 21 legend 22",
      ])
    #expect(list(80, 24, count: 5, selected: 2).firstVisible == 1)
    #expect(list(80, 24, count: 5, selected: 2, first: 2).firstVisible == 2)
    #expect(list(80, 24, count: 5, selected: 0, first: 1).firstVisible == 0)
    // Far past the end: back to the first panel that still fills the screen.
    #expect(list(80, 24, count: 5, selected: 4, first: 10).firstVisible == 3)
    // Everything fits: never scrolled.
    #expect(list(200, 60, count: 5, selected: 4, first: 3).firstVisible == 0)
    #expect(
      ChartListLayout.firstVisible(
        size: Size(width: 80, height: 24), count: 5, selected: 3, proposed: 0) == 2)
  }

  @Test func everyVisibleSelectionIsWholeAndInsideTheScreen() {
    for (width, height) in [(30, 12), (80, 24), (120, 40), (200, 60), (90, 33)] {
      for count in 1...9 {
        var first = 0
        for selected in Array(0..<count) + (0..<count).reversed() {
          let layout = list(width, height, count: count, selected: selected, first: first)
          first = layout.firstVisible
          let indices = layout.panels.map(\.index)
          #expect(indices.contains(selected), "\(width)×\(height) \(count) \(selected)")
          #expect(indices == Array(first..<first + indices.count))
          #expect((layout.panels.last?.frame.maxY ?? 0) <= height - 1)
          let heights = layout.panels.map(\.frame.height).reduce(0, +)
          #expect(heights == height - 1, "the panels fill the screen")
        }
      }
    }
  }

  @Test func tooSmallAndEmpty() {
    #expect(ChartListLayout.minimumSize == Size(width: 30, height: 12))
    #expect(list(30, 12, count: 3).panels.count == 1)
    for (width, height) in [(29, 24), (80, 11)] {
      let layout = list(width, height, count: 3)
      #expect(layout.isTooSmall && layout.panels.isEmpty && layout.status == .zero)
    }
    let empty = list(80, 24, count: 0)
    #expect(!empty.isTooSmall && empty.panels.isEmpty && empty.firstVisible == 0)
  }

  @Test func hitTesting() {
    let layout = list(80, 24, count: 3)
    #expect(layout.chartSet(at: Point(x: 0, y: 0)) == 0)
    #expect(layout.chartSet(at: Point(x: 79, y: 12)) == 0)
    #expect(layout.chartSet(at: Point(x: 5, y: 13)) == 1)
    #expect(layout.chartSet(at: Point(x: 5, y: 23)) == nil)
    #expect(layout.chartSet(at: Point(x: 80, y: 5)) == nil)
  }
}
