import TChartData
import Testing

@testable import TChartCells
@testable import TChartRender

@Suite struct WidgetTests {
  func rendered(_ widget: some Widget, width: Int, height: Int) -> ScreenBuffer {
    var buffer = ScreenBuffer(size: Size(width: width, height: height))
    widget.render(into: &buffer, area: buffer.area)
    return buffer
  }

  @Test func yAxisLabelsAreRightAlignedOnTheirTickRows() {
    let axis = YAxis(ticks: [1000, 1500, 2000, 2500], yRange: 800...2500)
    #expect(YAxis.width(for: axis.ticks) == 5)
    let buffer = rendered(axis, width: 5, height: 8)
    #expect(
      buffer.lines == [
        "2.5K ", "     ", "  2K ", "     ", "1.5K ", "     ", "  1K ", "     ",
      ])
    #expect(buffer[0, 0].style == Theme.terminal.axisLabel)
  }

  @Test func yAxisSkipsTicksOutsideTheRangeOrTooWide() {
    let animating = YAxis(ticks: [0, 50, 100, 150], yRange: 40...120)
    #expect(rendered(animating, width: 4, height: 4).lines == ["    ", "100 ", "    ", " 50 "])
    #expect(rendered(animating, width: 3, height: 4).lines == ["   ", "   ", "   ", "50 "])
  }

  @Test func xAxisLabelsSitUnderTheirDots() {
    let chart = Fixtures.daily(count: 15)
    let axis = XAxis(kind: .time, xRange: chart.xSpan!)
    #expect(
      rendered(axis, width: 40, height: 2).lines == [
        "               Jan 7             Jan 14 ", String(repeating: " ", count: 40),
      ])
    let numbers = XAxis(kind: .number, xRange: 0...10)
    #expect(rendered(numbers, width: 30, height: 1).text == "0              5            10")
  }

  @Test func xAxisOfAChartNeverTicksBetweenItsSamples() {
    let chart = Fixtures.daily(count: 10)
    let window = Fixtures.start...(Fixtures.start + 3 * 86_400)
    #expect(
      rendered(XAxis(kind: .time, xRange: window), width: 60, height: 1).text
        == "Jan 1   12:00     Jan 2     12:00    Jan 3     12:00   Jan 4")
    #expect(
      rendered(XAxis(chart: chart, xRange: window), width: 60, height: 1).text
        == "Jan 1             Jan 2              Jan 3             Jan 4")
  }

  @Test func legendTokensInLineColoursWithHiddenLinesDimmed() {
    let entries = [
      LegendEntry(key: "1", name: "Joined", info: "1,234", color: RGBColor(hex: "#3DC23F")!),
      LegendEntry(
        key: "2", name: "Left", info: nil, color: RGBColor(hex: "#F34C44")!, hidden: true),
    ]
    let legend = LegendLine(entries: entries)
    let buffer = rendered(legend, width: 30, height: 1)
    #expect(buffer.text == "1 Joined 1,234  2 Left        ")
    let green = Theme.terminal.lineStyle(entries[0].color)
    #expect(buffer[0, 0].style == green.adding(.bold))
    #expect(buffer[2, 0].style == green)
    #expect(buffer[9, 0].style == Theme.terminal.text)
    #expect(buffer[16, 0].style == Theme.terminal.legendHidden)
  }

  /// The `…` of dropped tokens became `+N` (issue 11), the tokens kept keeping their values.
  @Test func legendFitsWithACountAndCutsOnlyAnOverlongFirstToken() {
    let entries = (1...4).map {
      LegendEntry(
        key: "\($0)", name: "Line \($0)", info: "\($0 * 100)", color: RGBColor(hex: "#3896E8")!)
    }
    let legend = LegendLine(entries: entries)
    let fitted = rendered(legend, width: 30, height: 1)
    #expect(fitted.text == "1 Line 1 100  2 Line 2 200  +2")
    #expect(fitted[28, 0] == Cell("+", style: Theme.terminal.legendEllipsis))
    #expect(rendered(legend, width: 8, height: 1).text == "1 Line 1")
    let wide = LegendLine(entries: [
      LegendEntry(key: "1", name: "日本語の名前", info: "5", color: RGBColor(hex: "#3896E8")!)
    ])
    #expect(rendered(wide, width: 9, height: 1).text == "1 日本語…")
    #expect(rendered(wide, width: 16, height: 1).text == "1 日本語の名前 5")
    #expect(rendered(wide, width: 15, height: 1).text == "1 日本語の名前 ")
    let cut = rendered(legend, width: 7, height: 1)
    #expect(cut.text == "1 Line…")
    #expect(cut[6, 0].style == Theme.terminal.lineStyle(entries[0].color))
  }

  @Test func monochromeLegendMarksEachLineAndDimsHiddenOnes() {
    let theme = Theme(.terminal, monochrome: true)
    let entries = (0..<3).map { line in
      LegendEntry(
        key: "\(line + 1)", name: "L\(line + 1)", info: line == 1 ? nil : "\(line)",
        color: RGBColor(hex: "#3896E8")!, hidden: line == 1,
        mark: String(theme.marker(forLine: line)))
    }
    let buffer = rendered(LegendLine(entries: entries, theme: theme), width: 26, height: 1)
    #expect(buffer.text == "● 1 L1 0  ○ 2 L2  ◆ 3 L3 2")
    #expect(buffer[0, 0] == Cell("●", style: theme.base.adding(.bold)))
    #expect(buffer[10, 0] == Cell("○", style: theme.legendHidden))
    #expect(buffer[18, 0] == Cell("◆", style: theme.base.adding(.bold)))
    #expect(buffer[25, 0].style == theme.text)
    // One cell short: the hidden line's token keeps its place, the `+1` takes the last one.
    let narrow = rendered(LegendLine(entries: entries, theme: theme), width: 25, height: 1)
    #expect(narrow.text == "● 1 L1 0  ○ 2 L2  +1     ")
    #expect(narrow[10, 0] == Cell("○", style: theme.legendHidden))
  }

  @Test func titleWithPositionNameAndRange() {
    let title = TitleLine(position: 2, count: 5, name: "Followers", dateRange: "Mar 3 – Jun 9 2018")
    #expect(
      rendered(title, width: 40, height: 1).text == "2/5  Followers  ·  Mar 3 – Jun 9 2018   ")
    #expect(rendered(title, width: 30, height: 1).text == "2/5  Followers                ")
    #expect(rendered(title, width: 8, height: 1).text == "2/5  Fol")
    let buffer = rendered(title, width: 40, height: 1)
    #expect(buffer[5, 0].style == Theme.terminal.title)
    #expect(buffer[0, 0].style == Theme.terminal.titleDetail)
  }

  @Test func titleRangeTextOfSamples() {
    let daily = Fixtures.daily(count: 90)
    #expect(TitleLine.rangeText(of: daily, indices: 0..<90) == "Jan 1 – Mar 31 2019")
    #expect(TitleLine.rangeText(of: daily, indices: 10..<500) == "Jan 11 – Mar 31 2019")
    #expect(TitleLine.rangeText(of: daily, indices: 95..<99) == nil)
    #expect(TitleLine.rangeText(of: daily, indices: 5..<6) == "Jan 6 2019")
    let hourly = ChartSet(
      name: "h", x: [Fixtures.start + 3600, Fixtures.start + 7200],
      lines: [Series(id: "y0", name: "A", color: RGBColor(hex: "#fff")!, values: [1, 2])])
    #expect(TitleLine.rangeText(of: hourly, indices: 0..<2) == "Jan 1 2019 01:00 – 02:00")
    let numbers = Fixtures.numbers([[1, 2, 3, 4]])
    #expect(TitleLine.rangeText(of: numbers, indices: 1..<4) == "1 – 3")
  }

  @Test func statusLineShowsAMessageAndTheHelpHint() {
    #expect(rendered(StatusLine(), width: 12, height: 1).text == "      ? help")
    #expect(rendered(StatusLine(message: "hidden"), width: 14, height: 1).text == "hidden  ? help")
    #expect(rendered(StatusLine(message: "hidden"), width: 13, height: 1).text == "hidden       ")
    #expect(rendered(StatusLine(), width: 4, height: 1).text == "? he")
  }

  /// Every widget, at every small size and at areas reaching outside the buffer, draws only
  /// inside its area and never traps.
  @Test func tinyAndOddSizesNeverTrapAndStayInsideTheArea() {
    let chart = Fixtures.daily(count: 20)
    let widgets: [any Widget] = [
      LineGraph(chart: chart, xRange: chart.xSpan!, yRange: 0...5000, gridTicks: [1000, 2000]),
      YAxis(ticks: [1000, 2000, 3000], yRange: 0...5000),
      XAxis(kind: .time, xRange: chart.xSpan!),
      XAxis(kind: .number, xRange: 0...1),
      LegendLine(entries: [
        LegendEntry(key: "1", name: "日本", info: "1", color: RGBColor(hex: "#fff")!)
      ]),
      TitleLine(position: 1, count: 1, name: "日本語", dateRange: "x"),
      StatusLine(message: "m"),
    ]
    let sentinel = Cell("#")
    for widget in widgets {
      for width in 0...7 {
        for height in 0...7 {
          for origin in [
            Point(x: 0, y: 0), Point(x: 3, y: 2), Point(x: -2, y: -1), Point(x: 6, y: 5),
          ] {
            var buffer = ScreenBuffer(size: Size(width: 8, height: 6), filling: sentinel)
            let area = Rect(origin: origin, size: Size(width: width, height: height))
            widget.render(into: &buffer, area: area)
            for y in 0..<6 {
              for x in 0..<8 where !area.contains(Point(x: x, y: y)) {
                #expect(buffer[x, y] == sentinel, "\(type(of: widget)) drew outside \(area)")
              }
            }
          }
        }
      }
    }
  }
}
