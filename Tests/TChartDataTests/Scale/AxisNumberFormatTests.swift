import TChartTesting
import Testing

@testable import TChartData

@Suite struct AxisNumberFormatTests {
  @Test func compactLabels() {
    #expect(
      AxisNumberFormat.labels([950, 1200, 3_400_000, 1_250_000_000]) == [
        "950", "1.2K", "3.4M", "1.25B",
      ])
    #expect(AxisNumberFormat.labels([0, 0.5, 1, 1.5]) == ["0", "0.5", "1", "1.5"])
    #expect(AxisNumberFormat.labels([-2000, -1000, 0]) == ["-2K", "-1K", "0"])
  }

  @Test func moreDigitsWhenNeighboursWouldReadTheSame() {
    #expect(
      AxisNumberFormat.labels([100_002, 100_004, 100_006]) == ["100.002K", "100.004K", "100.006K"])
    #expect(AxisNumberFormat.labels([1_234_000, 1_235_000]) == ["1.234M", "1.235M"])
  }

  /// The values near 5e-7: the axis read `0.0000015`; now the shorter exponent form,
  /// and never `0` for a tick that is not zero, however small.
  @Test func tinyTicksUseTheExponentFormAndNeverReadZero() {
    #expect(
      AxisNumberFormat.labels([0, 5e-7, 1e-6, 1.5e-6]) == ["0", "5e-7", "1e-6", "1.5e-6"])
    #expect(AxisNumberFormat.labels([-2e-12, 0, 2e-12]) == ["-2e-12", "0", "2e-12"])
    #expect(AxisNumberFormat.labels([0.0005, 0.001]) == ["0.0005", "0.001"])
    #expect(AxisNumberFormat.labels([1.0001e-6, 1.0002e-6]) == ["1.0001e-6", "1.0002e-6"])
    let ticks = [3e-9, 3.5e-9, 4e-9, 4.5e-9]
    let labels = AxisNumberFormat.labels(ticks)
    #expect(Set(labels).count == ticks.count)
    #expect(!labels.contains("0"))
  }

  /// For axes over random spans at random scales (10^-15 … 10^15), the labels of the ticks are
  /// distinct and a tick that is not zero never reads `0`.
  @Test func randomAxesKeepTicksApartAndNeverReadZero() {
    var random = SeededRandom(seed: 7)
    for _ in 0..<500 {
      let scale = ValueResolution.power(random.int(-15...15))
      let low = random.signedUnit() * scale
      let high = low + (0.001 + random.unit()) * scale
      let ticks = NiceTicks.forAxis(low: low, high: high, rows: random.int(3...30)).values
      let labels = AxisNumberFormat.labels(ticks)
      #expect(Set(labels).count == labels.count, "\(ticks)")
      for (tick, label) in zip(ticks, labels) where tick != 0 {
        #expect(label != "0" && label != "-0", "\(tick)")
      }
    }
  }

  @Test func compactWithSignificance() {
    #expect(AxisNumberFormat.compact(1234, significant: 3) == "1.23K")
    #expect(AxisNumberFormat.compact(1234, significant: 4) == "1.234K")
    #expect(AxisNumberFormat.compact(999, significant: 3) == "999")
    #expect(AxisNumberFormat.compact(999_600, significant: 3) == "1M")
    #expect(AxisNumberFormat.compact(.nan, significant: 3) == "–")
  }

  @Test func groupedAndCompactNumberFormat() {
    #expect(NumberFormat.grouped(1234) == "1,234")
    #expect(NumberFormat.grouped(-1_234_567.8) == "-1,234,568")
    #expect(NumberFormat.grouped(1234.5, decimals: 2) == "1,234.50")
    #expect(NumberFormat.compact(950) == "950")
    #expect(NumberFormat.compact(4_505_200) == "4.51M")
  }
}
