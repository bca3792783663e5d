import TChartTesting
import Testing

@testable import TChartData

/// Values with gaps: random, flat runs, and stretches of gaps of random length.
func pyramidTestValues(count: Int, random: inout SeededRandom) -> [Double] {
  let gapChance = [0.0, 0.01, 0.2, 0.9, 1.0][random.int(0...4)]
  var values: [Double] = []
  values.reserveCapacity(count)
  var level = 0.0
  while values.count < count {
    let run = random.int(1...80)
    if random.unit() < gapChance {
      values += Array(repeating: .nan, count: min(run, count - values.count))
    } else {
      for _ in 0..<min(run, count - values.count) {
        level += random.unit() < 0.5 ? random.unit() * 10 - 5 : 0
        values.append(random.unit() < 0.01 ? level + 1e6 : level)
      }
    }
  }
  return values
}

func bruteExtremes(_ values: [Double], _ range: Range<Int>) -> ValueExtremes {
  var result = ValueExtremes.empty
  for index in range.clamped(to: 0..<values.count) {
    let value = values[index]
    if value.isNaN {
      result.hasGap = true
    } else {
      result.merge(ValueExtremes(min: value, max: value, hasGap: false))
    }
  }
  return result
}

@Suite("MinMaxPyramid")
struct MinMaxPyramidTests {
  @Test("extremes, first gap and first value match a scan over random ranges")
  func matchesScan() {
    var random = SeededRandom(seed: 7)
    var failures = 0
    for trial in 0..<600 {
      let count = trial < 500 ? random.int(0...700) : random.int(0...40_000)
      let values = pyramidTestValues(count: count, random: &random)
      let pyramid = MinMaxPyramid(values)
      for _ in 0..<40 where failures < 5 {
        let lower = random.int(-3...(count + 3))
        let upper =
          random.unit() < 0.3 ? lower + random.int(0...3) : random.int(lower...(count + 3))
        let range = lower..<upper
        let clamped = range.clamped(to: 0..<count)
        let expected = bruteExtremes(values, range)
        let got = pyramid.extremes(in: range)
        let gap = clamped.first { values[$0].isNaN }
        let value = clamped.first { !values[$0].isNaN }
        let ok =
          got == expected && pyramid.firstGap(in: range) == gap
          && pyramid.firstValue(in: range) == value
        if !ok { failures += 1 }
        #expect(ok, "trial \(trial) count \(count) range \(range): \(got) vs \(expected)")
      }
    }
  }

  @Test("skipping covered partial blocks keeps gaps exact and stays within the true extremes")
  func skippingBlocks() {
    var random = SeededRandom(seed: 11)
    for trial in 0..<300 {
      let count = random.int(1...3_000)
      let values = pyramidTestValues(count: count, random: &random)
      let pyramid = MinMaxPyramid(values)
      for _ in 0..<20 {
        let lower = random.int(0...(count - 1))
        let range = lower..<random.int((lower + 1)...count)
        let exact = bruteExtremes(values, range)
        let never = pyramid.extremes(in: range) { _, _ in false }
        let always = pyramid.extremes(in: range) { _, _ in true }
        let ends = [values[range.lowerBound], values[range.upperBound - 1]].filter { !$0.isNaN }
        #expect(never == exact, "trial \(trial) range \(range)")
        #expect(always.hasGap == exact.hasGap, "trial \(trial) range \(range)")
        #expect(
          always.hasNoValue
            ? exact.hasNoValue || ends.isEmpty : always.min >= exact.min && always.max <= exact.max,
          "trial \(trial) range \(range)")
        for end in ends { #expect(always.min <= end && end <= always.max) }
      }
    }
  }

  @Test("joined spans cover exactly the pairs of neighbours and the lone samples of a range")
  func joinedSpans() {
    func merged(_ intervals: [(Double, Double)]) -> [[Double]] {
      var result: [[Double]] = []
      for (low, high) in intervals.sorted(by: { $0.0 < $1.0 }) {
        if let last = result.last, low <= last[1] {
          result[result.count - 1][1] = max(last[1], high)
        } else {
          result.append([low, high])
        }
      }
      return result
    }
    var random = SeededRandom(seed: 13)
    for trial in 0..<400 {
      let count = trial < 300 ? random.int(1...1_500) : random.int(1_500...40_000)
      let values = pyramidTestValues(count: count, random: &random)
      let pyramid = MinMaxPyramid(values)
      for _ in 0..<20 {
        let lower = random.int(-2...(count - 1))
        let range = lower..<random.int((lower + 1)...(count + 2))
        let clamped = range.clamped(to: 0..<count)
        var expected: [(Double, Double)] = []
        for index in clamped where !values[index].isNaN {
          expected.append((values[index], values[index]))
          if index + 1 < clamped.upperBound, !values[index + 1].isNaN {
            let pair = [values[index], values[index + 1]]
            expected.append((pair.min()!, pair.max()!))
          }
        }
        var got: [(Double, Double)] = []
        pyramid.forEachJoinedSpan(in: range) { got.append(($0, $1)) }
        #expect(merged(got) == merged(expected), "trial \(trial) count \(count) range \(range)")
      }
    }
  }

  @Test("an empty series, and a range holding only gaps")
  func emptyAndGaps() {
    let empty = MinMaxPyramid([])
    #expect(empty.levelCount == 0)
    #expect(empty.extremes(in: 0..<10) == .empty)
    #expect(empty.firstGap(in: 0..<10) == nil)
    let gaps = MinMaxPyramid(Array(repeating: .nan, count: 200) + [3, 1, 2])
    #expect(gaps.extremes(in: 0..<200).hasNoValue)
    #expect(gaps.extremes(in: 0..<200).hasGap)
    #expect(gaps.extremes(in: 0..<203) == ValueExtremes(min: 1, max: 3, hasGap: true))
    #expect(gaps.firstValue(in: 5..<203) == 200)
    #expect(gaps.firstGap(in: 200..<203) == nil)
  }

  @Test("extra memory stays under 4 % of the series' Doubles")
  func memoryBound() {
    for count in [1, 127, 128, 129, 1000, 123_457, 1_000_000] {
      let pyramid = MinMaxPyramid(Array(repeating: 1.0, count: count))
      let extraBytes = pyramid.nodeCount * 16 + pyramid.nodeCount / 8 + 8
      #expect(pyramid.nodeCount <= count / 64 + pyramid.levelCount, "count \(count)")
      if count >= 1000 { #expect(Double(extraBytes) <= 0.04 * Double(count * 8), "count \(count)") }
    }
  }

  @Test("a series rebuilds its pyramid when its values change")
  func seriesKeepsPyramidInSync() {
    var series = Series(
      id: "y0", name: "a", color: RGBColor(red: 0, green: 0, blue: 0), values: [1, 5])
    #expect(series.pyramid.extremes(in: 0..<2) == ValueExtremes(min: 1, max: 5, hasGap: false))
    series.values = [2, .nan, -4]
    #expect(series.pyramid.extremes(in: 0..<3) == ValueExtremes(min: -4, max: 2, hasGap: true))
    series.values[0] = 9
    #expect(series.pyramid.extremes(in: 0..<1).max == 9)
  }
}
