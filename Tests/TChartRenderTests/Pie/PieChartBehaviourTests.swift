import TChartTesting
import Testing

@testable import TChartCells
@testable import TChartRender

/// The pie's rules, checked on cells rather than on whole frames.
@Suite struct PieChartBehaviourTests {
  @Test func aZeroSliceGetsNoCellsAndNoLabel() {
    let pie = PieChart(values: [2, 0, 1], colors: PieFrames.colors)
    let map = PieFrames.colorMap(PieFrames.render(pie, width: 30, height: 12))
    #expect(!map.contains("2"))
    #expect(map.contains("1") && map.contains("3"))
    #expect(pie.labels(size: Size(width: 30, height: 12)).map(\.text) == ["67%", "33%"])
  }

  @Test func placedLabelsAddUpTo100() {
    let pie = PieChart(values: [5, 3, 2], colors: PieFrames.colors)
    let labels = pie.labels(size: Size(width: 30, height: 12))
    #expect(labels.map(\.slice) == [0, 1, 2])
    #expect(labels.allSatisfy { $0.inside })
    #expect(labels.compactMap { Int($0.text.dropLast()) }.reduce(0, +) == 100)
  }

  @Test("the highlighted slice's cells and label are bold, and only those")
  func highlight() {
    let pie = PieChart(values: [5, 3, 2], colors: PieFrames.colors, highlighted: 1)
    let buffer = PieFrames.render(pie, width: 30, height: 12)
    let plain = PieFrames.render(
      PieChart(values: [5, 3, 2], colors: PieFrames.colors), width: 30, height: 12)
    for y in 0..<12 {
      for x in 0..<30 {
        let owner = pie.slice(atColumn: x, row: y, size: Size(width: 30, height: 12))
        #expect(buffer[x, y].style.attributes.contains(.bold) == (owner == 1))
        #expect(buffer[x, y].scalar == plain[x, y].scalar)
      }
    }
    #expect(pie.style(ofSlice: 1) == Style(foreground: .indexed(2), attributes: .bold))
    #expect(pie.style(ofSlice: 0) == Style(foreground: .indexed(1)))
  }

  @Test("small slices go outside the circle when the area is wider than the disc")
  func labelsOutside() {
    let pie = PieChart(values: [60, 25, 10, 3, 2], colors: PieFrames.colors)
    let size = Size(width: 40, height: 12)
    let labels = pie.labels(size: size)
    #expect(labels.map(\.text) == ["60%", "25%", "10%", "3%", "2%"])
    #expect(labels.map(\.inside) == [true, true, true, false, false])
    // Both small slices end just before 12 o'clock: their labels sit left of the disc.
    let buffer = PieFrames.render(pie, width: 40, height: 12)
    #expect(buffer.line(0).hasPrefix("           3% ⣠"))
    #expect(buffer.line(1).hasPrefix("        2% ⢀"))
  }

  @Test("a label with no room is dropped: a square area has no outside")
  func labelsDropped() {
    let pie = PieChart(values: [97, 1, 1, 1], colors: PieFrames.colors)
    let labels = pie.labels(size: Size(width: 20, height: 10))
    #expect(labels.first?.text == "97%")
    #expect(labels.count < 4)
    #expect(pie.labels(size: Size(width: 2, height: 1)).isEmpty)
  }

  @Test("labels stay in the area, apart, on their slice or on no lit cell")
  func labelPlacementProperty() {
    var random = SeededRandom(seed: 42)
    for _ in 0..<300 {
      let values = (0..<random.int(1...8)).map { _ in Double(random.int(0...40)) }
      let size = Size(width: random.int(0...60), height: random.int(0...20))
      let pie = PieChart(values: values, colors: PieFrames.colors)
      let labels = pie.labels(size: size)
      let percents = pie.slices.slices.map(\.percent)
      for (index, label) in labels.enumerated() {
        #expect(label.text == "\(percents[label.slice])%")
        #expect(label.column >= 0 && label.column + label.text.count <= size.width)
        #expect(label.row >= 0 && label.row < size.height)
        for column in label.column..<(label.column + label.text.count) {
          let owner = pie.slice(atColumn: column, row: label.row, size: size)
          #expect(label.inside ? owner == label.slice : owner == nil)
        }
        for other in labels[(index + 1)...] where other.row == label.row {
          let apart =
            other.column > label.column + label.text.count
            || label.column > other.column + other.text.count
          #expect(apart, "\(labels)")
        }
      }
    }
  }

  @Test(arguments: [
    (0, 0), (1, 1), (1, 5), (5, 1), (2, 1), (3, 2), (300, 3), (3, 80), (200, 60), (7, 200),
  ])
  func neverDrawsOutsideItsAreaNorTraps(width: Int, height: Int) {
    let marker = Cell("x", style: Style(foreground: .indexed(9)))
    var buffer = ScreenBuffer(size: Size(width: width + 4, height: height + 4), filling: marker)
    let area = Rect(x: 2, y: 2, width: width, height: height)
    for values in [[1.0], [5, 3, 2], [0, 0], [], [1, .nan, -3, 2]] {
      PieChart(values: values, colors: PieFrames.colors, highlighted: 0)
        .render(into: &buffer, area: area)
      PieChart(values: values, colors: [], monochrome: true).render(into: &buffer, area: area)
    }
    for y in 0..<buffer.size.height {
      for x in 0..<buffer.size.width where !area.contains(Point(x: x, y: y)) {
        #expect(buffer[x, y] == marker)
      }
    }
  }

  @Test func anAreaPartlyOffTheBufferIsClipped() {
    var buffer = ScreenBuffer(size: Size(width: 10, height: 5))
    PieChart(values: [1, 1], colors: PieFrames.colors)
      .render(into: &buffer, area: Rect(x: -10, y: -5, width: 20, height: 10))
    // The bottom-right quarter of a 20×10 pie: the 50% slice 1 (12 to 6 o'clock) only.
    #expect(PieFrames.colorMap(buffer).allSatisfy { $0 == "1" || $0 == "." || $0 == "\n" })
    #expect(buffer[0, 0].style.foreground == .indexed(1))
  }

  @Test func anEmptyPieIsBlank() {
    let buffer = PieFrames.render(
      PieChart(values: [0, 0, 0], colors: PieFrames.colors), width: 10, height: 5)
    #expect(buffer.cells.allSatisfy { $0 == .blank })
  }

  @Test func theBaseStyleFillsTheRestAndBacksTheLabels() {
    let base = Style(foreground: .indexed(252), background: .indexed(235))
    let pie = PieChart(values: [3, 1], colors: PieFrames.colors, base: base)
    let buffer = PieFrames.render(pie, width: 20, height: 10)
    #expect(buffer[0, 0] == Cell(" ", style: base))
    #expect(buffer[4, 2] == Cell("2", style: Style(background: .indexed(235))))
    #expect(buffer[10, 5].style == Style(foreground: .indexed(1), background: .indexed(235)))
  }

  @Test func fillPatternsDiffer() {
    let patterns = (0..<PieFillPattern.count).map { slice in
      (0..<8).flatMap { y in (0..<8).map { x in PieFillPattern.isOn(slice: slice, x: x, y: y) } }
    }
    #expect(Set(patterns).count == PieFillPattern.count)
    #expect(patterns[0].allSatisfy { $0 })
    #expect(PieFillPattern.isOn(slice: 7, x: 1, y: 0) == PieFillPattern.isOn(slice: 1, x: 1, y: 0))
  }
}
