import Foundation
import FoundationXML
import TChartData
import Testing

@testable import TChartRender

@Suite("SVGDocument")
struct SVGDocumentTests {
  func picture(title: String = "Followers <&> \"all\"") -> ChartPicture {
    ChartPicture(
      width: 800, height: 400, title: title, subtitle: "1 Mar 2019 – 8 Mar 2019",
      yTicks: [.init(position: 0, label: "0"), .init(position: 0.5, label: "50")],
      xTicks: [.init(position: 0.25, label: "Mar 2")],
      lines: [
        .init(
          name: "Joined", color: RGBColor(red: 0x3c, green: 0xc2, blue: 0x3f),
          polylines: [[(0, 0), (0.5, 1)], [(0.75, 0.5)]])
      ],
      background: RGBColor(red: 0x24, green: 0x2f, blue: 0x3e),
      foreground: RGBColor(red: 255, green: 255, blue: 255),
      grid: RGBColor(red: 0x50, green: 0x50, blue: 0x50))
  }

  /// Element names of `svg`, parsed by Foundation's XML parser; `nil` when it is not XML.
  func elements(_ svg: String) -> [String]? {
    final class Collector: NSObject, XMLParserDelegate {
      var names: [String] = []
      func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
      ) { names.append(name) }
    }
    let parser = XMLParser(data: Data(svg.utf8))
    let collector = Collector()
    parser.delegate = collector
    return parser.parse() ? collector.names : nil
  }

  @Test("a well-formed document: title escaped, grid, labels, one polyline per piece, legend")
  func wellFormed() throws {
    let svg = SVGDocument.render(picture())
    let names = try #require(elements(svg))
    #expect(names.first == "svg")
    #expect(names.filter { $0 == "polyline" }.count == 2)
    #expect(names.filter { $0 == "line" }.count == 2)
    #expect(svg.contains("Followers &lt;&amp;&gt; &quot;all&quot;"))
    #expect(svg.contains(##"stroke="#3cc23f""##))
    // The plot spans 64...736 × 56...336: (0, 0) is its bottom left, (0.5, 1) the top middle.
    #expect(svg.contains(#"points="64,336 400,56""#))
    // A lone sample is a dot: a polyline with its point twice.
    #expect(svg.contains(#"points="568,196 568,196""#))
  }

  @Test("events: a moment's marker and guide, a range's bar and band, each titled")
  func events() throws {
    var picture = picture()
    picture.events = [
      .init(start: 0.5, label: "deploy <v2>"), .init(start: -0.25, end: 0.25, label: "sale"),
    ]
    let svg = SVGDocument.render(picture)
    let names = try #require(elements(svg))
    #expect(names.filter { $0 == "g" }.count == 3)
    #expect(svg.contains("<title>deploy &lt;v2&gt;</title>") && svg.contains("<title>sale</title>"))
    // The moment at x 400 (half of 64…736): a triangle whose tip is on the plot's bottom, 336.
    #expect(svg.contains(#"<path d="M400 336l-5 9h10z""#))
    #expect(svg.contains(#"x1="400" y1="56" x2="400" y2="336""#))
    // The range, clipped to the plot's left edge, ends at a quarter: 64…232.
    #expect(svg.contains(#"<rect x="64" y="56" width="168" height="280""#))
    #expect(svg.contains("M64 338v8M64 342H232M232 338v8"))
    #expect(!SVGDocument.render(self.picture()).contains("class=\"event\""))
  }

  @Test("control characters never reach the document")
  func controlCharacters() {
    let svg = SVGDocument.render(picture(title: "a\u{1}b\u{1B}[31m"))
    #expect(elements(svg) != nil)
    #expect(svg.contains("ab[31m"))
  }

  @Test(
    "numbers have at most two decimals",
    arguments: [
      (1.0, "1"), (1.5, "1.5"), (1.234, "1.23"), (-0.5, "-0.5"), (-2.25, "-2.25"), (0.05, "0.05"),
      (.nan, "0"),
    ])
  func numbers(value: Double, text: String) {
    #expect(SVGDocument.number(value) == text)
  }
}
