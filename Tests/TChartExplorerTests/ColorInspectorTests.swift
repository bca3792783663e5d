import TChartCells
import TChartData
import TChartProgram
import TChartRender
import TChartSlider
import Testing

@testable import TChartExplorer

/// The colour inspector (`c`): its keys and mouse through the reducer, the preview, `Enter`
/// as one undo step, `Esc` reverting, and its panel at 80×24.
@Suite("Colour inspector")
struct ColorInspectorTests {
  func state() -> ExplorerState {
    var state = Fixtures.dailyState()
    state.look.animates = false
    state.terminal.now = 10
    return state
  }

  /// The inspector `c` opens on line 1 of the daily fixture.
  func opened(_ state: ExplorerState) -> ColorInspector {
    ColorInspector(
      line: 0, color: state.chartSet.lines[0].color,
      swatches: RGBColor.defaultPalette
        + state.chartSet.lines.map(\.color).filter {
          !RGBColor.defaultPalette.contains($0)
        })
  }

  @Test func cOpensThePanelOnTheFirstVisibleLineAndEscRevertsThePreview() {
    var store = TestStore(state())
    let inspector = opened(store.state)
    store.send(.input(.key(.character("c")))) { $0.modal.colorInspector = inspector }
    let hue = inspector.sliders[0].value
    store.send(.input(.key(.right))) {
      $0.modal.colorInspector?.sliders[0].setValue(hue + 1)
      $0.modal.colorInspector?.exact = nil
    }
    store.send(.input(.key(.shiftRight))) { $0.modal.colorInspector?.sliders[0].setValue(hue + 11) }
    let preview = store.state.modal.colorInspector!.color
    #expect(preview != store.state.chartSet.lines[0].color)
    #expect(store.state.coloring.color(store.state.chartSet.lines[0]) == preview)
    #expect(store.state.coloredChartSet.lines[0].color == preview)
    store.send(.input(.key(.escape))) { $0.modal.colorInspector = nil }
    #expect(store.state.look.lineColors.isEmpty)
    #expect(store.state.history.steps.past.isEmpty)
  }

  @Test func ctrlOInTheLinePickerOpensThePanelOnTheHighlightedLine() {
    var store = TestStore(state())
    store.send(.input(.key(.character("/")))) { $0.modal.linePicker = LinePicker() }
    store.send(.input(.key(.down))) { $0.modal.linePicker?.selected = 1 }
    let swatches = opened(store.state).swatches
    store.send(.input(.key(.control("o")))) {
      $0.modal.linePicker = nil
      $0.modal.colorInspector = ColorInspector(
        line: 1, color: $0.chartSet.lines[1].color, swatches: swatches)
    }
  }

  @Test func cOpensThePanelInTheListAndCards() {
    for layout in [LayoutMode.list, .cards] {
      var state = state()
      state.send(LayoutsFeature.Action.show(layout))
      reduce(into: &state, action: .input(.key(.character("c"))))
      #expect(state.modal.colorInspector?.line == 0)
      reduce(into: &state, action: .input(.key(.right)))
      let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
      #expect(frame.text.contains("colour of line 1"))
      reduce(into: &state, action: .input(.key(.enter)))
      #expect(state.modal.colorInspector == nil && state.look.lineColors.count == 1)
    }
  }

  @Test func upDownChooseTheSliderAndHomeEndMoveIt() {
    var store = TestStore(state())
    store.send(.input(.key(.character("c")))) { $0.modal.colorInspector = self.opened($0) }
    store.send(.input(.key(.down))) { $0.modal.colorInspector?.channel = .saturation }
    store.send(.input(.key(.down))) { $0.modal.colorInspector?.channel = .lightness }
    store.send(.input(.key(.down)))
    store.send(.input(.key(.end))) {
      $0.modal.colorInspector?.sliders[2].setValue(100)
      $0.modal.colorInspector?.exact = nil
    }
    #expect(store.state.modal.colorInspector?.color == RGBColor(red: 255, green: 255, blue: 255))
    store.send(.input(.key(.pageUp))) { $0.modal.colorInspector?.sliders[2].setValue(90) }
    store.send(.input(.key(.up))) { $0.modal.colorInspector?.channel = .saturation }
    store.send(.input(.key(.home))) { $0.modal.colorInspector?.sliders[1].setValue(0) }
  }

  @Test func enterKeepsTheColourAsOneUndoStep() {
    var store = TestStore(state(), checksHistory: true)
    let before = store.state.viewSnapshot
    store.send(.input(.key(.character("c")))) { $0.modal.colorInspector = self.opened($0) }
    for _ in 0..<3 {
      store.send(.input(.key(.right))) {
        $0.modal.colorInspector?.sliders[0].step(.lower, by: 1)
        $0.modal.colorInspector?.exact = nil
      }
    }
    let chosen = store.state.modal.colorInspector!.color
    store.send(.input(.key(.enter))) {
      $0.modal.colorInspector = nil
      $0.look.lineColors = ["y0": chosen]
      $0.history.steps.record(
        before, label: "colour of line 1", gesture: .key(.enter), at: 10)
    }
    let kept = store.state.viewSnapshot
    store.send(.input(.key(.character("u")))) {
      $0.look.lineColors = [:]
      _ = $0.history.steps.undo(from: kept)
      $0.history.restores = 1
      $0.notes.status = "undo: colour of line 1"
    }
  }

  @Test func tabMovesToTheSwatchesWhereArrowsPickAndEnterKeeps() {
    var store = TestStore(state())
    store.send(.input(.key(.character("c")))) { $0.modal.colorInspector = self.opened($0) }
    store.send(.input(.key(.tab))) { $0.modal.colorInspector?.part = .swatches }
    let blue = RGBColor.defaultPalette[2]
    store.send(.input(.key(.right))) {
      $0.modal.colorInspector?.swatch = 1
      $0.modal.colorInspector?.show(RGBColor.defaultPalette[1])
    }
    store.send(.input(.key(.right))) {
      $0.modal.colorInspector?.swatch = 2
      $0.modal.colorInspector?.show(blue)
    }
    #expect(store.state.modal.colorInspector?.color == blue)
    store.send(.input(.key(.enter))) {
      $0.modal.colorInspector = nil
      $0.look.lineColors = ["y0": blue]
    }
  }

  @Test func aPressOnASliderMovesItThereAndADragFollows() {
    var store = TestStore(state())
    store.send(.input(.key(.character("c")))) { $0.modal.colorInspector = self.opened($0) }
    let layout = ColorInspectorLayout(area: store.state.layout.popup)
    let track = layout.sliders[1]
    let trackModel = SliderTrack(
      rect: track, selection: store.state.modal.colorInspector!.sliders[1])
    let row = track.y
    store.send(.input(.press(at: Point(x: trackModel.firstColumn, y: row)))) {
      $0.pointer.drag = .ignored
      $0.modal.colorInspector?.channel = .saturation
      $0.modal.colorInspector?.sliders[1].setValue(0)
      $0.modal.colorInspector?.drag = .handle(.lower)
      $0.modal.colorInspector?.exact = nil
    }
    store.send(.input(.drag(to: Point(x: trackModel.lastColumn, y: row)))) {
      $0.modal.colorInspector?.sliders[1].setValue(100)
    }
    store.send(.input(.release(at: Point(x: trackModel.lastColumn, y: row)))) {
      $0.pointer.drag = nil
      $0.modal.colorInspector?.drag = nil
    }
    store.send(.input(.press(at: Point(x: 0, y: 0)))) {
      $0.pointer.drag = .ignored
      $0.modal.colorInspector = nil
    }
  }

  /// The frame at `size` with the panel open (`c`, then `keys`), and without it.
  func frames(_ size: Size, keys: [Key] = []) -> (open: [String], closed: [String], ExplorerState) {
    var state = Fixtures.dailyState(size: size)
    state.look.animates = false
    // No tooltip (the panel hides it): the frames differ only where the panel is.
    state.panels.showsIndicator = false
    let closed = ExplorerScreen.render(state: state, size: size).lines
    reduce(into: &state, action: .input(.key(.character("c"))))
    for key in keys { reduce(into: &state, action: .input(.key(key))) }
    return (ExplorerScreen.render(state: state, size: size).lines, closed, state)
  }

  @Test func thePanelAt80x24SitsUnderTheGraphWithItsKeys() {
    let (open, closed, state) = frames(Size(width: 80, height: 24))
    let layout = ColorInspectorLayout(area: state.layout.popup)
    #expect(layout.frame == Rect(x: 4, y: 16, width: 72, height: 6))
    #expect(
      Array(open[16...21]) == [
        "    ╭─ ━━ colour of line 1 Joined  #3dc23f ────────────────────────────────╮    ",
        "    │ [██]██ ██ ██ ██ ██ ██ ██                                             │    ",
        "    │ hue      ─────────────────●───────────────────────────────────   121 │    ",
        "    │ sat %    ───────────────────────────●─────────────────────────    52 │    ",
        "    │ light %  ──────────────────────────●──────────────────────────    50 │    ",
        "    ╰─ Enter keep · Esc revert · ↑↓ slider · ←→ move · Tab swatches ───────╯    ",
      ])
    // The title, the whole graph and its Y axis, the legend and the status line are as without
    // the panel: the line being coloured stays in sight.
    #expect(Array(open[0...15]) == Array(closed[0...15]))
    #expect(Array(open[22...23]) == Array(closed[22...23]))
  }

  @Test func onTheSwatchesTheKeysSaySo() {
    let (open, _, _) = frames(Size(width: 80, height: 24), keys: [.tab])
    #expect(
      open[21]
        == "    ╰─ Enter keep · Esc revert · ←→ swatch · Tab sliders ──────────────────╯    ")
  }

  @Test(arguments: [(60, 20), (200, 60), (40, 14)])
  func theGraphStaysInSight(width: Int, height: Int) {
    let size = Size(width: width, height: height)
    let (open, closed, state) = frames(size)
    let layout = ColorInspectorLayout(area: state.layout.popup)
    let graph = state.geometry.layout.graph
    #expect(layout.frame.maxY == state.geometry.layout.legend.y)
    #expect(open[layout.frame.maxY - 1].contains("Enter keep · Esc revert"))
    #expect(open[layout.frame.y].contains("colour of line 1"))
    // From 20 rows the panel covers only the X axis, the mini-map and the slider.
    let covered = height >= 20 ? graph.maxY : layout.frame.y
    #expect(Array(open[0..<covered]) == Array(closed[0..<covered]))
    #expect(covered >= graph.y + graph.height / 2)
  }

  @Test func aPressOnEachSliderRowChoosesItAndOnASwatchPicksIt() {
    var state = state()
    reduce(into: &state, action: .input(.key(.character("c"))))
    let layout = ColorInspectorLayout(area: state.layout.popup)
    for channel in ColorInspector.Channel.allCases.reversed() {
      let track = layout.sliders[channel.rawValue]
      let end = Point(x: track.maxX - 1, y: track.y)
      reduce(into: &state, action: .input(.press(at: end)))
      reduce(into: &state, action: .input(.release(at: end)))
      #expect(state.modal.colorInspector?.channel == channel)
      #expect(
        state.modal.colorInspector?.sliders[channel.rawValue].value == (channel == .hue ? 360 : 100)
      )
    }
    let swatch = Point(x: layout.swatchX(2), y: layout.swatches.y)
    reduce(into: &state, action: .input(.press(at: swatch)))
    #expect(state.modal.colorInspector?.color == RGBColor.defaultPalette[2])
    #expect(state.modal.colorInspector?.part == .swatches)
  }

  @Test func theTooltipMakesWayForThePanel() {
    var state = state()
    state.panels.showsIndicator = true
    let size = Size(width: 80, height: 24)
    let boxes = { (frame: ScreenBuffer) in frame.text.filter { $0 == "╭" }.count }
    #expect(boxes(ExplorerScreen.render(state: state, size: size)) == 1)  // the tooltip
    reduce(into: &state, action: .input(.key(.character("c"))))
    #expect(boxes(ExplorerScreen.render(state: state, size: size)) == 1)  // the panel alone
  }
}
