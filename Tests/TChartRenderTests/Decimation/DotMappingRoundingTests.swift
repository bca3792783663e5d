import TChartTesting
import Testing

@testable import TChartCells
@testable import TChartRender

@Suite("DotMapping rounding")
struct DotMappingRoundingTests {
  @Test("roundedInt equals clampedInt(rounded()) on halves, edges and random values")
  func matchesRounded() {
    var values: [Double] = [
      0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994, -0.49999999999999994,
      999_999.5, -999_999.5, 1_000_000.4, 1_000_000.5, -1_000_000.5, 1_999_999.5, 2_000_000,
      -2_000_000, 2_000_000.5, 4.5e15, -4.5e15, 1e300, -1e300, .infinity, -.infinity, .nan,
      .ulpOfOne, -.leastNonzeroMagnitude,
    ]
    var random = SeededRandom(seed: 99)
    for _ in 0..<200_000 {
      let scale = random.pick([1.0, 10, 1000, 1e6, 3e6])
      let value = (random.unit() * 2 - 1) * scale
      values.append(value)
      values.append(value.rounded(.down) + 0.5)
    }
    for value in values {
      #expect(
        DotMapping.roundedInt(value) == DotMapping.clampedInt(value.rounded()), "value \(value)")
    }
  }
}

@Suite("BrailleCanvas vertical span")
struct VerticalSpanTests {
  @Test("drawVerticalSpan sets the same dots and layers as setDot on every row")
  func matchesSetDot() {
    var random = SeededRandom(seed: 3)
    for _ in 0..<2_000 {
      let size = Size(width: random.int(1...6), height: random.int(1...6))
      var expected = BrailleCanvas(size: size)
      var got = expected
      for _ in 0..<random.int(1...4) {
        let x = random.int(-2...(size.width * 2 + 1))
        let top = random.int(-3...(size.height * 4 + 2))
        let bottom = random.int(-3...(size.height * 4 + 2))
        let layer = random.int(0...2)
        if top <= bottom {
          for row in top...bottom { expected.setDot(x: x, y: row, layer: layer) }
        }
        got.drawVerticalSpan(x: x, from: top, to: bottom, layer: layer)
      }
      #expect(got == expected)
    }
  }
}
