import TChartCells
import TChartData
import TChartSources
import TChartStreams
import TChartTesting
import Testing

@testable import TChartExplorer

/// How many geometries an event builds: the reducer's hit tests and data requests and the
/// frame drawn after it (issue 38 wants exactly one per event, kept with the state). Each
/// state starts as the runtime leaves it: with the frame of its last event drawn.
@Suite("Explorer geometry: builds per event")
struct GeometryBuildTests {
  /// The geometries built by `action` on `state` and the frame drawn after it.
  static func builds(_ action: ExplorerAction, on state: inout ExplorerState) -> Int {
    let counter = ExplorerGeometry.BuildCounter()
    ExplorerGeometry.$builds.withValue(counter) {
      reduce(into: &state, action: action)
      _ = ExplorerScreen.render(state: state, size: state.terminal.size)
    }
    return counter.total
  }

  /// `state` after `action` and the frame the runtime draws after it.
  static func after(_ action: ExplorerAction, on state: ExplorerState) -> ExplorerState {
    var state = state
    reduce(into: &state, action: action)
    _ = ExplorerScreen.render(state: state, size: state.terminal.size)
    return state
  }

  /// The daily fixture with the mouse holding the mini-map's window (column 40, row 18).
  static func holdingTheWindow() -> ExplorerState {
    after(.input(.press(at: Point(x: 40, y: 18))), on: Fixtures.dailyState())
  }

  /// The table zoomed in, the mouse holding the mini-map's window at its middle (a drag moves
  /// it: the whole span cannot move).
  static func tableHoldingTheWindow() throws -> ExplorerState {
    var state = try onATable()
    for _ in 0..<3 { state = after(.input(.key(.character("+"))), on: state) }
    let edges = state.geometry.windowEdges
    let middle = Point(x: (edges.lower + edges.upper) / 2, y: 18)
    state = after(.input(.press(at: middle)), on: state)
    guard case .window = state.pointer.drag else {
      Issue.record("the press did not grab the window: \(String(describing: state.pointer.drag))")
      return state
    }
    return state
  }

  /// The state on a table with its first frame's rows answered.
  static func onATable() throws -> ExplorerState {
    var (state, backend) = try TableReducerTests.opened()
    try TableReducerTests.settle(&state, backend)
    return after(.input(.tick(state.terminal.now)), on: state)
  }

  @Test("a → key builds one geometry (its frame's), on the one layout and on a table")
  func rightKey() throws {
    var state = Fixtures.dailyState()
    #expect(Self.builds(.input(.key(.right)), on: &state) == 1)
    var table = try Self.onATable()
    #expect(Self.builds(.input(.key(.right)), on: &table) == 1)
  }

  /// On a table the rows follow the window: a motion that moves it builds the geometry its
  /// requests are made for, then the frame's, with the rows that came (from the cache or the
  /// overview) and the Y labels they give.
  @Test("a mini-map drag motion builds one geometry, two on a table whose rows follow it")
  func miniMapDrag() throws {
    var held = Self.holdingTheWindow()
    #expect(Self.builds(.input(.drag(to: Point(x: 50, y: 18))), on: &held) == 1)
    var table = try Self.tableHoldingTheWindow()
    let before = table.view.window
    #expect(Self.builds(.input(.drag(to: Point(x: 50, y: 18))), on: &table) == 2)
    #expect(table.view.window != before)
  }

  @Test("a motion that moves nothing builds no geometry")
  func stillDrag() throws {
    // The whole span held: the window cannot move.
    var table = Self.after(.input(.press(at: Point(x: 40, y: 18))), on: try Self.onATable())
    let before = table.view
    #expect(Self.builds(.input(.drag(to: Point(x: 50, y: 18))), on: &table) == 0)
    #expect(table.view == before)
  }

  @Test("per event: → 1, 1 on a table; a mini-map drag motion 1, 2 on a table")
  func perEvent() throws {
    var state = Fixtures.dailyState()
    var table = try Self.onATable()
    var held = Self.holdingTheWindow()
    var tableHeld = try Self.tableHoldingTheWindow()
    #expect(
      [
        Self.builds(.input(.key(.right)), on: &state),
        Self.builds(.input(.key(.right)), on: &table),
        Self.builds(.input(.drag(to: Point(x: 50, y: 18))), on: &held),
        Self.builds(.input(.drag(to: Point(x: 50, y: 18))), on: &tableHeld),
      ] == [1, 1, 1, 2])
  }

  @Test(
    "the kept geometry is the state's: a change made outside the reducer, or to a copy, is seen")
  func keptGeometryFollowsTheState() {
    var state = Fixtures.dailyState()
    let before = state.geometry
    var copy = state
    copy.view.window.shift(by: 10)
    #expect(copy.geometry.graphMapping != before.graphMapping)
    #expect(state.geometry == before)
    state.layouts.layoutMode = .list
    #expect(state.geometry.list != nil && before.list == nil)
    // The clock and the status line move no rectangle: the kept geometry stays.
    var ticked = copy
    let kept = ticked.geometry
    ticked.terminal.now += 1
    ticked.notes.status = "note"
    #expect(Self.builds(.input(.tick(ticked.terminal.now + 1)), on: &ticked) == 0)
    #expect(kept == ticked.geometry)
  }

  /// Whether the geometry kept with `state` is the one `state` builds afresh.
  static func keepsItsOwnGeometry(_ state: ExplorerState) -> Bool {
    guard let kept = state.terminal.geometry.kept else { return true }
    return kept.geometry
      == ExplorerGeometry(state: state, size: state.terminal.size, hitAreas: kept.hitAreas)
  }

  /// A table whose first and last rows are small and whose middle is large: its anchors'
  /// Y ticks are not its answered rows'.
  static func wideningTable() throws -> (ExplorerState, ArrayTableBackend) {
    let count = 2000
    let values = (0..<count).map { $0 == 0 || $0 == count - 1 ? 1 : Double($0) * 1000 }
    let chart = ChartSet(
      name: "m", x: (0..<count).map(Double.init), xKind: .number,
      lines: [Series(id: "a", name: "a", color: RGBColor.defaultPalette[0], values: values)])
    let backend = ArrayTableBackend(chart)
    let state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()),
      options: TableReducerTests.options())
    return (state, backend)
  }

  @Test("a table's answer that moves the Y ticks gives a fresh geometry, not the kept one")
  func tableAnswerWidensTheLabels() throws {
    var (state, backend) = try Self.wideningTable()
    state = Self.after(.input(.tick(state.terminal.now)), on: state)
    let anchors = state.geometry
    try TableReducerTests.answer(&state, backend)
    #expect(Self.keepsItsOwnGeometry(state))
    state = Self.after(.input(.tick(state.terminal.now)), on: state)
    #expect(Self.keepsItsOwnGeometry(state))
    #expect(state.geometry.ticks != anchors.ticks)
  }

  @Test("a table's query bookkeeping keeps the geometry; its rows and its lines renew it")
  func tableBookkeepingKeepsTheGeometry() throws {
    var state = try Self.onATable()
    let kept = state.terminal.geometry.kept?.geometry
    state.feed.table?.generation += 1
    let later = state.terminal.now + 1
    state.feed.table?.askedAt = later
    #expect(state.terminal.geometry.kept?.geometry == kept)
    state.feed.chartSets[0].lines[0].values[0] += 1_000_000
    #expect(state.terminal.geometry.kept == nil)
    _ = state.geometry
    let count = state.chartSet.count
    state.feed.chartSets[0].lines.append(
      Series(
        id: "c", name: "c", color: RGBColor.defaultPalette[2],
        values: Array(repeating: -1_000_000, count: count)))
    #expect(state.terminal.geometry.kept == nil)
    #expect(Self.keepsItsOwnGeometry(state))
  }

  @Test("a stream's rows arriving give a fresh geometry, moved Y ticks included")
  func streamRowsRenewTheGeometry() {
    let layout = StreamLayout(names: ["1"], xKind: .number, xIsArrival: false)
    func rows(_ xs: ClosedRange<Int>, scale: Double) -> StreamBatch {
      StreamBatch(layout: layout, x: xs.map(Double.init), columns: [xs.map { Double($0) * scale }])
    }
    var state = ExplorerState(waitingFor: LiveStream(name: "stdin", keep: 200))
    state = Self.after(.stream(.rows(rows(0...9, scale: 1))), on: state)
    let narrow = state.geometry
    #expect(Self.keepsItsOwnGeometry(state))
    state = Self.after(.stream(.rows(rows(10...40, scale: 100_000))), on: state)
    #expect(Self.keepsItsOwnGeometry(state))
    #expect(state.geometry.ticks != narrow.ticks)
  }
}
