import TChartTesting
import Testing

@testable import TChartData

/// The XY plot's counts: every sample on its dot, gaps skipped, and a window moved from another
/// counting exactly what a fresh count of it does.
@Suite struct XYDensityTests {
  @Test func everySampleLandsOnItsDotAndGapsAreSkipped() {
    let x: [Double] = [0, 1, 0.5, .nan, 1]
    let y: [Double] = [0, 1, 0.5, 3, .infinity]
    let density = x.withUnsafeBufferPointer { xs in
      y.withUnsafeBufferPointer { ys in
        XYDensity(
          x: xs, y: ys, window: 0..<5, columns: 4, rows: 4, xRange: 0...1, yRange: 0...1)
      }
    }
    #expect(density.samples == 3 && density.counts.reduce(0, +) == 3)
    #expect(density.count(column: 0, row: 3) == 1)  // (0, 0): bottom left
    #expect(density.count(column: 3, row: 0) == 1)  // (1, 1): top right, clamped
    #expect(density.count(column: 2, row: 2) == 1)
  }

  @Test func aMovedWindowCountsWhatAFreshCountDoes() {
    var random = SeededRandom(seed: 4)
    let count = 50_000
    let x = (0..<count).map { _ in Double.random(in: -1...1, using: &random) }
    let y = x.map { $0 * $0 + Double.random(in: -0.1...0.1, using: &random) }
    x.withUnsafeBufferPointer { xs in
      y.withUnsafeBufferPointer { ys in
        func fresh(_ window: Range<Int>) -> XYDensity {
          XYDensity(
            x: xs, y: ys, window: window, columns: 60, rows: 40, xRange: -1...1,
            yRange: -0.2...1.2)
        }
        var density = fresh(10_000..<30_000)
        for _ in 0..<30 {
          let a = Int.random(in: 0..<count, using: &random)
          let b = Int.random(in: 0..<count, using: &random)
          let window = min(a, b)..<(max(a, b) + 1)
          density = density.moved(to: window, x: xs, y: ys)
          #expect(density == fresh(window))
        }
      }
    }
  }
}
