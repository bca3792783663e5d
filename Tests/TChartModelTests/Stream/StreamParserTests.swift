import TChartTesting
import Testing

@testable import TChartModel

@Suite struct StreamParserTests {
  /// All the rows of `text` fed in one go, arriving at time 100.
  func parse(_ text: String, options: StreamOptions = StreamOptions()) -> StreamBatch? {
    var parser = StreamParser(options: options)
    parser.feed(Array(text.utf8), arrival: 100)
    parser.finish(arrival: 100)
    return parser.take()
  }

  @Test func aHeaderNamesTheLinesAndXIsTheFirstField() {
    let batch = parse("t,a,b\n1,10,20\n2,11,21\n")
    #expect(batch?.layout == StreamLayout(names: ["a", "b"], xKind: .number, xIsArrival: false))
    #expect(batch?.x == [1, 2])
    #expect(batch?.columns == [[10, 11], [20, 21]])
  }
}
