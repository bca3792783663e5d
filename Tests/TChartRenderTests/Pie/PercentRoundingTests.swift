import TChartTesting
import Testing

@testable import TChartRender

@Suite struct PercentRoundingTests {
  @Test func exactSharesStayExact() {
    #expect(PercentRounding.largestRemainder([3, 1]) == [75, 25])
    #expect(PercentRounding.largestRemainder([50, 30, 20]) == [50, 30, 20])
    #expect(PercentRounding.largestRemainder([7]) == [100])
  }

  @Test func missingPointsGoToTheLargestRemainders() {
    // 66.67, 16.67, 16.67 → floors 66, 16, 16; remainders .67 each → the first two take one.
    #expect(PercentRounding.largestRemainder([4, 1, 1]) == [67, 17, 16])
    // 14.9, 29.8, 55.3 → floors 14, 29, 55; the largest remainders are .9 then .8.
    #expect(PercentRounding.largestRemainder([149, 298, 553]) == [15, 30, 55])
  }

  @Test func tiesGoToTheEarlierValue() {
    #expect(PercentRounding.largestRemainder([1, 1, 1]) == [34, 33, 33])
    #expect(PercentRounding.largestRemainder([1, 1, 1, 1, 1, 1]) == [17, 17, 17, 17, 16, 16])
  }

  @Test func emptyAndAllZeroInputsGiveZeros() {
    #expect(PercentRounding.largestRemainder([]) == [])
    #expect(PercentRounding.largestRemainder([0, 0, 0]) == [0, 0, 0])
    #expect(PercentRounding.largestRemainder([-1, .nan, 0]) == [0, 0, 0])
  }

  @Test func negativeNaNAndInfiniteValuesCountAsZero() {
    #expect(PercentRounding.largestRemainder([-5, 1, .nan, 3, .infinity]) == [0, 25, 0, 75, 0])
    // A tiny positive share still takes a missing point before a zero would.
    #expect(PercentRounding.largestRemainder([0, 1e-9, 1]) == [0, 0, 100])
  }

  @Test func hugeValuesDoNotOverflow() {
    #expect(
      PercentRounding.largestRemainder([.greatestFiniteMagnitude, .greatestFiniteMagnitude]) == [
        50, 50,
      ])
  }

  @Test("labels add up to 100, each the floor or ceiling of its exact share")
  func propertyOverRandomInputs() {
    var random = SeededRandom(seed: 0x9E37_79B9)
    for _ in 0..<2_000 {
      let count = random.int(1...12)
      let values = (0..<count).map { _ -> Double in
        if random.chance(0.15) { return 0 }
        if random.chance(0.05) { return -random.unit() }
        let scale = random.pick([1.0, 100, 1e6, 1e-3])
        return random.chance(0.3) ? Double(random.int(1...50)) : random.unit() * scale
      }
      let labels = PercentRounding.largestRemainder(values)
      let positive = values.map { $0 > 0 ? $0 : 0 }
      let total = positive.reduce(0, +)
      #expect(labels.count == values.count)
      guard total > 0 else {
        #expect(labels.allSatisfy { $0 == 0 })
        continue
      }
      #expect(labels.reduce(0, +) == 100, "\(values)")
      for (label, value) in zip(labels, positive) {
        let exact = value / total * 100
        let low = (exact - 1e-9).rounded(.down)
        let high = (exact + 1e-9).rounded(.up)
        #expect(Double(label) >= low && Double(label) <= high, "\(value) of \(values)")
        if value == 0 { #expect(label == 0) }
      }
    }
  }
}
