import TChartCells
import TChartData
import TChartExplorer
import TChartHTTP
import TChartProgram
import TChartPrometheus
import TChartSources
import Testing

/// The explorer on a Prometheus source, through the reducer with the real server's answers:
/// the span follows the clock, a move pauses and `End` resumes, a server that goes away is a
/// status message with the last frame kept, and the query after it comes back works.
@Suite(
  .serialized,
  .enabled(
    if: PrometheusTestServer.isInstalled,
    "prometheus is not installed (make deps installs Debian's prometheus)"))
struct PrometheusLiveTests {
  static func options() -> ExplorerOptions {
    var options = ExplorerOptions()
    options.size = Size(width: 80, height: 24)
    options.animates = false
    return options
  }

  /// Answers the pending queries as the runner would (a failure as `.failed`), until none is
  /// pending; returns the errors met.
  @discardableResult
  static func settle(_ state: inout ExplorerState, _ backend: PrometheusBackend) -> [SourceError] {
    var errors: [SourceError] = []
    for _ in 0..<6 {
      guard case .query(let requests, let generation) = state.feed.pendingQuery else { break }
      do {
        let answers = try requests.map { request throws(SourceError) in
          try backend.answer(request)
        }
        reduce(into: &state, action: .table(.answered(answers, generation: generation)))
      } catch {
        errors.append(error)
        reduce(into: &state, action: .table(.failed(error, generation: generation)))
      }
    }
    return errors
  }

  /// A state on the known data's last day, following.
  static func opened(_ server: PrometheusTestServer) throws -> (ExplorerState, PrometheusBackend) {
    let end = Double(PrometheusServerTests.known.last)
    let backend = PrometheusBackend(
      location: PrometheusLocation(host: "127.0.0.1", port: server.port),
      endpoint: server.endpoint, options: .init(queries: ["spiky"], since: 86_400, timeout: 20),
      clock: { end })
    var state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()), options: options())
    state.feed.follow(TableFollow(since: 86_400))
    Self.settle(&state, backend)
    return (state, backend)
  }

  @Test func theSpanFollowsTheClockAndAMovePauses() throws {
    let server = try PrometheusServerTests.server()
    var (state, backend) = try Self.opened(server)
    #expect(state.titleName.contains(" · live"))
    let end = Double(PrometheusServerTests.known.last)
    #expect(state.chartSet.xValue(at: state.chartSet.lastIndex) == end)
    reduce(into: &state, action: .input(.key(.character("+"))))
    Self.settle(&state, backend)
    let width = state.shown.windowXRange.upperBound - state.shown.windowXRange.lowerBound
    #expect(state.shown.windowXRange.upperBound == end)

    reduce(into: &state, action: .table(.clock(end + 600)))
    Self.settle(&state, backend)
    #expect(state.chartSet.xValue(at: 0) == end + 600 - 86_400)
    #expect(state.chartSet.xValue(at: state.chartSet.lastIndex) == end + 600)
    #expect(state.shown.windowXRange.upperBound == end + 600)
    #expect(
      abs(state.shown.windowXRange.upperBound - state.shown.windowXRange.lowerBound - width) < width
        / 20)

    reduce(into: &state, action: .input(.key(.character("H"))))
    Self.settle(&state, backend)
    #expect(state.titleName.contains(" · paused"))
    let paused = state.shown.windowXRange
    reduce(into: &state, action: .table(.clock(end + 1200)))
    Self.settle(&state, backend)
    #expect(abs(state.shown.windowXRange.lowerBound - paused.lowerBound) < width / 20)
    #expect(state.chartSet.xValue(at: state.chartSet.lastIndex) == end + 1200)

    reduce(into: &state, action: .input(.key(.end)))
    Self.settle(&state, backend)
    #expect(state.titleName.contains(" · live"))
    #expect(state.shown.windowXRange.upperBound == end + 1200)
  }

  /// The server stops mid-session: the refresh's query fails with a status message naming
  /// the server, the frame on screen stays; after the server is back the next refresh draws.
  @Test func aServerThatGoesAwayMidSession() throws {
    let server = try PrometheusTestServer(openMetrics: PrometheusServerTests.known.openMetrics)
    var (state, backend) = try Self.opened(server)
    let end = Double(PrometheusServerTests.known.last)
    let frame = state.chartSet
    server.stop()
    reduce(into: &state, action: .table(.clock(end + 60)))
    let errors = Self.settle(&state, backend)
    #expect(errors.first?.kind == .unavailable)
    #expect(state.notes.status?.hasPrefix("cannot reach the Prometheus server") == true)
    #expect(state.chartSet.lines.map(\.name) == frame.lines.map(\.name))
    #expect(state.chartSet.count > 100)
    try server.start()
    reduce(into: &state, action: .table(.clock(end + 120)))
    #expect(Self.settle(&state, backend).isEmpty)
    #expect(state.chartSet.xValue(at: state.chartSet.lastIndex) == end + 120)
    #expect(state.feed.table?.isWaiting == false)
  }
}
