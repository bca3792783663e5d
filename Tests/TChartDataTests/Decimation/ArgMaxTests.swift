import TChartTesting
import Testing

@testable import TChartData

/// The first index of the largest non-gap value in `range`, by a plain scan.
func bruteIndexOfMax(_ values: [Double], _ range: Range<Int>) -> Int? {
  var best: Int?
  for index in range.clamped(to: 0..<values.count) where !values[index].isNaN {
    if let current = best, values[current] >= values[index] { continue }
    best = index
  }
  return best
}

/// The first index of the smallest non-gap value in `range`, by a plain scan.
func bruteIndexOfMin(_ values: [Double], _ range: Range<Int>) -> Int? {
  bruteIndexOfMax(values.map { -$0 }, range)
}

@Suite("MinMaxPyramid.indexOfMax and indexOfMin")
struct ArgMaxTests {
  @Test("small cases: first of equal maxima, gaps skipped, empty and all-gap ranges")
  func smallCases() {
    let pyramid = MinMaxPyramid([3, .nan, 7, 7, -1, .nan])
    #expect(pyramid.indexOfMax(in: 0..<6) == 2)
    #expect(pyramid.indexOfMax(in: 3..<6) == 3)
    #expect(pyramid.indexOfMax(in: 4..<5) == 4)
    #expect(pyramid.indexOfMax(in: 5..<6) == nil)
    #expect(pyramid.indexOfMax(in: 2..<2) == nil)
    #expect(pyramid.indexOfMax(in: -5..<2) == 0)
    #expect(pyramid.indexOfMax(in: 4..<99) == 4)
    #expect(pyramid.indexOfMin(in: 0..<6) == 4)
    #expect(pyramid.indexOfMin(in: 0..<4) == 0)
    #expect(pyramid.indexOfMin(in: 5..<6) == nil)
  }

  @Test("a maximum of -inf is still found, never in an all-gap block")
  func minusInfinity() {
    let values = [Double](repeating: .nan, count: 300) + [-.infinity, .nan]
    let pyramid = MinMaxPyramid(values)
    #expect(pyramid.indexOfMax(in: 0..<302) == 300)
    #expect(pyramid.indexOfMax(in: 0..<300) == nil)
  }

  @Test("equals a brute-force scan over random series with gaps and random ranges")
  func matchesScan() {
    var random = SeededRandom(seed: 41)
    var failures = 0
    for trial in 0..<400 {
      let count = trial < 300 ? random.int(0...700) : random.int(0...20_000)
      var values = pyramidTestValues(count: count, random: &random)
      if random.chance(0.3) {
        // Few distinct values, so equal maxima are common.
        values = values.map { $0.isNaN ? $0 : ($0 / 7).rounded() }
      }
      let pyramid = MinMaxPyramid(values)
      for _ in 0..<30 where failures < 5 {
        let lower = random.int(-3...(count + 3))
        let upper =
          random.unit() < 0.3 ? lower + random.int(0...3) : random.int(lower...(count + 3))
        let expected = bruteIndexOfMax(values, lower..<upper)
        let got = pyramid.indexOfMax(in: lower..<upper)
        let expectedMin = bruteIndexOfMin(values, lower..<upper)
        let gotMin = pyramid.indexOfMin(in: lower..<upper)
        if got != expected || gotMin != expectedMin { failures += 1 }
        #expect(got == expected, "trial \(trial) count \(count) range \(lower)..<\(upper)")
        #expect(gotMin == expectedMin, "min: trial \(trial) count \(count) \(lower)..<\(upper)")
      }
    }
  }
}
