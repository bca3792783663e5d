import TChartData
import Testing

/// A one-line chart set over `x`.
private func chart(_ name: String, _ x: [Double]) -> ChartSet {
  ChartSet(
    name: name, x: x,
    lines: [Series(id: "y", name: "y", color: RGBColor(red: 1, green: 2, blue: 3), values: x)])
}

@Suite struct LinkedIndicatorTests {
  // Three chart sets: a (0…40 every 10), nested b (12…24 every 4, inside a), overlapping
  // c (35…95 every 15) and disjoint d (200…203 every 1).
  let a = chart("a", [0, 10, 20, 30, 40])
  let b = chart("b", [12, 16, 20, 24])
  let c = chart("c", [35, 50, 65, 80, 95])
  let d = chart("d", [200, 201, 202, 203])

  func indices(_ date: Double) -> [Int?] {
    let indicator = LinkedIndicator(date: date)
    return [a, b, c, d].map { indicator.sampleIndex(in: $0) }
  }

  @Test func nestedRanges() {
    #expect(indices(16) == [2, 1, nil, nil])
    #expect(indices(12) == [1, 0, nil, nil])  // b's first sample, inclusive
    #expect(indices(24) == [2, 3, nil, nil])  // b's last sample, inclusive
    #expect(indices(11.9) == [1, nil, nil, nil])
    #expect(indices(24.1) == [2, nil, nil, nil])
    #expect(indices(15) == [1, 1, nil, nil])  // a tie between 10 and 20 goes to the earlier
  }

  @Test func overlappingRanges() {
    #expect(indices(35) == [3, nil, 0, nil])
    #expect(indices(40) == [4, nil, 0, nil])
    #expect(indices(43) == [nil, nil, 1, nil])
    #expect(indices(34.9) == [3, nil, nil, nil])
  }

  @Test func disjointRanges() {
    #expect(indices(100) == [nil, nil, nil, nil])
    #expect(indices(201.6) == [nil, nil, nil, 2])
    #expect(indices(-1) == [nil, nil, nil, nil])
    #expect(LinkedIndicator(date: .nan).sampleIndex(in: a) == nil)
    #expect(LinkedIndicator(date: 0).sampleIndex(in: chart("e", [])) == nil)
    #expect(LinkedIndicator(date: 7).sampleIndex(in: chart("one", [7])) == 0)
  }

  @Test func movingBySamplesOfOneChartSet() {
    var indicator = LinkedIndicator(date: 20)
    indicator.step(by: 1, in: b)
    #expect(indicator.date == 24)
    #expect(indices(indicator.date) == [2, 3, nil, nil])
    indicator.step(by: 1, in: a)
    #expect(indicator.date == 30)
    #expect(indices(indicator.date) == [3, nil, nil, nil])
    indicator.step(by: 1, in: a)
    indicator.step(by: 1, in: a)  // clamped at a's last sample
    #expect(indicator.date == 40)
    #expect(indices(indicator.date) == [4, nil, 0, nil])
    indicator.step(by: 1, in: c)
    #expect(indicator.date == 50)
    indicator.step(by: -10, in: c)
    #expect(indicator.date == 35)
  }

  @Test func aDateBetweenSamplesMovesToTheNeighbour() {
    let between = LinkedIndicator(date: 16)  // one of b's samples, between a's 10 and 20
    #expect(between.date(movedBy: 1, in: a) == 20)
    #expect(between.date(movedBy: -1, in: a) == 10)
    #expect(between.date(movedBy: 2, in: a) == 30)
    #expect(between.date(movedBy: -2, in: a) == 0)
    #expect(between.date(movedBy: 0, in: a) == 20)
    #expect(LinkedIndicator(date: 14).date(movedBy: 0, in: a) == 10)
  }

  @Test func aDateOutsideEntersAtTheNearerEnd() {
    #expect(LinkedIndicator(date: 100).date(movedBy: 1, in: a) == 40)
    #expect(LinkedIndicator(date: 100).date(movedBy: -1, in: a) == 40)
    #expect(LinkedIndicator(date: 100).date(movedBy: 1, in: d) == 200)
    #expect(LinkedIndicator(date: 100).date(movedBy: -1, in: d) == 200)
    #expect(LinkedIndicator(date: .infinity).date(movedBy: -1, in: d) == 203)
    #expect(LinkedIndicator(date: .nan).date(movedBy: 1, in: d) == 200)
    var unchanged = LinkedIndicator(date: 5)
    unchanged.step(by: 1, in: chart("e", []))
    #expect(unchanged.date == 5)
  }
}
