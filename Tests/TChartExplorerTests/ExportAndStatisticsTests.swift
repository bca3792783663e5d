import Foundation
import TChartCells
import TChartRender
import TChartTesting
import Testing

@testable import TChartData
@testable import TChartExplorer
@testable import TChartExplorerRuntime
@testable import TChartLoading

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Export (`e`, `render --format svg|csv`) and the statistics of the window (`i`,
/// `render --stats`) in the explorer's context.
@Suite("Export and statistics")
struct ExportAndStatisticsTests {
  /// The SVG document of `state` parsed as XML.
  func document(_ state: ExplorerState) throws -> XMLDocument {
    try XMLDocument(xmlString: SVGDocument.render(state.picture))
  }

  /// The `<g class="line">` groups of a document.
  func lineGroups(_ document: XMLDocument) throws -> [XMLElement] {
    try document.nodes(forXPath: "//*[local-name()='g'][@class='line']").compactMap {
      $0 as? XMLElement
    }
  }

  /// An element's `stroke` attribute.
  func stroke(_ element: XMLElement) -> String? {
    element.attributes?.first { $0.name == "stroke" }?.stringValue
  }

  @Test func theSVGIsXMLWithOnePolylineGroupPerVisibleLineInItsColour() throws {
    var state = Fixtures.dailyState()
    let groups = try lineGroups(try document(state))
    #expect(groups.count == 3)
    #expect(groups.map(stroke) == ["#3dc23f", "#f34c44", "#3896e8"])
    #expect(groups.allSatisfy { !$0.elements(forName: "polyline").isEmpty })
    state.view.hidden = [1]
    let fewer = try lineGroups(try document(state))
    #expect(fewer.map(stroke) == ["#3dc23f", "#3896e8"])
  }

  @Test func theSVGHasTheFramesTicksAndTitle() throws {
    var state = ExplorerState(chartSets: [YScaleTests.growth])
    state.yAxes.yScaleMode = .log
    let picture = state.picture
    #expect(picture.title == "Growth · y: log")
    #expect(picture.yTicks.map(\.label) == ["1", "10", "100", "1K", "10K", "100K"])
    #expect(picture.yTicks.first?.position == 0 && picture.yTicks.last?.position == 1)
    #expect(!picture.xTicks.isEmpty)
    // 4 × the graph's dot width: at most 4 points per column, more than the 2 dots per cell.
    let points = picture.lines[0].polylines.map(\.count).reduce(0, +)
    #expect(points == 40)
    #expect(try lineGroups(try document(state)).count == 2)
  }

  @Test func theCSVOfAWindowIsTheLoadersDataForThoseRows() throws {
    var text = "date,a,b\n"
    var random = SeededRandom(seed: 13)
    for day in 0..<200 {
      let a = random.int(0...4) == 0 ? "" : String(Double(random.int(-500...5000)) / 4)
      text +=
        WindowCSV.isoDate(1_704_067_200 + Double(day) * 3_600, zone: .utc)
        + ",\(a),\(random.int(1...99))\n"
    }
    let chart = try ChartLoader.parse(bytes: Array(text.utf8), file: "w.csv")[0]
    var state = ExplorerState(chartSets: [chart])
    let shownChart = state.chartSet
    state.view.setWindow(fractions: (0.2, 0.6), of: shownChart)
    let window = state.shown.windowSamples
    let csv = WindowCSV.text(
      chartSet: state.chartSet, lines: state.shown.visibleLines,
      window: window.lowerBound..<(window.upperBound + 1))
    let again = try ChartLoader.parse(bytes: Array(csv.utf8), file: "again.csv")[0]
    #expect(again.x == Array(chart.x[window]))
    for line in 0..<2 {
      let expected = Array(chart.lines[line].values[window])
      let actual = again.lines[line].values
      #expect(actual.count == expected.count)
      #expect(zip(actual, expected).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) })
    }
  }

  /// Converts the SVG to PNG with `rsvg-convert` (Debian's `librsvg2-bin`) when installed.
  @Test func theSVGConvertsToPNG() throws {
    let tool = "/usr/bin/rsvg-convert"
    guard FileManager.default.isExecutableFile(atPath: tool) else {
      print("skipped: rsvg-convert is not installed (apt-get install -y librsvg2-bin)")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tchart-svg-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let svg = folder.appendingPathComponent("view.svg")
    let png = folder.appendingPathComponent("view.png")
    try SVGDocument.render(Fixtures.dailyState().picture).write(
      to: svg, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = ["-o", png.path, svg.path]
    try process.run()
    process.waitUntilExit()
    #expect(process.terminationStatus == 0)
    let bytes = try Data(contentsOf: png)
    #expect(bytes.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func eAsksForTheSVGAndTheAnswerIsAStatus() {
    let start = Fixtures.dailyState()
    var store = TestStore(start)
    store.send(
      .input(.key(.character("e"))),
      effects: [.export(ExportFile(kind: .svg, text: SVGDocument.render(start.picture)))])
    store.send(.exportFinished("Saved /tmp/tchart-20261123-075800.svg")) {
      $0.notes.status = "Saved /tmp/tchart-20261123-075800.svg"
    }
  }

  /// `E`: the window's rows of the visible lines as CSV, the text of `render --format csv`.
  @Test func capitalEAsksForTheWindowsCSV() throws {
    var start = Fixtures.dailyState()
    reduce(into: &start, action: .input(.key(.character("2"))))
    let window = start.shown.windowSamples
    let csv = WindowCSV.text(
      chartSet: start.chartSet, lines: start.shown.visibleLines,
      window: window.lowerBound..<(window.upperBound + 1))
    let rows = csv.split(separator: "\n")
    // A header and one row per sample of the window; the hidden line 2 is not a column.
    #expect(rows.count == window.count + 1)
    #expect(!rows[0].contains(start.chartSet.lines[1].name))
    var store = TestStore(start)
    store.send(
      .input(.key(.character("E"))), effects: [.export(ExportFile(kind: .csv, text: csv))])
  }

  @Test func theExportFileIsNamedByTheTime() {
    setenv("TZ", "UTC", 1)
    tzset()
    #expect(ExportWriter.fileName(time: 1_795_420_680) == "tchart-20261123-075800.svg")
    #expect(
      ExportWriter.fileName(time: 1_795_420_680, suffix: ".csv") == "tchart-20261123-075800.csv")
  }

  @Test func twoExportsInOneSecondGetTwoFilesNeitherOverwritten() throws {
    var template = Array("/tmp/tchart-export-XXXXXX".utf8CString)
    let directory = template.withUnsafeMutableBufferPointer {
      String(cString: mkdtemp($0.baseAddress!))
    }
    let first = ExportWriter.write(ExportFile(kind: .svg, text: "<svg/>"), in: directory)
    let second = ExportWriter.write(ExportFile(kind: .svg, text: "<svg/>"), in: directory)
    guard case .exportFinished(let firstMessage) = first,
      case .exportFinished(let secondMessage) = second
    else {
      Issue.record("no answers")
      return
    }
    #expect(firstMessage.hasPrefix("Saved \(directory)/tchart-"))
    #expect(firstMessage != secondMessage)
    // Both files are there (the second `-2` when the clock did not tick between them).
    for message in [firstMessage, secondMessage] {
      #expect(access(String(message.dropFirst("Saved ".count)), F_OK) == 0, "\(message)")
    }
  }

  @Test func iTogglesTheStatistics() {
    var store = TestStore(Fixtures.dailyState())
    store.send(.input(.key(.character("i")))) { $0.panels.showsStatistics = true }
    store.send(.input(.key(.character("i")))) { $0.panels.showsStatistics = false }
  }

  /// Random lines with gaps, random windows: every statistic equals a scan of the window.
  @Test func statisticsMatchABruteForceScan() {
    var random = SeededRandom(seed: 2026)
    for _ in 0..<30 {
      let count = random.int(2...3_000)
      let lines = (0..<2).map { line in
        Series(
          id: "y\(line)", name: "l\(line)", color: RGBColor.defaultPalette[line],
          values: (0..<count).map { _ in
            random.int(0...5) == 0 ? .nan : Double(random.int(-1_000...1_000)) / 8
          })
      }
      let chart = ChartSet(
        name: "R", x: (0..<count).map { Double($0) * 60 + 1_700_000_000 }, lines: lines)
      var state = ExplorerState(chartSets: [chart])
      let lower = Double(random.int(0...9)) / 10
      let shownChart = state.chartSet
      state.view.setWindow(
        fractions: (lower, lower + Double(random.int(1...10)) / 10 * (1 - lower)), of: shownChart)
      let window = state.shown.windowSamples
      for (line, statistics) in state.statisticsModel.statistics {
        let samples = window.map { (index: $0, value: chart.lines[line].values[$0]) }
        let values = samples.filter { !$0.value.isNaN }
        #expect(statistics.total.values == values.count)
        // Gaps inside the line's span; the window's samples before or after it are outside.
        let all = chart.lines[line].values
        let start = all.firstIndex { !$0.isNaN } ?? all.count
        let end = all.lastIndex { !$0.isNaN } ?? -1
        let inside = samples.filter { $0.index >= start && $0.index <= end }
        #expect(statistics.total.gaps == inside.count - values.count)
        #expect(statistics.outside == samples.count - inside.count)
        #expect(statistics.first?.index == values.first?.index)
        #expect(statistics.last?.index == values.last?.index)
        let minimum = values.min { $0.value < $1.value }
        let maximum = values.max { $0.value < $1.value }
        #expect(statistics.min?.value == minimum?.value)
        #expect(statistics.max?.value == maximum?.value)
        if let mean = statistics.mean {
          let sum = values.reduce(0) { $0 + $1.value }
          #expect(abs(mean - sum / Double(values.count)) < 1e-9)
        } else {
          #expect(values.isEmpty)
        }
      }
    }
  }

  @Test func theStatisticsTextShowsANamesControlCharactersEscaped() {
    // Issue 37: a CSV header's escape sequence came out raw in `render --stats`.
    var state = Fixtures.dailyState()
    state.feed.chartSets[0].lines[0].name = "\u{1B}]0;PWNED\u{07}cpu\u{1B}[2J"
    let text = state.statisticsModel.text
    #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    #expect(text.split(separator: "\n")[1].hasPrefix(#"\u{1B}]0;PWNED\u{7}cpu\u{1B}[2J  "#))
  }

  @Test func theScreenNeverHoldsANamesControlCharacters() {
    // The explorer draws names into cells: a control character takes no cell and is never
    // written, so a hostile header cannot reach the terminal raw there either.
    var state = Fixtures.dailyState()
    state.feed.chartSets[0].name = "set\u{1B}]0;PWNED\u{07}"
    state.feed.chartSets[0].lines[0].name = "\u{1B}[2Jcpu\u{9B}31m"
    state.panels.showsStatistics = true
    let frame = ExplorerScreen.render(state: state, size: Size(width: 100, height: 30))
    let scalars = frame.lines.joined().unicodeScalars
    #expect(!scalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) })
    #expect(frame.text.contains("cpu"))
  }

  @Test func theStatisticsTextHasAHeaderAndARowPerVisibleLine() {
    var state = Fixtures.dailyState()
    state.view.hidden = [2]
    let rows = state.statisticsModel.text.split(separator: "\n")
    #expect(rows.count == 3)
    #expect(rows[0].hasPrefix("line  "))
    #expect(rows[0].hasSuffix("values  gaps  outside"))
    #expect(
      rows[1]
        == "Joined    460  1,190  +730 +158.7%  460 Apr 8 2018  1,190 Jun 20 2018   825      74     0        0"
    )
  }
}
