import TChartTime
import Testing

@testable import TChartData
@testable import TChartLoading

@Suite("WindowCSV")
struct WindowCSVTests {
  let black = RGBColor(red: 0, green: 0, blue: 0)

  @Test("a window of a time chart: ISO dates, shortest numbers, gaps empty, names quoted")
  func timeChart() {
    let chartSet = ChartSet(
      name: "c", x: [1_552_003_200, 1_552_089_600, 1_552_176_000.5],
      lines: [
        Series(id: "a", name: "a, total", color: black, values: [1, .nan, 2.5]),
        Series(id: "b", name: "b", color: black, values: [10, 20, 30]),
      ])
    let text = WindowCSV.text(chartSet: chartSet, lines: [0, 1], window: 1..<9)
    #expect(
      text == """
        x,"a, total",b
        2019-03-09T00:00:00Z,,20
        2019-03-10T00:00:00.500Z,2.5,30

        """)
  }

  @Test("the loader reads an exported window back to the same chart")
  func roundTrip() throws {
    let chartSet = ChartSet(
      name: "back", x: [1_552_003_200, 1_552_003_260, 1_552_003_320],
      lines: [Series(id: "v", name: "v", color: black, values: [0.1, .nan, -3e-7])])
    let text = WindowCSV.text(chartSet: chartSet, lines: [0], window: 0..<3)
    let loaded = try ChartLoader.parse(bytes: Array(text.utf8), file: "back.csv")
    #expect(loaded[0].x == chartSet.x)
    #expect(loaded[0].lines[0].values.map(\.isNaN) == [false, true, false])
    #expect(loaded[0].lines[0].values[0] == 0.1 && loaded[0].lines[0].values[2] == -3e-7)
  }

  @Test("plain-number x and a shown zone's offset")
  func numbersAndZones() throws {
    let numbers = ChartSet(
      name: "n", x: [1990, 2000], xKind: .number,
      lines: [Series(id: "v", name: "v", color: black, values: [1, 2])])
    #expect(WindowCSV.text(chartSet: numbers, lines: [0], window: 0..<2) == "x,v\n1990,1\n2000,2\n")
    let zone = try #require(DisplayTimeZone(argument: "+02:00"))
    let shown = ChartSet(
      name: "z", x: [0], lines: [Series(id: "v", name: "v", color: black, values: [1])]
    ).shown(in: zone)
    #expect(
      WindowCSV.text(chartSet: shown, lines: [0], window: 0..<1).contains(
        "1970-01-01T02:00:00+02:00"))
  }
}
