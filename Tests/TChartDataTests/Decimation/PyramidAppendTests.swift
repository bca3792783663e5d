import TChartTesting
import Testing

@testable import TChartData

/// Values like ``pyramidTestValues(count:random:)`` with infinities sprinkled in.
func growTestValues(count: Int, random: inout SeededRandom) -> [Double] {
  var values = pyramidTestValues(count: count, random: &random)
  if random.chance(0.3) {
    for _ in 0..<random.int(1...4) where count > 0 {
      values[random.int(0...(count - 1))] = random.pick([Double.infinity, -.infinity])
    }
  }
  return values
}

/// `values` appended to an empty pyramid in chunks of sizes drawn from `sizes` (0: random).
func grownPyramid(_ values: [Double], sizes: [Int], random: inout SeededRandom) -> MinMaxPyramid {
  var pyramid = MinMaxPyramid([])
  var start = 0
  while start < values.count {
    var size = random.pick(sizes)
    if size == 0 { size = random.int(1...700) }
    let end = min(values.count, start + size)
    pyramid.append(contentsOf: values[start..<end])
    start = end
  }
  return pyramid
}

@Suite("MinMaxPyramid.append")
struct PyramidAppendTests {
  static let chunkSizes: [[Int]] = [[1], [2], [127], [128], [129], [0], [1, 2, 127, 128, 129, 0]]

  @Test("a grown pyramid has the nodes, gap bits and run summaries of one built at once")
  func sameNodesAsRebuilt() {
    var random = SeededRandom(seed: 21)
    for trial in 0..<300 {
      let count = trial < 250 ? random.int(0...3_000) : random.int(3_000...40_000)
      let values = growTestValues(count: count, random: &random)
      let sizes = random.pick(Self.chunkSizes)
      let grown = grownPyramid(values, sizes: sizes, random: &random)
      let rebuilt = MinMaxPyramid(values)
      #expect(grown.values.elementsEqual(values) { $0 == $1 || ($0.isNaN && $1.isNaN) })
      #expect(grown.levels == rebuilt.levels, "trial \(trial) count \(count) sizes \(sizes)")
      #expect(grown.hasAnyGap == rebuilt.hasAnyGap, "trial \(trial)")
      #expect(grown.runSummaries == rebuilt.runSummaries, "trial \(trial) sizes \(sizes)")
    }
  }

  @Test("a grown pyramid answers every query like one built at once, and like a scan")
  func sameAnswersAsRebuilt() {
    var random = SeededRandom(seed: 23)
    var failures = 0
    for trial in 0..<200 where failures < 5 {
      let count = trial < 150 ? random.int(1...2_000) : random.int(2_000...20_000)
      let values = growTestValues(count: count, random: &random)
      let grown = grownPyramid(values, sizes: random.pick(Self.chunkSizes), random: &random)
      let rebuilt = MinMaxPyramid(values)
      for _ in 0..<30 {
        let lower = random.int(-2...count)
        let range = lower..<random.int(lower...(count + 2))
        var spans: [[Double]] = []
        grown.forEachJoinedSpan(in: range) { spans.append([$0, $1]) }
        var rebuiltSpans: [[Double]] = []
        rebuilt.forEachJoinedSpan(in: range) { rebuiltSpans.append([$0, $1]) }
        let ok =
          grown.extremes(in: range) == bruteExtremes(values, range)
          && grown.extremes(in: range) == rebuilt.extremes(in: range)
          && grown.indexOfMax(in: range) == bruteIndexOfMax(values, range)
          && grown.firstGap(in: range) == rebuilt.firstGap(in: range)
          && grown.firstValue(in: range) == rebuilt.firstValue(in: range)
          && spans == rebuiltSpans
        if !ok { failures += 1 }
        #expect(ok, "trial \(trial) count \(count) range \(range)")
      }
    }
  }

  @Test("the first gap, a new level and an empty append")
  func edgeCases() {
    var pyramid = MinMaxPyramid(Array(repeating: 2.0, count: 128))
    #expect(pyramid.levelCount == 1)
    #expect(pyramid.runSummaries.levels.isEmpty)
    pyramid.append(contentsOf: [Double]())
    #expect(pyramid.count == 128)
    pyramid.append(contentsOf: [5, .nan, -1])
    #expect(pyramid.levelCount == 2)
    #expect(pyramid.extremes(in: 0..<131) == ValueExtremes(min: -1, max: 5, hasGap: true))
    #expect(pyramid.extremes(in: 0..<128) == ValueExtremes(min: 2, max: 2, hasGap: false))
    #expect(pyramid.firstGap(in: 0..<131) == 129)
    #expect(pyramid.indexOfMax(in: 0..<131) == 128)
    #expect(pyramid.runSummaries.levels.count == 2)
    #expect(pyramid.runSummaries == MinMaxPyramid(pyramid.values).runSummaries)
  }

  @Test("appending within capacity writes into the same buffer: the history is not copied")
  func growsInPlace() {
    var values: [Double] = []
    values.reserveCapacity(10_000)
    values.append(contentsOf: (0..<1_000).map(Double.init))
    var series = Series(id: "y0", name: "a", color: RGBColor(red: 0, green: 0, blue: 0), values: [])
    series.values = Column(values)
    values = []
    let before = series.values.withUnsafeBufferPointer { $0.baseAddress }
    for chunk in 0..<50 { series.append((0..<100).map { Double(chunk * 100 + $0) }) }
    let after = series.values.withUnsafeBufferPointer { $0.baseAddress }
    #expect(before == after)
    #expect(series.values.count == 6_000)
    #expect(
      series.pyramid.extremes(in: 0..<6_000) == ValueExtremes(min: 0, max: 4_999, hasGap: false))
  }
}
