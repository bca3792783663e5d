import Foundation
import FoundationXML
import TChartData
import Testing

@testable import TChartRender

/// Issue 41: category bars in the SVG picture, laid out as the text widget lays them out: a
/// `<rect class="bar">` per category and line, in the bars' order, lengths in proportion to the
/// values, the names cut and the `+N more` row as the frame has them.
@Suite("SVG category bars")
struct SVGCategoryBarsTests {
  static let colors = [
    RGBColor(red: 0x3c, green: 0xc2, blue: 0x3f), RGBColor(red: 0xe0, green: 0x40, blue: 0x40),
  ]

  /// The SVG of `names` with a line per list of `values`, on a grid of `rows` rows.
  static func svg(_ names: [String], _ values: [[Double]], rows: Int = 20) -> String {
    let bars = CategoryBars(
      names: names,
      lines: values.enumerated().map { index, values in
        CategoryBars.Line(name: "line \(index)", style: .plain, values: Column(values))
      })
    let grid = SVGDocument.barGrid(width: 1200, height: 600)
    let picture = ChartPicture(
      width: 1200, height: 600, title: "sizes", subtitle: "\(names.count) categories",
      yTicks: [], xTicks: [],
      lines: values.indices.map {
        ChartPicture.Line(name: "line \($0)", color: colors[$0], polylines: [])
      },
      bars: ChartPicture.Bars(
        columns: grid.columns, rows: rows, layout: bars.layout(width: grid.columns, height: rows),
        colors: Array(colors.prefix(values.count))),
      background: RGBColor(red: 255, green: 255, blue: 255),
      foreground: RGBColor(red: 0, green: 0, blue: 0), grid: RGBColor(red: 9, green: 9, blue: 9))
    return SVGDocument.render(picture)
  }

  /// A bar as the document has it: its place, size, colour and title.
  struct Bar {
    var x, y, width: Double
    var fill: String
    var title: String
  }

  /// The bars of `svg` in the document's order, and its texts; `nil` when it is not XML.
  static func parsed(_ svg: String) -> (bars: [Bar], texts: [String])? {
    final class Collector: NSObject, XMLParserDelegate {
      var bars: [Bar] = []
      var texts: [String] = []
      var inside: String?
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) {
        if name == "rect", attributes["class"] == "bar" {
          bars.append(
            Bar(
              x: Double(attributes["x"] ?? "") ?? .nan, y: Double(attributes["y"] ?? "") ?? .nan,
              width: Double(attributes["width"] ?? "") ?? .nan, fill: attributes["fill"] ?? "",
              title: ""))
        }
        if name == "text" { texts.append("") }
        inside = name
      }
      func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inside == "title", !bars.isEmpty { bars[bars.count - 1].title += string }
        if inside == "text" { texts[texts.count - 1] += string }
      }
      func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
        qualifiedName: String?
      ) { inside = nil }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    return parser.parse() ? (collector.bars, collector.texts) : nil
  }

  @Test func aBarPerCategoryLargestFirstLengthsInProportion() throws {
    let (bars, texts) = try #require(Self.parsed(Self.svg(["a", "bb", "ccc"], [[3, 10, 7]])))
    #expect(bars.map(\.title) == ["line 0: 10", "line 0: 7", "line 0: 3"])
    #expect(bars.map(\.y) == bars.map(\.y).sorted() && Set(bars.map(\.y)).count == 3)
    // From one zero column, each as long as its value in one scale.
    #expect(Set(bars.map(\.x)).count == 1)
    let unit = bars[0].width / 10
    for (bar, value) in zip(bars, [10.0, 7, 3]) {
      #expect(abs(bar.width - value * unit) < 0.02, "\(bar.title)")
    }
    #expect(bars.allSatisfy { $0.fill == Self.colors[0].hexText })
    // The names before the bars, the values at their ends, no `+N more`.
    for text in ["bb", "ccc", "a", "10", "7", "3"] { #expect(texts.contains(text)) }
    #expect(!texts.contains { $0.contains("more") })
  }

  @Test func groupedBarsForSeveralLinesInTheirColours() throws {
    let svg = Self.svg(["Ohio", "Iowa", "Utah"], [[30, 50, 10], [4, 2, 1]])
    let (bars, _) = try #require(Self.parsed(svg))
    #expect(
      bars.map(\.title) == [
        "line 0: 50", "line 1: 2", "line 0: 30", "line 1: 4", "line 0: 10", "line 1: 1",
      ])
    #expect(
      bars.map(\.fill) == Array(repeating: Self.colors.map(\.hexText), count: 3).flatMap { $0 })
    // One scale for both lines: 2 is a 25th of 50.
    #expect(abs(bars[1].width * 25 - bars[0].width) < 0.5)
    // The legend names both lines.
    #expect(svg.contains(">line 0</text>") && svg.contains(">line 1</text>"))
  }

  @Test func theRowsCutAsTheFrameDoesAndCountTheRest() throws {
    let names = (0..<30).map {
      "category number \($0) with a long name" + String(repeating: "x", count: 60)
    }
    let (bars, texts) = try #require(
      Self.parsed(Self.svg(names, [(0..<30).map { Double($0 + 1) }], rows: 10)))
    #expect(bars.count == 9)
    #expect(texts.contains("+21 more"))
    #expect(texts.contains { $0.hasPrefix("category number 29") && $0.hasSuffix("…") })
  }

  @Test func negativeValuesGoLeftOfZero() throws {
    let (bars, _) = try #require(Self.parsed(Self.svg(["up", "down"], [[4, -2]])))
    #expect(bars.count == 2)
    #expect(bars[1].x + bars[1].width <= bars[0].x + 0.01)
    #expect(abs(bars[0].width - 2 * bars[1].width) < 0.02)
  }
}
