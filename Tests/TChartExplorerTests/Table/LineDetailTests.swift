import TChartCells
import TChartData
import TChartSources
import Testing

@testable import TChartExplorer

/// A source's per-line details (a Prometheus series' full label set) reach the chart set, the
/// line picker (a dim column, and the filter matches any label value) and the tooltip (the top
/// line's detail on its last row), with 300 series as a busy server gives.
@Suite("Reducer: line details from a source")
struct LineDetailTests {
  static let regions = ["us-east", "ap-south", "eu-west"]
  static let jobs = ["node", "db", "cache"]

  /// Line `index`'s labels as Prometheus text: `up{instance="host-7:9100", job=…, region=…}`.
  static func detail(_ index: Int) -> String {
    "up{instance=\"host-\(index):9100\", job=\"\(jobs[index % 3])\", "
      + "region=\"\(regions[index / 100])\"}"
  }

  /// 300 lines named by their instance, 40 samples each, line `i` around `i`.
  static func backend(lines: Int = 300) -> ArrayTableBackend {
    let palette = RGBColor.defaultPalette
    let x = (0..<40).map { Double($0) * 60 + 1_700_000_000 }
    let series = (0..<lines).map { index in
      Series(
        id: "host-\(index):9100", name: "host-\(index):9100", color: palette[index % 8],
        values: (0..<40).map { Double(index) + Double($0 % 5) / 10 })
    }
    return ArrayTableBackend(
      ChartSet(name: "up", x: x, xKind: .time, lines: series),
      details: (0..<lines).map(detail))
  }

  static func opened(lines: Int = 300) throws -> (ExplorerState, ArrayTableBackend) {
    let backend = backend(lines: lines)
    var state = try ExplorerState(
      table: TableSeriesSource(description: try backend.describe()),
      options: TableReducerTests.options())
    _ = try TableReducerTests.settle(&state, backend)
    return (state, backend)
  }

  func type(_ text: String, into state: inout ExplorerState) {
    for character in text { reduce(into: &state, action: .input(.key(.character(character)))) }
  }

  @Test func theDetailsReachTheChartSet() throws {
    let (state, _) = try Self.opened()
    #expect(state.chartSet.lines.count == 300)
    #expect(state.chartSet.lines.map(\.detail) == (0..<300).map(Self.detail))
  }

  @Test func aDescriptionWithoutDetailsGivesNone() throws {
    let description = SourceDescription(
      name: "t", lineNames: ["a", "b"], xKind: .number, rowCount: 0, first: nil, last: nil)
    #expect(description.lineDetail(0) == nil)
    // Details that no longer match the lines (the columns changed) are not used.
    var changed = description
    changed.lineDetails = ["only one"]
    #expect(changed.lineDetail(0) == nil)
  }

  @Test func thePickerFiltersByAnyLabelValue() throws {
    var (state, _) = try Self.opened()
    reduce(into: &state, action: .input(.key(.character("/"))))
    #expect((state.modal.linePicker ?? LinePicker()).lines(in: state.chartSet).count == 300)
    type("eu-west", into: &state)
    #expect(
      Set((state.modal.linePicker ?? LinePicker()).lines(in: state.chartSet)) == Set(200..<300))
    for _ in 0..<7 { reduce(into: &state, action: .input(.key(.backspace))) }
    type("cache", into: &state)
    #expect(
      Set((state.modal.linePicker ?? LinePicker()).lines(in: state.chartSet))
        == Set(stride(from: 2, to: 300, by: 3)))
    for _ in 0..<5 { reduce(into: &state, action: .input(.key(.backspace))) }
    // A name still ranks by itself: the instance typed whole comes first.
    type("host-123:", into: &state)
    #expect((state.modal.linePicker ?? LinePicker()).lines(in: state.chartSet).first == 123)
    // Tab shows only the highlighted line, found by its labels.
    reduce(into: &state, action: .input(.key(.tab)))
    #expect(state.shown.visibleLines == [123])
  }

  @Test func thePickerShowsTheDetailsDimBesideTheNames() throws {
    var (state, _) = try Self.opened()
    reduce(into: &state, action: .input(.key(.character("/"))))
    type("eu-west", into: &state)
    for size in [Size(width: 80, height: 24), Size(width: 160, height: 50)] {
      state.terminal.size = size
      let frame = ExplorerScreen.render(state: state, size: size)
      let rows = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map(Array.init)
      let first = (state.modal.linePicker ?? LinePicker()).lines(in: state.chartSet)[0]
      let y = try #require(rows.firstIndex { String($0).contains("host-\(first):9100 ") })
      let row = String(rows[y])
      // The name, then its labels (cut with `…` at 80 columns, whole at 160).
      #expect(row.contains("up{instance=\"host-\(first):9100\""))
      #expect(row.contains("eu-west") == (size.width == 160))
      #expect(frame.text.contains("Lines 100/300"))
      // The detail is dim, the name is not.
      let nameX = try #require(column(of: "host-", in: rows[y]))
      let detailX = try #require(column(of: "up{", in: rows[y]))
      #expect(frame[detailX, y].style.attributes.contains(.dim))
      #expect(!frame[nameX, y].style.attributes.contains(.dim))
    }
  }

  /// The cell where `needle` starts in a screen row (one character per cell).
  func column(of needle: String, in row: [Character]) -> Int? {
    let pattern = Array(needle)
    return row.indices.first { start in
      start + pattern.count <= row.count && Array(row[start..<start + pattern.count]) == pattern
    }
  }

  @Test func theTooltipShowsTheTopLinesDetail() throws {
    var (state, _) = try Self.opened(lines: 4)
    // The cursor inside the window (the newest sample keeps its tooltip off the data).
    state.view.indicator = state.chartSet.count / 2
    state.panels.showsIndicator = true
    for size in [Size(width: 80, height: 24), Size(width: 160, height: 50)] {
      state.terminal.size = size
      let text = ExplorerScreen.render(state: state, size: size).text
      // Line 3 is the highest everywhere: its labels are on the tooltip's last row.
      // (Cut with `…` to the box's cap, a third of the graph's width.)
      #expect(text.contains("│ up{instance=\"host-3:910"))
      #expect(!text.contains("host-2:9100\", job"))
    }
    // With 300 lines the rows give way to `+N more`, and the detail keeps its row.
    (state, _) = try Self.opened()
    state.view.indicator = state.chartSet.count / 2
    state.panels.showsIndicator = true
    let text = ExplorerScreen.render(state: state, size: state.terminal.size).text
    let rows = text.split(separator: "\n").map(String.init)
    let more = try #require(rows.firstIndex { $0.contains("│ +298 more (/)") })
    // The top line on screen (the y range may leave the highest lines above the graph).
    #expect(rows[more + 1].contains("│ up{instance=\"host-2"))
  }
}
