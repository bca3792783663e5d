import TChartCells
import TChartData
import TChartRender
import TChartTime
import Testing

@testable import TChartExplorer

/// The tooltip on 23 hourly series at 30×12, 80×24 and 200×60, the indicator at the
/// left edge, the middle and the right edge: the box takes at most about a third of the
/// graph's width and half its height, lists the lines in legend order and says how many did
/// not fit (`+N more`), writes a whole date, and stays off the cursor's column; under 40
/// columns it is one line on the status line instead.
@Suite struct TooltipFitTests {
  /// 23 hourly series named `Series 1` … `Series 23`, 200 samples from Sun, May 2 2021 00:00.
  static let many = ChartSet(
    name: "Many", x: (0..<200).map { 1_619_913_600 + Double($0) * 3600 },
    lines: (0..<23).map { line in
      Series(
        id: "y\(line)", name: "Series \(line + 1)",
        color: RGBColor.defaultPalette[line % RGBColor.defaultPalette.count],
        values: (0..<200).map { Double(line * 10 + $0 % 17) + 0.5 })
    })

  static let sizes = [
    Size(width: 30, height: 12), Size(width: 80, height: 24), Size(width: 200, height: 60),
  ]

  func frame(_ size: Size, indicator: Int, monochrome: Bool = false)
    -> (ExplorerState, ScreenBuffer)
  {
    var state = ExplorerState(chartSets: [Self.many], screenSize: size)
    reduce(into: &state, action: .input(.resize(size)))
    state.view.indicator = indicator
    state.look.monochrome = monochrome
    return (state, ExplorerScreen.render(state: state, size: size))
  }

  /// The box drawn in `area`: its rectangle and its inner rows' text.
  func box(in buffer: ScreenBuffer, area: Rect) -> (Rect, [String])? {
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX where buffer[x, y].scalar == "╭" {
        guard let right = (x..<area.maxX).first(where: { buffer[$0, y].scalar == "╮" }),
          let bottom = (y..<area.maxY).first(where: { buffer[x, $0].scalar == "╰" })
        else { return nil }
        let rect = Rect(x: x, y: y, width: right - x + 1, height: bottom - y + 1)
        let rows = (y + 1..<bottom).map { row in
          String(String.UnicodeScalarView((x + 2..<right - 1).map { buffer[$0, row].scalar }))
            .trimmingTrailingSpaces()
        }
        return (rect, rows)
      }
    }
    return nil
  }

  @Test(arguments: [0, 100, 199])
  func theBoxFitsAThirdOfTheWidthAndHalfTheHeight(indicator: Int) throws {
    for size in Self.sizes.dropFirst() {
      let (state, buffer) = frame(size, indicator: indicator)
      let graph = state.layout.graph
      let (rect, rows) = try #require(box(in: buffer, area: graph), "\(size)")
      #expect(rect.width <= graph.width / 3 + 4, "\(size)")
      #expect(rect.height <= graph.height / 2, "\(size)")
      // The date row is one of the date's whole forms (never cut mid-number).
      let forms = DateFormat.fullForms(
        Self.many.xValue(at: indicator), precision: state.shown.timePrecision)
      #expect(forms.contains(rows[0]), "\(size): \(rows[0])")
      // The lines in legend order, then `+N more` for the rest.
      let lines = rows.dropFirst().filter { !$0.hasPrefix("+") }
      #expect(lines.enumerated().allSatisfy { $1.hasPrefix("● Series \($0 + 1) ") }, "\(size)")
      let more = try #require(rows.last?.split(separator: " ").first, "\(size)")
      #expect(more == "+\(23 - lines.count)", "\(size): \(rows)")
      #expect(rows.last?.hasSuffix("more (/)") == true, "\(size)")
      // Never over the cursor's column.
      let cursor = try #require(
        IndicatorCursor(
          chart: Self.many, hidden: [], index: indicator, xRange: state.shown.windowXRange,
          yRange: 0...1, theme: state.look.renderTheme
        ).column(area: graph))
      #expect(!(rect.x...rect.maxX - 1).contains(cursor), "\(size): \(rect) over \(cursor)")
    }
  }

  @Test func atTwoHundredColumnsTheBoxListsMoreLines() throws {
    let (state, buffer) = frame(Size(width: 200, height: 60), indicator: 100)
    let (_, rows) = try #require(box(in: buffer, area: state.layout.graph))
    // Half of a 47-row graph: 23 rows, the date, 21 lines and `+2 more (/)`.
    #expect(rows.count >= 20)
    #expect(rows[0] == "Thu, May 6 2021 04:00")
  }

  /// 30×12: a 23-column graph. No box; the status line reads `date · ● name value · +N`,
  /// the shown and the counted lines adding up to 23.
  @Test func underFortyColumnsTheTooltipIsTheStatusLine() throws {
    for indicator in [0, 100, 199] {
      let (state, buffer) = frame(Size(width: 30, height: 12), indicator: indicator)
      #expect(box(in: buffer, area: state.layout.graph) == nil)
      let line = buffer.line(state.layout.status.y)
      let parts = line.trimmingTrailingSpaces().components(separatedBy: " · ")
      let forms = DateFormat.fullForms(
        Self.many.xValue(at: indicator), precision: state.shown.timePrecision)
      #expect(forms.contains(parts[0]), "\(line)")
      let shown = parts.dropFirst().filter { $0.hasPrefix("●") }.count
      let more = try #require(parts.last.flatMap { Int($0.dropFirst().prefix { $0 != " " }) })
      #expect(shown >= 1 && shown + more == 23, "\(line)")
      #expect(!line.contains("? help"))
    }
  }

  /// 23 stacked bars at 80×24: the same rules, `+N more` before the `All` row, which stays
  /// last with the total of every visible segment.
  @Test func theBarsTooltipKeepsAllLast() throws {
    var chart = Self.many
    chart.lines = chart.lines.map {
      var bar = $0; bar.kind = .bar; return bar
    }
    chart.flags = [.stacked]
    var state = ExplorerState(chartSets: [chart], screenSize: Size(width: 80, height: 24))
    reduce(into: &state, action: .input(.resize(Size(width: 80, height: 24))))
    state.view.indicator = 100
    let buffer = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
    let graph = state.layout.graph
    let (rect, rows) = try #require(box(in: buffer, area: graph))
    #expect(rect.height <= graph.height / 2)
    let lines = rows.dropFirst().filter { $0.hasPrefix("● Series") }
    #expect(lines.count >= 1)
    #expect(rows[rows.count - 2] == "+\(23 - lines.count) more (/)")
    // Sample 100 of line k is 10k + 100 % 17 + 0.5: the 23 add up to 2,886.5.
    #expect(rows.last?.hasPrefix("● All ") == true)
    #expect(rows.last?.hasSuffix(" 2,886.5") == true)
  }

  /// Monochrome: each row's mark is its line's shape (`●○◆◇■□▲△`, in turn).
  @Test func monochromeRowsHaveAShapePerLine() throws {
    let (state, buffer) = frame(Size(width: 200, height: 60), indicator: 100, monochrome: true)
    let (_, rows) = try #require(box(in: buffer, area: state.layout.graph))
    let marks = rows.dropFirst().filter { !$0.hasPrefix("+") }.compactMap(\.unicodeScalars.first)
    #expect(marks.count > 8)
    for (line, mark) in marks.enumerated() { #expect(mark == Theme.lineMarkers[line % 8]) }
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " || text.last == "\u{2800}" { text.removeLast() }
    return text
  }
}
