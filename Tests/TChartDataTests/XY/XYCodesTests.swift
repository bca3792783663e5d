import TChartTesting
import Testing

@testable import TChartData

/// The XY plot's counts read from 16-bit codes (``XYCodes``) equal the counts read from the
/// values, dot for dot: for any window, grid and axes (narrow, wide, past the values), with
/// gaps, infinities, values on the edges between dots and values repeated.
@Suite struct XYCodesTests {
  /// Values of several shapes: smooth noise, a few levels repeated, whole numbers on edges.
  private func values(_ shape: Int, count: Int, using random: inout SeededRandom) -> [Double] {
    (0..<count).map { index in
      if random.chance(0.01) { return random.chance(0.5) ? .nan : -.infinity }
      switch shape {
      case 0: return Double.random(in: -50...50, using: &random)
      case 1: return Double(random.int(0...7)) * 0.25
      default: return Double(index % 400) - 100
      }
    }
  }

  @Test(arguments: 0..<3)
  func codesCountWhatValuesCount(shape: Int) {
    var random = SeededRandom(seed: UInt64(11 + shape))
    let count = 60_000
    let x = values(shape, count: count, using: &random)
    let y = values((shape + 1) % 3, count: count, using: &random)
    func extremes(_ v: [Double]) -> ClosedRange<Double> {
      let finite = v.filter(\.isFinite)
      return finite.min()!...finite.max()!
    }
    x.withUnsafeBufferPointer { xs in
      y.withUnsafeBufferPointer { ys in
        let codes = (
          XYCodes(xs, extremes: extremes(x)), XYCodes(ys, extremes: extremes(y))
        )
        var coded = 0
        for round in 0..<12 {
          let a = random.int(0...(count - 1))
          let b = random.int(0...(count - 1))
          let window = Swift.min(a, b)..<(Swift.max(a, b) + 1)
          let (columns, rows) = ([160, 400, 37][round % 3], [96, 240, 23][round % 3])
          // Axes the values fill, a part of them, and past them; whole-number edges.
          let xRange = [extremes(x), -20.0...20.0, -200.0...200.0, -100.0...300.0][round % 4]
          let yRange = [extremes(y), -1.0...1.0, -60.0...60.0][round % 3]
          let plain = XYDensity(
            x: xs, y: ys, window: window, columns: columns, rows: rows, xRange: xRange,
            yRange: yRange)
          let dots = (
            codes.0.dots(on: XYAxis(dots: columns, range: xRange, downward: false)),
            codes.1.dots(on: XYAxis(dots: rows, range: yRange, downward: true))
          )
          if dots.0.pays && dots.1.pays { coded += 1 }
          #expect(
            XYDensity(
              x: xs, y: ys, window: window, columns: columns, rows: rows, xRange: xRange,
              yRange: yRange, codes: codes) == plain, "shape \(shape) round \(round)")
          let moved = plain.moved(
            to: (window.lowerBound / 2)..<window.upperBound, x: xs, y: ys, codes: codes)
          let fresh = XYDensity(
            x: xs, y: ys, window: (window.lowerBound / 2)..<window.upperBound, columns: columns,
            rows: rows, xRange: xRange, yRange: yRange)
          #expect(moved == fresh, "moved: shape \(shape) round \(round)")
        }
        #expect(coded >= 6, "the codes were read in \(coded) rounds of 12")
      }
    }
  }

  @Test func codesKeepEachCodesEndsAndSayWhenTheyPay() {
    let values: [Double] = [0, 0.25, 1, .nan, 0.5, 1]
    let codes = values.withUnsafeBufferPointer { XYCodes($0, extremes: 0...1) }
    #expect(codes.codes[3] == XYCodes.gap)
    #expect(codes.codes[2] == codes.codes[5])
    let last = Int(codes.codes[2])
    #expect(codes.smallest[last] == 1 && codes.largest[last] == 1)
    // Two dots over 0…1: the edge at 0.5 cuts no code (0.5 is one code's only value).
    let dots = codes.dots(on: XYAxis(dots: 2, range: 0...1, downward: false))
    #expect(dots.dots[Int(codes.codes[0])] == 0 && dots.dots[last] == 1)
    #expect(dots.dots[Int(XYCodes.gap)] == XYAxisDots.gap)
    #expect(dots.usedCodes == 4 && dots.cutCodes == 0 && dots.pays)
  }
}
