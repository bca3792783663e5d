import TChartTesting
import Testing

@testable import TChartData

@Suite("ChartSet.append")
struct ChartSetAppendTests {
  static func chart(x: [Double], columns: [[Double]]) -> ChartSet {
    let lines = columns.enumerated().map { line, values in
      Series(
        id: "y\(line)", name: "line \(line)", color: RGBColor(red: 0, green: 0, blue: 0),
        values: values)
    }
    return ChartSet(name: "c", x: x, lines: lines)
  }

  @Test("rows appended in random chunks give the chart set built at once, index included")
  func equalsBuiltAtOnce() throws {
    var random = SeededRandom(seed: 31)
    for trial in 0..<60 {
      let count = random.int(0...3_000)
      var x: [Double] = []
      var time = 1_542_412_800.0
      for _ in 0..<count {
        time += random.chance(0.2) ? 0 : random.pick([86_400, 3_600, 1])
        x.append(time)
      }
      let columns = (0..<random.int(1...3)).map { _ in
        growTestValues(count: count, random: &random)
      }
      var grown = Self.chart(x: [], columns: columns.map { _ in [] })
      var start = 0
      while start < count {
        let end = min(count, start + random.pick([1, 2, 127, 128, 129, random.int(1...500)]))
        if end - start == 1 && random.chance(0.5) {
          try grown.append(x: x[start], values: columns.map { $0[start] })
        } else {
          try grown.append(x: Array(x[start..<end]), values: columns.map { Array($0[start..<end]) })
        }
        start = end
      }
      let whole = Self.chart(x: x, columns: columns)
      #expect(grown == whole, "trial \(trial)")
      #expect(grown.timeOfDay.blockBits == whole.timeOfDay.blockBits, "trial \(trial)")
      for (line, series) in grown.lines.enumerated() {
        #expect(series.pyramid.levels == whole.lines[line].pyramid.levels, "trial \(trial)")
      }
    }
  }

  @Test("a decreasing or NaN x, or columns not matching, are refused and change nothing")
  func refusals() throws {
    var chart = Self.chart(x: [1, 2], columns: [[5, 6], [7, .nan]])
    let before = chart
    #expect(throws: ChartAppendError.xDecreases(row: 0)) {
      try chart.append(x: [1.5], values: [[1], [2]])
    }
    #expect(throws: ChartAppendError.xDecreases(row: 2)) {
      try chart.append(x: [2, 3, 2.5], values: [[1, 1, 1], [2, 2, 2]])
    }
    #expect(throws: ChartAppendError.xDecreases(row: 1)) {
      try chart.append(x: [3, .nan], values: [[1, 1], [2, 2]])
    }
    #expect(throws: ChartAppendError.lineCount(expected: 2, got: 1)) {
      try chart.append(x: 3, values: [1])
    }
    #expect(throws: ChartAppendError.columnLength(line: 1, expected: 2, got: 1)) {
      try chart.append(x: [3, 4], values: [[1, 1], [2]])
    }
    #expect(chart == before)
    try chart.append(x: [2, 3], values: [[8, 9], [.nan, 10]])
    #expect(chart.x == [1, 2, 2, 3])
    #expect(
      chart.lines[1].pyramid.extremes(in: 0..<4) == ValueExtremes(min: 7, max: 10, hasGap: true))
  }

  @Test("a loaded chart keeps one copy of its columns: the index and the pyramid share them")
  func loadedColumnsAreShared() {
    let x = (0..<1_000).map { Double($0) }
    let values = x.map { $0 * 2 }
    let chart = Self.chart(x: x, columns: [values])
    let address = { (column: Column<Double>) in column.withUnsafeBufferPointer { $0.baseAddress } }
    #expect(address(chart.x) == address(Column(x)))
    #expect(address(chart.lines[0].values) == address(Column(values)))
    #expect(address(chart.lines[0].pyramid.values) == address(Column(values)))
  }

  @Test("series compare gaps as equal, values as values")
  func gapsCompareEqual() {
    let one = Self.chart(x: [1, 2], columns: [[.nan, 1]])
    #expect(one == Self.chart(x: [1, 2], columns: [[.nan, 1]]))
    #expect(one != Self.chart(x: [1, 2], columns: [[.nan, 2]]))
    #expect(one != Self.chart(x: [1, 2], columns: [[0, 1]]))
  }
}

@Suite("ChartSet.reserveCapacity")
struct ChartSetReserveTests {
  @Test("rows appended within the reserved capacity never move x or a line's samples")
  func reservedRowsStayPut() throws {
    let black = RGBColor(red: 0, green: 0, blue: 0)
    var chart = ChartSet(
      name: "s", x: [0], lines: [Series(id: "a", name: "a", color: black, values: [1])])
    chart.reserveCapacity(100_000)
    let x = chart.x.withUnsafeBufferPointer { $0.baseAddress }
    let line = chart.lines[0].values.withUnsafeBufferPointer { $0.baseAddress }
    for batch in 0..<99 {
      let newX = (1...1_000).map { Double(batch * 1_000 + $0) }
      try chart.append(x: newX, values: [newX.map { $0 * 2 }])
    }
    #expect(chart.x.withUnsafeBufferPointer { $0.baseAddress } == x)
    #expect(chart.lines[0].values.withUnsafeBufferPointer { $0.baseAddress } == line)
    #expect(chart.count == 99_001)
    let whole = ChartSet(
      name: "s", x: chart.x,
      lines: [Series(id: "a", name: "a", color: black, values: chart.lines[0].values)])
    #expect(chart == whole)
    #expect(chart.lines[0].pyramid.levels == whole.lines[0].pyramid.levels)
  }
}
