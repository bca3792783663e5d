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
    state.now = 10
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
    store.send(.input(.key(.character("c")))) { $0.colorInspector = inspector }
    let hue = inspector.sliders[0].value
    store.send(.input(.key(.right))) {
      $0.colorInspector?.sliders[0].setValue(hue + 1)
      $0.colorInspector?.exact = nil
    }
    store.send(.input(.key(.shiftRight))) { $0.colorInspector?.sliders[0].setValue(hue + 11) }
    let preview = store.state.colorInspector!.color
    #expect(preview != store.state.chartSet.lines[0].color)
    #expect(store.state.lineColor(store.state.chartSet.lines[0]) == preview)
    #expect(store.state.coloredChartSet.lines[0].color == preview)
    store.send(.input(.key(.escape))) { $0.colorInspector = nil }
    #expect(store.state.lineColors.isEmpty)
    #expect(store.state.history.steps.past.isEmpty)
  }

  @Test func ctrlOInTheLinePickerOpensThePanelOnTheHighlightedLine() {
    var store = TestStore(state())
    store.send(.input(.key(.character("/")))) { $0.linePicker = LinePicker() }
    store.send(.input(.key(.down))) { $0.linePicker?.selected = 1 }
    let swatches = opened(store.state).swatches
    store.send(.input(.key(.control("o")))) {
      $0.linePicker = nil
      $0.colorInspector = ColorInspector(
        line: 1, color: $0.chartSet.lines[1].color, swatches: swatches)
    }
  }

  @Test func cOpensThePanelInTheListAndCards() {
    for layout in [LayoutMode.list, .cards] {
      var state = state()
      state.showLayout(layout)
      reduce(into: &state, action: .input(.key(.character("c"))))
      #expect(state.colorInspector?.line == 0)
      reduce(into: &state, action: .input(.key(.right)))
      let frame = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
      #expect(frame.text.contains("colour of line 1"))
      reduce(into: &state, action: .input(.key(.enter)))
      #expect(state.colorInspector == nil && state.lineColors.count == 1)
    }
  }

  @Test func upDownChooseTheSliderAndHomeEndMoveIt() {
    var store = TestStore(state())
    store.send(.input(.key(.character("c")))) { $0.colorInspector = self.opened($0) }
    store.send(.input(.key(.down))) { $0.colorInspector?.channel = .saturation }
    store.send(.input(.key(.down))) { $0.colorInspector?.channel = .lightness }
    store.send(.input(.key(.down)))
    store.send(.input(.key(.end))) {
      $0.colorInspector?.sliders[2].setValue(100)
      $0.colorInspector?.exact = nil
    }
    #expect(store.state.colorInspector?.color == RGBColor(red: 255, green: 255, blue: 255))
    store.send(.input(.key(.pageUp))) { $0.colorInspector?.sliders[2].setValue(90) }
    store.send(.input(.key(.up))) { $0.colorInspector?.channel = .saturation }
    store.send(.input(.key(.home))) { $0.colorInspector?.sliders[1].setValue(0) }
  }

  @Test func enterKeepsTheColourAsOneUndoStep() {
    var store = TestStore(state(), checksHistory: true)
    let before = store.state.viewSnapshot
    store.send(.input(.key(.character("c")))) { $0.colorInspector = self.opened($0) }
    for _ in 0..<3 {
      store.send(.input(.key(.right))) {
        $0.colorInspector?.sliders[0].step(.lower, by: 1)
        $0.colorInspector?.exact = nil
      }
    }
    let chosen = store.state.colorInspector!.color
    store.send(.input(.key(.enter))) {
      $0.colorInspector = nil
      $0.lineColors = ["y0": chosen]
      $0.history.steps.record(
        before, label: "colour of line 1", gesture: .key(.enter), at: 10)
    }
    let kept = store.state.viewSnapshot
    store.send(.input(.key(.character("u")))) {
      $0.lineColors = [:]
      _ = $0.history.steps.undo(from: kept)
      $0.history.restores = 1
      $0.notes.status = "undo: colour of line 1"
    }
  }

  @Test func tabMovesToTheSwatchesWhereArrowsPickAndEnterKeeps() {
    var store = TestStore(state())
    store.send(.input(.key(.character("c")))) { $0.colorInspector = self.opened($0) }
    store.send(.input(.key(.tab))) { $0.colorInspector?.part = .swatches }
    let blue = RGBColor.defaultPalette[2]
    store.send(.input(.key(.right))) {
      $0.colorInspector?.swatch = 1
      $0.colorInspector?.show(RGBColor.defaultPalette[1])
    }
    store.send(.input(.key(.right))) {
      $0.colorInspector?.swatch = 2
      $0.colorInspector?.show(blue)
    }
    #expect(store.state.colorInspector?.color == blue)
    store.send(.input(.key(.enter))) {
      $0.colorInspector = nil
      $0.lineColors = ["y0": blue]
    }
  }

  @Test func aPressOnASliderMovesItThereAndADragFollows() {
    var store = TestStore(state())
    store.send(.input(.key(.character("c")))) { $0.colorInspector = self.opened($0) }
    let layout = store.state.colorInspectorLayout
    let track = layout.sliders[1]
    let trackModel = SliderTrack(rect: track, selection: store.state.colorInspector!.sliders[1])
    let row = track.y + 1
    store.send(.input(.press(at: Point(x: trackModel.firstColumn, y: row)))) {
      $0.pointer.drag = .ignored
      $0.colorInspector?.channel = .saturation
      $0.colorInspector?.sliders[1].setValue(0)
      $0.colorInspector?.drag = .handle(.lower)
      $0.colorInspector?.exact = nil
    }
    store.send(.input(.drag(to: Point(x: trackModel.lastColumn, y: row)))) {
      $0.colorInspector?.sliders[1].setValue(100)
    }
    store.send(.input(.release(at: Point(x: trackModel.lastColumn, y: row)))) {
      $0.pointer.drag = nil
      $0.colorInspector?.drag = nil
    }
    store.send(.input(.press(at: Point(x: 0, y: 0)))) {
      $0.pointer.drag = .ignored
      $0.colorInspector = nil
    }
  }

  @Test func thePanelAt80x24() {
    var state = state()
    reduce(into: &state, action: .input(.key(.character("c"))))
    let buffer = ExplorerScreen.render(state: state, size: Size(width: 80, height: 24))
    let lines = buffer.lines
    let layout = state.colorInspectorLayout
    #expect(layout.frame == Rect(x: 8, y: 1, width: 64, height: 10))
    let rows = lines[1...10].map { String($0.dropFirst(8).prefix(64)) }
    #expect(rows[0] == "╭" + String(repeating: "─", count: 62) + "╮")
    #expect(rows[1].hasPrefix("│ ━━ colour of line 1 Joined  #3dc23f"))
    #expect(rows[2].hasPrefix("│ [██]██ ██ ██ ██ ██ ██ ██"))
    #expect(rows[4].hasPrefix("│ hue      ─"))
    #expect(rows[6].hasPrefix("│ sat %    ─"))
    #expect(rows[8].hasPrefix("│ light %  ─"))
    #expect(rows[9] == "╰" + String(repeating: "─", count: 62) + "╯")
    #expect(rows.allSatisfy { $0.hasSuffix("│") || $0.hasSuffix("╮") || $0.hasSuffix("╯") })
    // The slider's handle: the hue of #3DC23F is 121°.
    #expect(rows[3].contains("121"))
    #expect(rows[4].contains("●"))
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
