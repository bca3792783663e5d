import TChartModel
import TChartProgram
import TChartRender
import TChartTesting
import Testing

@testable import TChartExplorer

/// The explorer on a table: queries are effects, answers are actions, the last frame stays
/// while one is pending (with a spinner), stale answers change nothing on screen, and answers
/// are cached.
@Suite("Reducer: table queries")
struct TableReducerTests {
  static let size = Size(width: 80, height: 24)

  /// A random chart of `count` samples, irregular x with holes, two-decimal values.
  static func chart(count: Int = 4000) -> ChartSet {
    var random = SeededRandom(seed: 16)
    var x = 0.0
    var xs: [Double] = []
    var a: [Double] = []
    var b: [Double] = []
    for index in 0..<count {
      x += random.chance(0.01) ? 50 * random.unit() : random.unit() + 0.01
      xs.append(x)
      a.append((random.signedUnit() * 1000).rounded() / 100 + Double(index % 50))
      b.append((random.unit() * 5000).rounded() / 100)
    }
    let palette = RGBColor.defaultPalette
    return ChartSet(
      name: "m", x: xs, xKind: .number,
      lines: [
        Series(id: "a", name: "a", color: palette[0], values: a),
        Series(id: "b", name: "b", color: palette[1], values: b),
      ])
  }

  static func options() -> ExplorerOptions {
    var options = ExplorerOptions()
    options.size = size
    options.animates = false
    return options
  }

  /// The state on `backend`'s table, and the backend.
  static func opened() throws -> (ExplorerState, ArrayTableBackend) {
    let backend = ArrayTableBackend(chart())
    let state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()), options: options())
    return (state, backend)
  }

  /// Answers the state's pending query, as the runner would.
  static func answer(_ state: inout ExplorerState, _ backend: ArrayTableBackend) throws {
    guard case .query(let requests, let generation) = state.effect else { return }
    let answers = try requests.map { request throws(SourceError) in try backend.m4(request) }
    reduce(into: &state, action: .queryAnswered(answers, generation: generation))
  }

  /// Answers until nothing is asked.
  static func settle(_ state: inout ExplorerState, _ backend: ArrayTableBackend) throws {
    for _ in 0..<6 where state.effect != nil { try answer(&state, backend) }
  }

  @Test("opening asks for the frame's rows, with a spinner on the status line")
  func opening() throws {
    let (state, _) = try Self.opened()
    guard case .query(let requests, let generation) = state.effect else {
      Issue.record("no query effect")
      return
    }
    #expect(generation == 1)
    #expect(requests.count == 2)
    #expect(requests[0].rule.dotWidth == state.layout.graph.width * 2)
    #expect(requests[1].rule.dotWidth == state.layout.miniMap.width * 2)
    #expect(state.isWaitingForQuery)
    #expect(state.statusMessage?.hasSuffix("querying m…") == true)
    #expect(state.chartSet.count == 2)
  }

  @Test("the answered frame equals the frame of every sample, and the spinner stops")
  func answeredFrame() throws {
    var (state, backend) = try Self.opened()
    try Self.settle(&state, backend)
    #expect(!state.isWaitingForQuery)
    #expect(state.effect == nil)
    #expect(state.chartSet.count < 1500)
    var memory = try ExplorerState(chartSets: [Self.chart()], options: Self.options())
    memory.showsIndicator = state.showsIndicator
    let expected = ExplorerScreen.render(state: memory, size: Self.size).text
    #expect(ExplorerScreen.render(state: state, size: Self.size).text == expected)
  }

  @Test("a key while waiting moves the view on the last frame; the stale answer is ignored")
  func staleAnswer() throws {
    var (state, backend) = try Self.opened()
    try Self.settle(&state, backend)
    reduce(into: &state, action: .keyPressed(.character("+")))
    guard case .query(let first, let generation) = state.effect else {
      Issue.record("zooming asked for nothing")
      return
    }
    let shownRows = state.chartSet.count
    reduce(into: &state, action: .keyPressed(.character("+")))
    guard case .query(_, let newer) = state.effect else {
      Issue.record("zooming again asked for nothing")
      return
    }
    #expect(newer == generation + 1)
    let stale = try first.map { request throws(SourceError) in try backend.m4(request) }
    reduce(into: &state, action: .queryAnswered(stale, generation: generation))
    #expect(state.isWaitingForQuery, "still waiting for the newer query")
    #expect(state.chartSet.count == shownRows, "the stale answer is not shown")
    #expect(state.table?.source.cache.holds(first[0]) == true, "but it is kept")
  }

  @Test("going back to a window already answered is a cache hit: no query")
  func cacheHit() throws {
    var (state, backend) = try Self.opened()
    try Self.settle(&state, backend)
    reduce(into: &state, action: .keyPressed(.character("+")))
    try Self.settle(&state, backend)
    let calls = backend.calls.withLock { $0 }
    reduce(into: &state, action: .keyPressed(.character("-")))
    try Self.settle(&state, backend)
    reduce(into: &state, action: .keyPressed(.character("+")))
    #expect(state.effect == nil)
    #expect(!state.isWaitingForQuery)
    #expect(backend.calls.withLock { $0 } <= calls + 2)
  }

  @Test("a failed query is a status message and is not asked again at once")
  func failure() throws {
    var (state, _) = try Self.opened()
    guard case .query(_, let generation) = state.effect else { return }
    let error = SourceError(.timeout, place: "m.sqlite", message: "query took longer than 10 s")
    reduce(into: &state, action: .queryFailed(error, generation: generation))
    #expect(state.statusMessage == "query took longer than 10 s")
    #expect(!state.isWaitingForQuery)
    reduce(into: &state, action: .tick(1))
    #expect(state.effect == nil)
  }

  @Test("the spinner turns with the clock")
  func spinner() throws {
    var (state, _) = try Self.opened()
    let first = state.statusMessage
    reduce(into: &state, action: .tick(state.now + 0.15))
    #expect(state.statusMessage != first)
    #expect(state.isWaitingForQuery)
  }
}
