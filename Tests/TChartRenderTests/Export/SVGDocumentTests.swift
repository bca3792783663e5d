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
