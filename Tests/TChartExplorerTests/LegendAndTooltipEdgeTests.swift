import TChartCells
import TChartData
import TChartRender
import Testing

@testable import TChartExplorer

/// Issue 26's legend and tooltip rough edges: a hidden line keeps its dimmed token in its place
/// (a second click there shows it again, `+N` takes the tail), dropped values are abbreviated
/// then marked, the tooltip keeps a value row at 80×14, and no tooltip covers the newest data
/// until the indicator first moves.
@Suite struct LegendAndTooltipEdgeTests {
  /// Lines of mixed magnitudes, as an economics table has: population beside spending and rates.
  static let mixed = ChartSet(
    name: "Mixed", x: (0..<40).map { 1950 + Double($0) },
    lines: [
      ("population", 300_000.0, 1_000.0), ("spending", 12_000_000, 10_000),
      ("saving rate", 7.5, 0.1), ("unemployment", 5, 0.1), ("inflation", 2, 0.1),
    ].enumerated().map { index, line in
      Series(
        id: "y\(index)", name: line.0, color: RGBColor.defaultPalette[index],
        values: (0..<40).map { line.1 + Double($0) * line.2 })
    })

  func legendRow(_ state: ExplorerState) -> String {
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    return frame.line(state.layout.legend.y).trimmingTrailingSpaces
  }

  func click(_ point: Point, _ state: inout ExplorerState) {
    reduce(into: &state, action: .input(.press(at: point)))
    reduce(into: &state, action: .input(.release(at: point)))
  }

  @Test func aClickHidesALineAndASecondClickOnTheSameCellShowsItAgain() throws {
    var state = Fixtures.dailyState()
    #expect(legendRow(state) == "1 Joined 1,190  2 Left 70  3 Views 11,900")
    let token = try #require(state.layout.legendTokens.first { $0.line == 1 })
    let point = Point(x: token.rect.x, y: token.rect.y)
    click(point, &state)
    #expect(state.view.hidden == [1])
    // The token stays where it was, dimmed, without a value.
    #expect(legendRow(state) == "1 Joined 1,190  2 Left  3 Views 11,900")
    let hidden = try #require(state.layout.legendTokens.first { $0.line == 1 })
    #expect(hidden.rect.x == token.rect.x && hidden.rect.width == 6)
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(frame[point.x, point.y] == Cell("2", style: state.look.renderTheme.legendHidden))
    click(point, &state)
    #expect(state.view.hidden.isEmpty)
    #expect(legendRow(state) == "1 Joined 1,190  2 Left 70  3 Views 11,900")
  }

  @Test func theCountTakesTheTailNeverTheTokenJustClicked() throws {
    var state = ExplorerState(
      chartSets: [LinePickerTests.many], screenSize: Size(width: 80, height: 24))
    let before = state.layout.legendTokens
    let token = try #require(before.first { $0.line == 1 })
    click(Point(x: token.rect.x, y: token.rect.y), &state)
    #expect(state.view.hidden == [1])
    let after = state.layout.legendTokens
    // Line 2 keeps its token in its place; the tokens shown are still the first ones, and
    // `+N` counts exactly the rest.
    #expect(after.first { $0.line == 1 }?.rect.x == token.rect.x)
    let lines = after.compactMap(\.line)
    #expect(lines == Array(0..<lines.count))
    #expect(after.last?.target == .more(count: 30 - lines.count))
    // Hidden through the picker's key (`2`) the same: the legend does not jump.
    var byKey = ExplorerState(
      chartSets: [LinePickerTests.many], screenSize: Size(width: 80, height: 24))
    reduce(into: &byKey, action: .input(.key(.character("2"))))
    #expect(byKey.layout.legendTokens == after)
  }

  @Test func valuesAreAbbreviatedThenMarkedAt80Columns() {
    var state = ExplorerState(chartSets: [Self.mixed], screenSize: Size(width: 80, height: 24))
    state.view.indicator = 39
    // Short forms first (12,390,000 → 12.4M), then values from the last, as few as needed for
    // every line to stay clickable, with a `…` that says so.
    #expect(
      legendRow(state)
        == "1 population 339K  2 spending  3 saving rate  4 unemployment  5 inflation  …")
    let layout = ExplorerLegend.widget(state: state, theme: state.look.renderTheme).layout(
      width: 80)
    #expect(layout.abbreviated && layout.valuesMark == 75)
    let frame = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(
      frame[75, state.layout.legend.y] == Cell("…", style: state.look.renderTheme.legendEllipsis))
    // A little wider, the values come back from the first.
    state.terminal.size = Size(width: 92, height: 24)
    #expect(
      legendRow(state)
        == "1 population 339K  2 spending 12.4M  3 saving rate 11.4  4 unemployment 8.9  5 inflation 5.9"
    )
    // Wide enough, every value in full and no mark.
    state.terminal.size = Size(width: 120, height: 24)
    #expect(
      legendRow(state)
        == "1 population 339,000  2 spending 12,390,000  3 saving rate 11.4  4 unemployment 8.9  5 inflation 5.9"
    )
  }

  /// The fitting order at every width from 40 to 200: full values, then short forms, then
  /// values left out (with the mark), then tokens from the end (counted by `+N`).
  @Test func theFittingOrderFrom40To200Columns() {
    var state = ExplorerState(chartSets: [Self.mixed], screenSize: Size(width: 80, height: 24))
    state.view.indicator = 39
    let widget = ExplorerLegend.widget(state: state, theme: state.look.renderTheme)
    let tokens = widget.entries.map(\.token)
    let fullWidth = DisplayWidth.of(
      tokens.map { $0.text(withInfo: true) }.joined(separator: LegendFit.separator))
    let shortWidth = DisplayWidth.of(
      tokens.map { $0.text(withInfo: true, short: true) }.joined(separator: LegendFit.separator))
    var previousShown = 0
    for width in 40...200 {
      let layout = widget.layout(width: width)
      let values = layout.items.filter(\.showsInfo).count
      #expect(layout.width <= width, "width \(width)")
      #expect(layout.items.map(\.index) == Array(0..<layout.items.count), "width \(width)")
      #expect(layout.abbreviated == (width < fullWidth), "width \(width)")
      if width >= shortWidth { #expect(values == tokens.count, "width \(width)") }
      // A value left out is always marked; the mark only then.
      let leftOut = layout.items.count - values
      #expect((leftOut > 0) == (layout.valuesMark != nil), "width \(width)")
      #expect((layout.more != nil) == (layout.items.count < tokens.count), "width \(width)")
      // Wider never shows fewer tokens.
      #expect(layout.items.count >= previousShown, "width \(width)")
      previousShown = layout.items.count
    }
  }

  /// The 80×14 frame: `x = 1954.916666667` and `+2 more (/)` with no value. A printed
  /// frame (no status line) keeps a value row, the count on the title row; the explorer puts
  /// the tooltip on the status line, values first.
  @Test func at80x14TheTooltipAlwaysShowsAValue() throws {
    let chart = ChartSet(
      name: "Months", x: (0..<480).map { 1950 + Double($0) / 12 }, xKind: .number,
      lines: [
        Series(
          id: "y0", name: "Joined", color: RGBColor.defaultPalette[0],
          values: (0..<480).map { 100 + Double($0) }),
        Series(
          id: "y1", name: "Left", color: RGBColor.defaultPalette[1],
          values: (0..<480).map { 50 + Double($0 % 7) }),
      ])
    var options = ExplorerOptions(size: Size(width: 80, height: 14))
    options.interactive = false
    options.indicator = 0.1
    var printed = try ExplorerState(chartSets: [chart], options: options)
    printed.view.indicator = 59
    let frame = ExplorerScreen.render(state: printed, size: printed.terminal.size)
    let rows = (0..<14).map { frame.line($0) }
    #expect(rows.contains { $0.contains("│ x = 1954.92  +1 │") })
    #expect(rows.contains { $0.contains("│ ● Joined    159 │") })
    #expect(!frame.text.contains("more"))
    var state = ExplorerState(chartSets: [chart], screenSize: Size(width: 80, height: 14))
    state.view.indicator = 59
    let explorer = ExplorerScreen.render(state: state, size: state.terminal.size)
    #expect(
      explorer.line(13).hasPrefix("x = 1954.92 · ● Joined 159 · ● Left 53      "))
    #expect(!explorer.text.contains("╭"))
  }

  /// Any box four rows high or more has a value row, whatever the rows, the total and the
  /// title; the rows shown and the count add up to every line.
  @Test func everyBoxFourRowsHighHasAValueRow() {
    let title = "x = 1954.916666667"
    for height in 4...30 {
      for count in 1...6 {
        for total in [nil, Tooltip.Row(mark: .plain, name: "All", value: "1,234")] {
          let rows = (1...count).map {
            Tooltip.Row(mark: .plain, name: "Line \($0)", value: "\($0 * 111)")
          }
          let tooltip = Tooltip(
            title: title, shorterTitles: ["1954.916666667"], rows: rows, total: total,
            anchor: 40, theme: .terminal)
          let fit = tooltip.fit(in: Rect(x: 0, y: 0, width: 80, height: height))
          let label = "height \(height), \(count) rows, total \(total != nil)"
          #expect(!fit.rows.isEmpty, "\(label)")
          #expect(fit.rows.count + fit.more == count, "\(label)")
          let lines = fit.rows.count + (fit.total == nil ? 0 : 1)
          #expect(fit.frame.height == 3 + lines + (fit.more > 0 && !fit.moreOnTitle ? 1 : 0))
        }
      }
    }
  }

  @Test func aFreshOpenShowsNoIndicatorUntilTheFirstMove() throws {
    let fresh = try ExplorerState(chartSets: [Fixtures.daily], options: ExplorerOptions())
    #expect(!fresh.panels.showsIndicator)
    #expect(!ExplorerScreen.render(state: fresh, size: fresh.terminal.size).text.contains("╭"))
    // Zoom, pan, a line toggled, the statistics: still none, the indicator on the window's end.
    var state = fresh
    for key in ["+", "<", "3", "i", "i", "3"] {
      reduce(into: &state, action: .input(.key(.character(Character(key)))))
      #expect(!state.panels.showsIndicator, "\(key)")
      #expect(state.view.indicator == state.view.windowIndices.upperBound, "\(key)")
    }
    // Each way of moving the indicator shows it.
    var moved = fresh
    reduce(into: &moved, action: .input(.key(.left)))
    #expect(moved.panels.showsIndicator && moved.view.indicator == 144)
    #expect(ExplorerScreen.render(state: moved, size: moved.terminal.size).text.contains("╭"))
    var pressed = fresh
    let graph = pressed.layout.graph
    click(Point(x: graph.x + 10, y: graph.y + 3), &pressed)
    #expect(pressed.panels.showsIndicator && pressed.view.indicator < 145)
    var home = fresh
    reduce(into: &home, action: .input(.key(.home)))
    #expect(home.panels.showsIndicator && home.view.indicator == 0)
    var goTo = fresh
    for key in "g2018-04-01" { reduce(into: &goTo, action: .input(.key(.character(key)))) }
    reduce(into: &goTo, action: .input(.key(.enter)))
    #expect(goTo.panels.showsIndicator && goTo.view.indicator == 29)
  }

  @Test func theListsLegendsShowTheirLastValuesBeforeTheFirstMove() throws {
    var options = ExplorerOptions()
    options.layout = .list
    var state = try ExplorerState(chartSets: [Fixtures.daily, Fixtures.second], options: options)
    #expect(!state.panels.showsIndicator)
    var text = ExplorerScreen.render(state: state, size: state.terminal.size).text
    #expect(text.contains("1 Joined 1,550  2 Left 75  3 Views 15,500"))
    #expect(text.contains("1 A 841  2 B 813"))
    // Once the shared indicator moves, a panel whose dates do not hold it shows no values.
    reduce(into: &state, action: .input(.key(.left)))
    #expect(state.panels.showsIndicator)
    text = ExplorerScreen.render(state: state, size: state.terminal.size).text
    #expect(text.contains("1 Joined 1,540  2 Left 70  3 Views 15,400"))
    #expect(text.contains("1 A  2 B"))
  }
}

extension String {
  fileprivate var trimmingTrailingSpaces: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
