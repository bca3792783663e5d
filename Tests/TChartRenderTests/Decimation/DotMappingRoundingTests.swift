import Testing

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
    var random = CaseRandom(state: 99)
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
