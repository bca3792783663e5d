import TChartCells
import TChartData
import Testing

@testable import TChartExplorer

/// The legend with many series (issue 11): `+N` counts the lines not shown and opens the
/// picker, the tokens shown keep their values, hidden lines keep their places (issue 26).
@Suite struct LegendManySeriesTests {
  func state(_ chart: ChartSet = LinePickerTests.many, width: Int) -> ExplorerState {
    ExplorerState(chartSets: [chart], screenSize: Size(width: width, height: 24))
  }

  /// `count` lines named `L1`, `L2`, … (short enough for every token to fit at 120 columns).
  func short(_ count: Int) -> ChartSet {
    ChartSet(
      name: "Short", x: (0..<10).map { Fixtures.start + Double($0) * Fixtures.day },
      lines: (1...count).map { number in
        Series(
          id: "y\(number)", name: "L\(number)", color: RGBColor.defaultPalette[number % 8],
          values: (0..<10).map { Double($0 + number) })
      })
  }

  @Test func thirtySeriesFromTwentyToTwoHundredColumns() {
    for width in 20...200 {
      let state = state(width: max(width, 30))
      let legend = ExplorerLegend.widget(state: state, theme: state.look.renderTheme)
      let layout = legend.layout(width: width)
      let cells = { (text: String) in DisplayWidth.of(text) }
      #expect(layout.width <= width)
      // 30 tokens never fit: a `+N` count of exactly the lines not shown.
      #expect(layout.more?.count == 30 - layout.items.count, "width \(width)")
      // Every token shown but the last has its value; the last lacks it only when too wide.
      #expect(layout.items.dropLast().allSatisfy { $0.showsInfo }, "width \(width)")
      if let last = layout.items.last, !last.showsInfo, layout.items.count > 1 {
        let entry = legend.entries[last.index]
        let extra = cells(" " + (entry.info ?? ""))
        #expect(layout.width + extra > width, "width \(width)")
      }
      // The legend row draws the same count.
      guard width >= 30 else { continue }
      let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
      let row = state.layout.legend.y
      #expect(frame.line(row).contains("+\(30 - layout.items.count)"), "width \(width)")
    }
  }

  @Test func aClickOnTheCountOpensThePicker() throws {
    for width in [30, 80, 200] {
      var state = state(width: width)
      let layout = state.layout
      let more = try #require(layout.legendTokens.last)
      guard case .more(let count) = more.target else {
        Issue.record("no +N token at \(width)")
        continue
      }
      #expect(more.line == nil)
      #expect(count == 30 - (layout.legendTokens.count - 1))
      reduce(into: &state, action: .input(.press(at: Point(x: more.rect.maxX - 1, y: more.rect.y))))
      #expect(state.modal.linePicker == LinePicker())
      #expect(state.view.hidden.isEmpty)
      // From there every line is reachable: series 11–23 included.
      #expect((state.modal.linePicker ?? LinePicker()).lines(in: state.chartSet) == Array(0..<30))
    }
  }

  @Test func twentyThreeSeriesAtTwoHundredColumnsReachEveryLine() throws {
    let chart = ChartSet(
      name: "23", x: LinePickerTests.many.x, lines: Array(LinePickerTests.many.lines.prefix(23)))
    var state = state(chart, width: 200)
    let hits = state.layout.legendTokens
    let shown = Set(hits.compactMap(\.line))
    let more = try #require(hits.last)
    #expect(more.target == .more(count: 23 - shown.count))
    reduce(into: &state, action: .input(.press(at: Point(x: more.rect.x, y: more.rect.y))))
    // Series 17 (not in the legend) hidden through the picker: the count grows by none, the
    // legend still shows every visible token with its value.
    #expect(!shown.contains(16))
    for character in "Private" {
      reduce(into: &state, action: .input(.key(.character(character))))
    }
    reduce(into: &state, action: .input(.key(.character(" "))))
    reduce(into: &state, action: .input(.key(.escape)))
    #expect(state.view.hidden == [16])
    let layout = ExplorerLegend.widget(state: state, theme: state.look.renderTheme).layout(
      width: 200)
    #expect(layout.items.allSatisfy { $0.index != 16 })
    #expect(layout.items.dropLast().allSatisfy { $0.showsInfo })
  }

  @Test func onlyLineTwoVisibleShowsItsValue() {
    var state = state(width: 80)
    state.view.indicator = 9
    reduce(into: &state, action: .input(.key(.character("@"))))
    #expect(state.shown.visibleLines == [1])
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    let legend = frame.line(state.layout.legend.y)
    // Hidden lines' tokens keep their places, dimmed; `+N` takes the tail.
    #expect(
      legend.hasPrefix(
        "1 Line 1  2 Line 2 18  3 Line 3  4 Line 4  5 Line 5  6 Line 6  7 Line 7  +23"))
    #expect(
      state.layout.legendTokens.map(\.target) == (0..<7).map { .line($0) } + [.more(count: 23)])
    state.terminal.size = Size(width: 30, height: 24)
    let narrow = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(narrow.line(state.layout.legend.y).hasPrefix("1 Line 1  2 Line 2 18  +28"))
    // Narrower still, line 2's token goes to the count with its value (the tooltip shows it).
    state.terminal.size = Size(width: 20, height: 24)
    let layout = ExplorerLegend.widget(state: state, theme: state.look.renderTheme).layout(
      width: 20)
    #expect(layout.items.map(\.index) == [0] && layout.items[0].text == "1 Line 1")
    #expect(layout.more?.count == 29)
  }

  @Test func linesFromTenOnHaveNoKeyAndShowTheirState() throws {
    var state = state(short(12), width: 120)
    state.view.hidden = [10]
    state.view.indicator = 0
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    let row = state.layout.legend.y
    #expect(
      frame.line(row).trimmingTrailingSpaces
        == "1 L1 1  2 L2 2  3 L3 3  4 L4 4  5 L5 5  6 L6 6  7 L7 7  8 L8 8  9 L9 9  L10 10  L11  L12 12"
    )
    let hidden = try #require(state.layout.legendTokens.first { $0.line == 10 })
    let x = hidden.rect.x
    #expect(frame[x, row] == Cell("L", style: state.look.renderTheme.legendHidden))
    #expect(
      frame[x - 7, row].style == state.look.renderTheme.lineStyle(state.chartSet.lines[9].color))
    // A click on the hidden token shows line 11 again.
    reduce(into: &state, action: .input(.press(at: Point(x: x, y: row))))
    #expect(state.view.hidden.isEmpty)
  }

  @Test func monochromeLegendMarksEachLine() {
    var state = state(short(3), width: 80)
    state.look.monochrome = true
    state.view.indicator = 5
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(frame.line(state.layout.legend.y).hasPrefix("● 1 L1 6  ○ 2 L2 7  ◆ 3 L3 8  "))
    state.look.monochrome = false
    let colour = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(colour.line(state.layout.legend.y).hasPrefix("1 L1 6  2 L2 7  3 L3 8  "))
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
