import TChartCells
import TChartData
import TChartExplorer
import TChartStorage
import TChartTesting
import Testing

/// x values that cannot occur (issue 37): an archive whose x ends are not finite and in order
/// does not read, and the places where x becomes a sample index never trap on such a column
/// (`render --indicator 0.5` and `--ab` trapped on x = -inf read from a cache entry).
@Suite("Archived x that cannot occur")
struct ArchivedXTests {
  /// A 3,000-sample chart whose x is `x`.
  static func chart(x: [Double]) -> ChartSet {
    let values = x.indices.map { 50 + 30 * Double($0 % 97) / 97 }
    return ChartSet(
      name: "bad x", x: x,
      lines: [
        Series(id: "a", name: "a", color: RGBColor(red: 9, green: 99, blue: 199), values: values)
      ])
  }

  static let columns: [(String, [Double])] = {
    let good = (0..<3_000).map { 1_700_000_000 + 60 * Double($0) }
    var minusInfinity = good
    minusInfinity[0] = -.infinity
    var plusInfinity = good
    plusInfinity[2_999] = .infinity
    var firstNaN = good
    firstNaN[0] = .nan
    var inside = good
    inside[1_500] = -.infinity
    var insideNaN = good
    insideNaN[700] = .nan
    return [
      ("-inf first", minusInfinity), ("+inf last", plusInfinity), ("NaN first", firstNaN),
      ("-inf inside", inside), ("NaN inside", insideNaN),
    ]
  }()

  @Test("an archive whose first or last x is not finite does not read")
  func archiveRefusesEnds() throws {
    for (name, x) in Self.columns.prefix(3) {
      #expect(throws: ChartSetArchive.Failure.self, "\(name)") {
        try ArchiveRoundTrip.readBack([Self.chart(x: x)], name: "bad-x")
      }
    }
  }

  /// The ends are checked on read; a damaged x inside the column (what a checksum would have
  /// to miss) may draw oddly but never traps where x becomes a sample index.
  @Test("--indicator 0.5, --ab and the JSON summary on a non-finite x inside draw, never trap")
  func indicatorAndAB() throws {
    let size = Size(width: 80, height: 24)
    for (name, x) in Self.columns.dropFirst(3) {
      var options = ExplorerOptions()
      options.size = size
      options.indicator = 0.5
      options.animates = false
      options.interactive = false
      var state = try ExplorerState(chartSets: [Self.chart(x: x)], options: options)
      #expect(state.view.indicator >= 0 && state.view.indicator < 3_000, "\(name)")
      state.view.ab = ABCursors(fractions: 0.25, 0.75, in: state.chartSet)
      let frame = ExplorerScreen.render(state: state, size: size)
      #expect(frame.size == size, "\(name)")
      let summary = state.viewSummary.json(
        source: ViewSummary.Source(kind: "file", name: "bad.csv"), frame: frame.lines)
      #expect(!summary.text().isEmpty, "\(name)")
    }
  }
}
