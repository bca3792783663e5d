import TChartCells
import TChartRender
import Testing

@testable import TChartExplorer

/// Whole frames at 80×24 and 120×40: the rows the explorer owns are compared exactly; the
/// graph's braille (the render helper's widgets) is checked where the indicator crosses it.
@Suite("Explorer frames")
struct FrameTests {
  /// The text of `row` from column `from` (inclusive) to `to` (exclusive).
  func cells(_ buffer: ScreenBuffer, row: Int, _ from: Int, _ to: Int) -> String {
    String(String.UnicodeScalarView((from..<to).map { buffer[$0, row].scalar }))
  }

  func frame(_ size: Size, indicator: Int, _ change: (inout ExplorerState) -> Void = { _ in })
    -> (ExplorerState, ScreenBuffer)
  {
    var state = Fixtures.dailyState(size: size)
    reduce(into: &state, action: .input(.resize(size)))
    state.view.indicator = indicator
    change(&state)
    return (state, ExplorerScreen.render(state: state, size: size))
  }

  @Test func at80x24WithTheIndicatorOnTheRightEdgeTheTooltipFlipsLeft() {
    let (state, buffer) = frame(Size(width: 80, height: 24), indicator: 109)
    let layout = state.layout
    #expect(buffer.line(0) == "1/2  Daily  ·  Apr 8 – Jun 20 2018".padding(80))
    // The cursor is in the last column; the box ends two columns left of it.
    #expect(cells(buffer, row: 1, 58, 80).hasPrefix("╭──────────────────╮"))
    #expect(cells(buffer, row: 1, 58, 78) == "╭──────────────────╮")
    #expect(cells(buffer, row: 2, 58, 78) == "│ Wed, Jun 20 2018 │")
    #expect(cells(buffer, row: 3, 58, 78) == "│ ● Joined   1,190 │")
    #expect(cells(buffer, row: 4, 58, 78) == "│ ● Left        70 │")
    #expect(cells(buffer, row: 5, 58, 78) == "│ ● Views   11,900 │")
    #expect(cells(buffer, row: 6, 58, 78) == "╰──────────────────╯")
    // The cursor column holds `│`, a line's dots, or a marker in every graph row.
    let column = 79
    let cursorColumn = (layout.graph.y..<layout.graph.maxY).map { buffer[column, $0].scalar }
    #expect(cursorColumn.filter { $0 == "●" }.count == 3)
    #expect(cursorColumn.filter { $0 == "│" }.count >= 10)
    #expect(buffer.line(22) == "1 Joined 1,190  2 Left 70  3 Views 11,900".padding(80))
    #expect(buffer.line(23) == "? help".leftPadding(80))
  }

  @Test func at80x24WithTheIndicatorOnTheLeftEdgeTheTooltipIsRightOfTheCursor() {
    let (_, buffer) = frame(Size(width: 80, height: 24), indicator: 36)
    #expect(buffer[7, 1].scalar == "│")
    #expect(cells(buffer, row: 1, 9, 28) == "╭─────────────────╮")
    #expect(cells(buffer, row: 2, 9, 28) == "│ Sun, Apr 8 2018 │")
    #expect(cells(buffer, row: 3, 9, 28) == "│ ● Joined    460 │")
    #expect(cells(buffer, row: 4, 9, 28) == "│ ● Left       55 │")
    #expect(cells(buffer, row: 5, 9, 28) == "│ ● Views   4,600 │")
    #expect(cells(buffer, row: 6, 9, 28) == "╰─────────────────╯")
    #expect(buffer.line(22) == "1 Joined 460  2 Left 55  3 Views 4,600".padding(80))
  }

  @Test func theMiniMapShowsTheWindowEdgesAndDimsOutside() {
    let (state, buffer) = frame(Size(width: 80, height: 24), indicator: 36)
    let map = state.layout.miniMap
    #expect(map == Rect(x: 7, y: 17, width: 73, height: 3))
    let theme = state.look.renderTheme
    for y in map.y..<map.maxY {
      #expect(buffer[25, y] == Cell("▐", style: theme.miniMapEdge))
      #expect(buffer[61, y] == Cell("▌", style: theme.miniMapEdge))
      #expect(buffer[24, y].style == theme.miniMapOutside)
      #expect(buffer[62, y].style == theme.miniMapOutside)
      #expect(buffer[40, y].style != theme.miniMapOutside)
    }
  }

  @Test func theSliderRowShowsTheWindowsDatesUnderTheMap() {
    let (_, buffer) = frame(Size(width: 80, height: 24), indicator: 36)
    #expect(
      buffer.line(20)
        == "                    Apr 8 2018                          Jun 20 2018             ")
    let track = buffer.line(21)
    #expect(track.filter { $0 == "●" }.count == 2)
    #expect(track.contains("━━━━"))
  }

  @Test func at120x40TheTooltipFlipsNearTheRightEdgeAndStaysInsideTheGraph() {
    let size = Size(width: 120, height: 40)
    let (state, right) = frame(size, indicator: 108)
    let graph = state.layout.graph
    #expect(graph == Rect(x: 7, y: 1, width: 113, height: 30))
    let cursor = IndicatorCursor(
      chart: state.chartSet, hidden: [], index: 108,
      xRange: state.chartSet.xValue(at: 36)...state.chartSet.xValue(at: 109), yRange: 0...1,
      theme: state.look.renderTheme
    ).column(area: graph)!
    #expect(cursor == 118)
    // Right of the cursor there is one column: the box goes left, ending at 116.
    #expect(cells(right, row: 1, 97, 117) == "╭──────────────────╮")
    #expect(cells(right, row: 2, 97, 117) == "│ Tue, Jun 19 2018 │")
    #expect(cells(right, row: 5, 97, 117) == "│ ● Views   11,800 │")
    let (_, left) = frame(size, indicator: 37)
    #expect(cells(left, row: 1, 10, 29) == "╭─────────────────╮")
    #expect(cells(left, row: 2, 10, 29) == "│ Mon, Apr 9 2018 │")
  }

  /// A 30-column screen (a 23-column graph): the tooltip leaves the graph for the status line,
  /// one line fitted to the width (a shorter date, then `+N more`), without the `? help` hint
  /// it has no room for.
  @Test func aNarrowGraphsTooltipMovesToTheStatusLine() {
    let (state, buffer) = frame(Size(width: 30, height: 12), indicator: 72)
    let graph = state.layout.graph
    for y in graph.y..<graph.maxY {
      for x in graph.x..<graph.maxX {
        #expect(!"╭╮╰╯".unicodeScalars.contains(buffer[x, y].scalar))
      }
    }
    #expect(buffer.line(state.layout.status.y) == "May 14 2018 · ● Join… 820 · +2")
    // A status message wins over the tooltip.
    let (messaged, withMessage) = frame(Size(width: 30, height: 12), indicator: 72) {
      $0.notes.status = "Saved"
    }
    #expect(withMessage.line(messaged.layout.status.y).hasPrefix("Saved"))
  }

  @Test func hiddenLinesLeaveTheTooltipAndDimInTheLegend() {
    let (state, buffer) = frame(Size(width: 80, height: 24), indicator: 36) {
      $0.view.hidden = [2]
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
    #expect(cells(buffer, row: 5, 9, 28) == "╰─────────────────╯")
    #expect(buffer.line(22) == "1 Joined 460  2 Left 55  3 Views".padding(80))
    let theme = state.look.renderTheme
    #expect(buffer[27, 22].style == theme.legendHidden)
  }

  @Test func monochromeStaysReadableByAttributes() {
    let (state, buffer) = frame(Size(width: 80, height: 24), indicator: 36) {
      $0.look.monochrome = true
      $0.view.hidden = [2]
      $0.yAxes.yRange = .still($0.yAxesModel.targetYRange)
    }
    for cell in buffer.cells {
      #expect(cell.style.foreground == .default)
      #expect(cell.style.background == .default)
    }
    // Window edges bold half blocks, outside dim, hidden legend token dim, cursor bold.
    #expect(buffer[25, 18] == Cell("▐", style: Style(attributes: .bold)))
    #expect(buffer[61, 18] == Cell("▌", style: Style(attributes: .bold)))
    #expect(buffer[24, 18].style.attributes.contains(.dim))
    #expect(!buffer[40, 18].style.attributes.contains(.dim))
    // Each line's mark tells it apart without colour (issue 11: the marks are new).
    #expect(buffer.line(22) == "● 1 Joined 460  ○ 2 Left 55  ◆ 3 Views".padding(80))
    #expect(buffer[31, 22].style.attributes.contains(.dim))
    let cursorRows = (1..<16).filter { buffer[7, $0].scalar == "│" }
    #expect(cursorRows.count >= 10)
    #expect(cursorRows.allSatisfy { buffer[7, $0].style.attributes.contains(.bold) })
    #expect(state.look.renderTheme.monochrome)
  }

  @Test func nightAndDayPaintEveryCellWithTheirBackground() {
    for theme in [ThemeChoice.night, .day] {
      let (state, buffer) = frame(Size(width: 80, height: 24), indicator: 36) {
        $0.look.theme = theme
      }
      let background = state.look.renderTheme.base.background
      #expect(background != .default)
      let bare = buffer.cells.filter { $0.style.background == .default }
      #expect(bare.isEmpty, "\(theme): \(bare.count) cells on the terminal's background")
    }
  }

  @Test func helpIsGeneratedFromTheKeyTable() {
    // At 80×24 the help's columns fit whole (smaller screens scroll: `HelpScrollTests`).
    let (_, buffer) = frame(Size(width: 80, height: 24), indicator: 36) {
      $0.modal = .help(HelpState())
    }
    let text = buffer.text
    for binding in KeyBindings.all {
      #expect(text.contains(binding.label), "\(binding.label)")
      #expect(text.contains(binding.description), "\(binding.description)")
    }
    for gesture in KeyBindings.mouseGestures {
      #expect(text.contains(gesture.label) && text.contains(gesture.description))
    }
    #expect(buffer.line(0).hasPrefix("╭─ Help ─"))
    #expect(text.contains("/ search · other keys close"))
  }

  @Test func aTerminalSmallerThanTheMinimumShowsOneLine() {
    #expect(
      ExplorerScreen.render(state: Fixtures.dailyState(), size: Size(width: 29, height: 30)).text
        == "Too small: need 30×12".padding(29) + String(repeating: "\n" + "".padding(29), count: 29)
    )
    let tiny = ExplorerScreen.render(state: Fixtures.dailyState(), size: Size(width: 20, height: 6))
    #expect(tiny.line(0) == "Terminal too small  ")
    #expect(tiny.lines.dropFirst().allSatisfy { $0 == "".padding(20) })
    #expect(
      ExplorerScreen.render(state: Fixtures.dailyState(), size: Size(width: 0, height: 0)).text
        == "")
  }

  @Test func slideFocusShowsTheHintAndTheActiveHandle() {
    let (_, buffer) = frame(Size(width: 80, height: 24), indicator: 36) {
      $0.pointer.focus = .slider
    }
    #expect(
      buffer.line(23) == "Slider: ←/→ move · Tab switch · s/Esc back".padding(74) + "? help")
    let handles = (0..<80).filter { buffer[$0, 21].scalar == "●" }
    #expect(handles.count == 2)
    // The lower handle is active first (as in `tchart pick`): reverse video with focus.
    #expect(buffer[handles[0], 21].style.attributes.contains(.reverse))
    #expect(!buffer[handles[1], 21].style.attributes.contains(.reverse))
  }

  @Test func withoutFocusTheActiveHandleIsStillMarked() {
    let (_, buffer) = frame(Size(width: 80, height: 24), indicator: 36)
    let handles = (0..<80).filter { buffer[$0, 21].scalar == "●" }
    #expect(handles.count == 2)
    #expect(buffer[handles[0], 21].style.attributes.contains(.underline))
    #expect(!buffer[handles[0], 21].style.attributes.contains(.reverse))
    #expect(!buffer[handles[1], 21].style.attributes.contains(.underline))
  }
}

extension String {
  /// The string padded with spaces on the right to `width` characters.
  func padding(_ width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - count))
  }

  /// The string padded with spaces on the left to `width` characters.
  func leftPadding(_ width: Int) -> String {
    String(repeating: " ", count: max(0, width - count)) + self
  }
}
