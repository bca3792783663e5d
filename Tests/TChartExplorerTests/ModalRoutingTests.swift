import TChartCells
import TChartData
import TChartProgram
import Testing

@testable import TChartExplorer

/// The one routing point: with a modal open, every key, press, drag, release and wheel reaches
/// only it (the explorer under it does not move); its reducer answers with delegates, and the
/// explorer applies them as the old if-chains did.
@Suite("Modal routing")
struct ModalRoutingTests {
  /// Every modal, as `?`, `m`, `/`, `c` and `g` open it on the daily fixture.
  static let opens: [Character] = ["?", "m", "/", "c", "g"]

  func state(opening key: Character) -> ExplorerState {
    var state = Fixtures.dailyState()
    state.look.animates = false
    state.notes.messages.add(.init(source: "test", text: "a note"))
    reduce(into: &state, action: .input(.key(.character(key))))
    #expect(state.modal != nil, "\(key) opens a modal")
    return state
  }

  /// A point of the graph outside any popup, where a press or the wheel would move the view.
  func graphPoint(_ state: ExplorerState) -> Point {
    let graph = state.layout.graph
    let popups = [
      ColorInspectorLayout(area: state.layout.popup).frame,
      LinePickerModal.view(of: state).frame(in: state.layout.popup),
    ]
    for y in graph.y..<(graph.y + graph.height) {
      let point = Point(x: graph.x + 1, y: y)
      if !popups.contains(where: { $0.contains(point) }) { return point }
    }
    Issue.record("every row of the graph is under a popup")
    return Point(x: graph.x, y: graph.y)
  }

  /// The state as `input` left it, with only what the routing itself does to the explorer
  /// (the status cleared by a key or press, the gesture ended) and the modal taken from
  /// `after`.
  func onlyModalChanged(_ before: ExplorerState, _ after: ExplorerState, _ action: ExplorerAction)
    -> Bool
  {
    var expected = before
    expected.modal = after.modal
    expected.notes.status = after.notes.status
    expected.pointer.drag = after.pointer.drag
    expected.history = after.history
    return after == expected && after.view == before.view
  }

  @Test(arguments: opens)
  func aKeyTheExplorerWouldTakeReachesOnlyTheModal(open: Character) {
    let before = state(opening: open)
    var after = before
    // `l` moves the indicator in the explorer.
    reduce(into: &after, action: .input(.key(.character("l"))))
    #expect(onlyModalChanged(before, after, .input(.key(.character("l")))))
    #expect(after.view.indicator == before.view.indicator)
  }

  @Test(arguments: opens)
  func aPressInTheGraphReachesOnlyTheModalAndClosesIt(open: Character) {
    let before = state(opening: open)
    var after = before
    let action = ExplorerAction.input(.press(at: graphPoint(before)))
    reduce(into: &after, action: action)
    #expect(onlyModalChanged(before, after, action))
    #expect(after.modal == nil)
    #expect(after.pointer.drag == .ignored)
  }

  @Test(arguments: opens)
  func theWheelOverTheGraphReachesOnlyTheModal(open: Character) {
    let before = state(opening: open)
    var after = before
    let action = ExplorerAction.input(.wheel(.up, at: graphPoint(before)))
    reduce(into: &after, action: action)
    #expect(onlyModalChanged(before, after, action))
    #expect(after.view.window == before.view.window)
  }

  @Test(arguments: opens)
  func aDragAndReleaseReachOnlyTheModal(open: Character) {
    var before = state(opening: open)
    // A gesture the explorer would follow: the indicator held.
    before.pointer.drag = .indicator
    var after = before
    let point = Point(x: graphPoint(before).x + 20, y: graphPoint(before).y)
    reduce(into: &after, action: .input(.drag(to: point)))
    #expect(onlyModalChanged(before, after, .input(.drag(to: point))))
    #expect(after.view.indicator == before.view.indicator)
    reduce(into: &after, action: .input(.release(at: point)))
    #expect(after.pointer.drag == nil)
    #expect(after.modal == before.modal)
  }

  @Test func withNoModalTheExplorerGetsTheInput() {
    var state = Fixtures.dailyState()
    let indicator = state.view.indicator
    reduce(into: &state, action: .input(.key(.character("l"))))
    #expect(state.view.indicator == indicator + 1)
  }

  // MARK: The modals' delegates

  @Test func theHelpClosesOnAnyOtherKeyOrAPressAndQuitsWithCtrlC() {
    var help = HelpState(scroll: 2)
    let bounds = HelpState.Bounds(page: 5, maxScroll: 8)
    #expect(help.reduce(.key(.pageDown), bounds, keys: HelpKeys.self) == nil)
    #expect(help.scroll == 7)
    #expect(help.reduce(.wheel(.down, Point(x: 0, y: 0)), bounds, keys: HelpKeys.self) == nil)
    #expect(help.scroll == 8)
    #expect(help.reduce(.key(.character("x")), bounds, keys: HelpKeys.self) == .close)
    #expect(help.reduce(.press(Point(x: 1, y: 1)), bounds, keys: HelpKeys.self) == .close)
    #expect(help.reduce(.key(.control("c")), bounds, keys: HelpKeys.self) == .closeAndQuit)
  }

  @Test func theMessageLogClosesOnEscQOrMAndIgnoresOtherKeys() {
    var log = MessageLogState(scroll: 3)
    let bounds = MessageLogState.Bounds(page: 4, maxScroll: 5)
    #expect(log.reduce(.key(.character("x")), bounds, keys: MessageLogKeys.self) == nil)
    #expect(log.reduce(.key(.end), bounds, keys: MessageLogKeys.self) == nil)
    #expect(log.scroll == 5)
    for key in [Key.escape, .character("q"), .character("m")] {
      #expect(log.reduce(.key(key), bounds, keys: MessageLogKeys.self) == .close)
    }
    #expect(log.reduce(.key(.control("c")), bounds, keys: MessageLogKeys.self) == .closeAndQuit)
  }

  @Test func thePickerAsksForTheHighlightedLine() {
    var picker = LinePicker(selected: 1)
    let context = LinePicker.Context(lines: [4, 2, 7], listRows: 2)
    #expect(picker.reduce(.key(.enter), context) == .pickLine(2))
    #expect(picker.reduce(.key(.character(" ")), context) == .toggleLine(2))
    #expect(picker.query.isEmpty)
    #expect(picker.reduce(.key(.tab), context) == .showOnlyLine(2))
    #expect(picker.reduce(.key(.control("o")), context) == .openColor(line: 2))
    #expect(picker.reduce(.key(.control("a")), context) == .showAllLines)
    #expect(picker.reduce(.key(.control("c")), context) == .quit)
    #expect(picker.reduce(.key(.pageDown), context) == nil)
    #expect(picker.selected == 2 && picker.scroll == 1)
    var press = context
    press.hit = .row(0)
    #expect(picker.reduce(.press(Point(x: 0, y: 0)), press) == .toggleLine(4))
    #expect(picker.selected == 0)
    press.hit = .popup
    #expect(picker.reduce(.press(Point(x: 0, y: 0)), press) == nil)
    press.hit = .outside
    #expect(picker.reduce(.press(Point(x: 0, y: 0)), press) == .close)
  }

  @Test func thePickersPageIsItsListsHeight() {
    var state = Fixtures.dailyState()
    reduce(into: &state, action: .input(.key(.character("/"))))
    for size in [
      Size(width: 80, height: 24), Size(width: 40, height: 9), Size(width: 11, height: 30),
    ] {
      state.terminal.size = size
      let popup = state.layout.popup
      #expect(
        LinePickerModal.context(state.modal.linePicker!, .key(.down), in: state).listRows
          == LinePickerModal.view(of: state).visibleRows(in: popup))
    }
  }

  @Test func theGoToPromptAsksToGoToWhatWasTypedOrKeepsTheProblem() {
    var prompt = GoToPrompt()
    let context = GoToPrompt.Context(indicatorX: 10, xKind: .number, statusRow: .zero)
    for character in "12" { #expect(prompt.reduce(.key(.character(character)), context) == nil) }
    #expect(prompt.reduce(.key(.enter), context) == .goTo(x: 12))
    prompt = GoToPrompt()
    _ = prompt.reduce(.key(.character("?")), context)
    #expect(prompt.reduce(.key(.enter), context) == nil)
    #expect(prompt.problem != nil)
    #expect(prompt.reduce(.key(.control("c")), context) == .quit)
    #expect(prompt.reduce(.press(Point(x: 3, y: 3)), context) == .close)
  }

  @Test func delegatesDoWhatTheModalsDidToTheExplorer() {
    var state = Fixtures.dailyState()
    state.modal = .linePicker(LinePicker())
    state.apply(ModalDelegate.toggleLine(1))
    #expect(state.view.hidden == [1])
    state.apply(ModalDelegate.showAllLines)
    #expect(state.view.hidden.isEmpty && state.notes.status == "All lines shown")
    state.apply(ModalDelegate.showOnlyLine(0))
    #expect(state.view.hidden == Set(1..<state.chartSet.lines.count))
    state.apply(ModalDelegate.openColor(line: 0))
    #expect(state.modal.colorInspector?.line == 0)
    let red = RGBColor(red: 255, green: 0, blue: 0)
    state.apply(ModalDelegate.keepColor(red, line: 0))
    #expect(state.modal == nil)
    #expect(state.coloring.color(state.chartSet.lines[0]) == red)
    state.modal = .goTo(GoToPrompt())
    state.apply(ModalDelegate.goTo(x: state.chartSet.xValue(at: 0) - 1))
    #expect(state.modal == nil && state.view.indicator == 0)
    #expect(state.notes.status == "Before the first sample: went to it")
    state.modal = .help(HelpState())
    state.apply(ModalDelegate.quit)
    #expect(state.ending.quitRequested && state.modal != nil)
  }
}
