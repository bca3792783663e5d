import TChartCells
import TChartExplorer
import Testing

private func cards(_ width: Int, _ height: Int, count: Int, selected: Int = 0, first: Int = 0)
  -> ChartCardsLayout
{
  ChartCardsLayout(
    size: Size(width: width, height: height), count: count, selected: selected, firstRow: first)
}

/// The cards' frames, after checking each card's title, graph and legend against its frame.
private func frames(_ layout: ChartCardsLayout) -> [Rect] {
  layout.cards.map { card in
    let f = card.frame
    #expect(card.title == Rect(x: f.x, y: f.y, width: f.width, height: 1))
    #expect(card.graph == Rect(x: f.x, y: f.y + 1, width: f.width, height: f.height - 2))
    #expect(card.legend == Rect(x: f.x, y: f.maxY - 1, width: f.width, height: 1))
    #expect(card.graph.width >= 30 && card.graph.height >= 8)
    return f
  }
}

private func rect(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Rect {
  Rect(x: x, y: y, width: width, height: height)
}

@Suite struct ChartCardsLayoutTests {
  @Test func at80x24() {
    let three = cards(80, 24, count: 3)
    #expect(three.columns == 2)
    #expect(frames(three) == [rect(0, 0, 40, 12), rect(41, 0, 39, 12), rect(0, 12, 40, 11)])
    #expect(three.cards.map(\.index) == [0, 1, 2])
    #expect(three.status == rect(0, 23, 80, 1))
    let four = [rect(0, 0, 40, 12), rect(41, 0, 39, 12), rect(0, 12, 40, 11), rect(41, 12, 39, 11)]
    #expect(frames(cards(80, 24, count: 4)) == four)
    #expect(frames(cards(80, 24, count: 5)) == four)  // the third row is scrolled off
    let last = cards(80, 24, count: 5, selected: 4)
    #expect(last.firstRow == 1)
    #expect(last.cards.map(\.index) == [2, 3, 4])
    #expect(frames(last) == four.dropLast())
  }

  @Test func at120x40() {
    let top = [rect(0, 0, 40, 39), rect(41, 0, 39, 39), rect(81, 0, 39, 39)]
    #expect(cards(120, 40, count: 3).columns == 3)
    #expect(frames(cards(120, 40, count: 3)) == top)
    let row0 = [rect(0, 0, 40, 20), rect(41, 0, 39, 20), rect(81, 0, 39, 20)]
    #expect(frames(cards(120, 40, count: 4)) == row0 + [rect(0, 20, 40, 19)])
    #expect(
      frames(cards(120, 40, count: 5)) == row0 + [rect(0, 20, 40, 19), rect(41, 20, 39, 19)])
  }

  @Test func at200x60() {
    #expect(
      frames(cards(200, 60, count: 3)) == [
        rect(0, 0, 66, 59), rect(67, 0, 66, 59), rect(134, 0, 66, 59),
      ])
    #expect(
      frames(cards(200, 60, count: 4)) == [
        rect(0, 0, 50, 59), rect(51, 0, 49, 59), rect(101, 0, 49, 59), rect(151, 0, 49, 59),
      ])
    #expect(
      frames(cards(200, 60, count: 5)) == [
        rect(0, 0, 40, 59), rect(41, 0, 39, 59), rect(81, 0, 39, 59), rect(121, 0, 39, 59),
        rect(161, 0, 39, 59),
      ])
    #expect(ChartCardsLayout.columns(width: 200, count: 9) == 6)
    #expect(frames(cards(200, 60, count: 9)).count == 9)
  }

  @Test func arrowKeysMoveTheSelectionWithClamping() {
    // 5 cards in 2 columns: [0 1] [2 3] [4].
    func move(_ from: Int, _ direction: ChartCardsLayout.Direction) -> Int {
      ChartCardsLayout.moved(from, direction, count: 5, columns: 2)
    }
    #expect(move(0, .left) == 0 && move(0, .up) == 0)
    #expect(move(0, .right) == 1 && move(1, .right) == 1)
    #expect(move(1, .down) == 3 && move(2, .down) == 4)
    #expect(move(3, .down) == 4)  // into the shorter last row: its last card
    #expect(move(4, .down) == 4 && move(4, .right) == 4 && move(4, .left) == 4)
    #expect(move(4, .up) == 2 && move(3, .up) == 1 && move(3, .left) == 2)
    #expect(ChartCardsLayout.moved(9, .left, count: 3, columns: 3) == 1)  // clamped first
    #expect(ChartCardsLayout.moved(0, .down, count: 0, columns: 2) == 0)
  }

  @Test func scrollingKeepsTheSelectedCardShown() {
    let size = Size(width: 80, height: 24)
    #expect(ChartCardsLayout.firstRow(size: size, count: 9, selected: 8, proposed: 0) == 3)
    #expect(ChartCardsLayout.firstRow(size: size, count: 9, selected: 0, proposed: 3) == 0)
    #expect(ChartCardsLayout.firstRow(size: size, count: 9, selected: 5, proposed: 1) == 1)
    #expect(ChartCardsLayout.firstRow(size: size, count: 9, selected: 5, proposed: 9) == 2)
    for count in 1...12 {
      for (width, height) in [(30, 11), (80, 24), (120, 40), (200, 60)] {
        var first = 0
        for selected in Array(0..<count) + (0..<count).reversed() {
          let layout = cards(width, height, count: count, selected: selected, first: first)
          first = layout.firstRow
          #expect(layout.cards.map(\.index).contains(selected))
          #expect(layout.cards.allSatisfy { $0.frame.maxY <= height - 1 && $0.frame.maxX <= width })
        }
      }
    }
  }

  @Test func tooSmallAndHitTesting() {
    #expect(ChartCardsLayout.minimumSize == Size(width: 30, height: 11))
    #expect(frames(cards(30, 11, count: 2)) == [rect(0, 0, 30, 10)])
    for (width, height) in [(29, 24), (80, 10)] {
      let layout = cards(width, height, count: 3)
      #expect(layout.isTooSmall && layout.cards.isEmpty && layout.status == .zero)
    }
    let layout = cards(80, 24, count: 3)
    #expect(layout.chartSet(at: Point(x: 40, y: 3)) == nil)  // the gap between columns
    #expect(layout.chartSet(at: Point(x: 41, y: 3)) == 1)
    #expect(layout.chartSet(at: Point(x: 50, y: 15)) == nil)  // no fourth card
    #expect(layout.chartSet(at: Point(x: 10, y: 22)) == 2)
  }
}
