import TChartData
import TChartTesting
import Testing

/// Values at the precision of their window: neighbours read apart, a value that is not zero
/// never reads `0`, and the exponent form where it is much shorter.
@Suite("Precise numbers")
struct PreciseNumberTests {
  func resolution(_ values: [Double]) -> ValueResolution {
    ValueResolution.probe(values, in: 0..<values.count)
  }

  func texts(_ values: [Double]) -> [String] {
    let resolution = resolution(values)
    return values.map { PreciseNumber.text($0, resolution: resolution) }
  }

  @Test func neighboursThatDifferInTheFourthDigitReadApart() {
    // The three samples, all `1,433` before.
    #expect(texts([1433.269, 1432.514, 1433.211]) == ["1,433.269", "1,432.514", "1,433.211"])
    #expect(resolution([1433.269, 1432.514, 1433.211]).step == 0.001)
    // Noisy measurements: three digits below what parts the neighbours (0.01), not seventeen.
    #expect(texts([23.456789123456, 23.501234567891]) == ["23.45679", "23.50123"])
    #expect(texts([23.456789123456, 23.456789123456]) == ["23.45678912", "23.45678912"])
    #expect(texts([23.4567891234, 23.4567891235]) == ["23.4567891234", "23.4567891235"])
  }

  @Test func tinyValuesUseTheExponentForm() {
    #expect(texts([5e-7, 5.1e-7, 4.9e-7]) == ["5e-7", "5.1e-7", "4.9e-7"])
    #expect(texts([1.5e-6, 1e-6]) == ["1.5e-6", "1e-6"])
    // Short enough as digits: kept.
    #expect(texts([0.0005, 0.0006]) == ["0.0005", "0.0006"])
  }

  @Test func aValueThatIsNotZeroNeverReadsZero() {
    // A coarse window step (the others are thousands apart) keeps three significant digits.
    let coarse = ValueResolution(step: 1000)
    #expect(PreciseNumber.text(5e-7, resolution: coarse) == "5e-7")
    #expect(PreciseNumber.text(0.000123456, resolution: coarse) == "0.000123")
    #expect(PreciseNumber.text(-0.25, resolution: coarse) == "-0.25")
    #expect(PreciseNumber.text(1e-300, resolution: coarse) == "1e-300")
  }

  @Test func largeValuesKeepTheirDecimals() {
    #expect(texts([1_000_000.1, 1_000_000]) == ["1,000,000.1", "1,000,000"])
    // A constant window: its own digits; no probe at all: up to ten significant digits.
    #expect(texts([1_000_000.1, 1_000_000.1]) == ["1,000,000.1", "1,000,000.1"])
    #expect(PreciseNumber.text(1_000_000.1, resolution: ValueResolution()) == "1,000,000.1")
    #expect(PreciseNumber.text(1433.269, resolution: ValueResolution()) == "1,433.269")
    // Integers keep every digit, with separators.
    #expect(texts([52_345_678, 61_000_000]) == ["52,345,678", "61,000,000"])
    #expect(PreciseNumber.text(1e20, resolution: ValueResolution(step: 1)) == "1e20")
  }

  @Test func negativeZeroAndNonFinite() {
    #expect(texts([-12.5, -12.25]) == ["-12.5", "-12.25"])
    #expect(texts([0, 1, 2]) == ["0", "1", "2"])
    #expect(PreciseNumber.text(-0.0, resolution: ValueResolution()) == "0")
    #expect(PreciseNumber.text(.nan, resolution: ValueResolution()) == "–")
    #expect(PreciseNumber.text(.infinity, resolution: ValueResolution()) == "–")
    #expect(PreciseNumber.text(-.infinity, resolution: ValueResolution(step: 1)) == "–")
  }

  @Test func binaryFractionNoiseIsNotADigit() {
    // 0.1 + 0.2 and 0.3 differ beyond twelve significant digits.
    #expect(texts([0.1 + 0.2, 0.3]) == ["0.3", "0.3"])
    #expect(resolution([0.1 + 0.2, 0.3]).step == 1e-12)
    #expect(resolution([0.1 + 0.2, 0.1 + 0.2]).step == 0.1)
  }

  @Test func theProbeIsBoundedAndIncludesTheIndicatorsNeighbours() {
    // 10,000 samples 1 apart, except one pair 0.01 apart that the spread probe misses.
    var values = (0..<10_000).map(Double.init)
    values[5001] = 5000.01
    let spread = ValueResolution.probe(values, in: 0..<values.count)
    #expect(spread.step == 1)
    let around = ValueResolution.probe(values, in: 0..<values.count, around: 5001)
    #expect(around.step == 0.01)
    #expect(PreciseNumber.text(values[5000], resolution: around) == "5,000")
    #expect(PreciseNumber.text(values[5001], resolution: around) == "5,000.01")
  }

  /// For random series of random scales and resolutions, the texts of two neighbouring samples
  /// with different values differ (each with the resolution of its own frame: the indicator on
  /// it), and no value that is not zero reads `0`.
  @Test func neighboursReadApartOnRandomSeries() {
    var random = SeededRandom(seed: 10)
    for _ in 0..<200 {
      let scale = pow10(Int.random(in: -12...15, using: &random))
      let quantum = scale * pow10(-Int.random(in: 0...6, using: &random))
      let count = Int.random(in: 2...400, using: &random)
      let values = (0..<count).map { _ -> Double in
        let raw = Double.random(in: -scale...scale, using: &random)
        return (raw / quantum).rounded() * quantum
      }
      let window = 0..<count
      let texts = values.indices.map { index in
        PreciseNumber.text(
          values[index], resolution: ValueResolution.probe(values, in: window, around: index))
      }
      for index in values.indices {
        if values[index] != 0 {
          #expect(texts[index] != "0" && texts[index] != "-0", "\(values[index])")
        }
        guard index + 1 < count else { continue }
        let (a, b) = (values[index], values[index + 1])
        if abs(a - b) > 1e-11 * max(abs(a), abs(b)) {
          #expect(texts[index] != texts[index + 1], "\(a) \(b)")
        }
      }
    }
  }

  func pow10(_ exponent: Int) -> Double {
    var result = 1.0
    for _ in 0..<abs(exponent) { result *= 10 }
    return exponent < 0 ? 1 / result : result
  }
}
