import TChartData
import Testing

/// Plain-number x written as people read it: years and ids in full, separators from five
/// digits, the decimals the values have.
@Suite("Readable numbers")
struct ReadableNumberTests {
  @Test func yearsHaveNoSuffixAndNoSeparator() {
    // The issue: years 1990–2020 read `1.99K – 2.02K`.
    #expect(ReadableNumber.labels([1990, 2000, 2010, 2020]) == ["1990", "2000", "2010", "2020"])
    #expect(ReadableNumber.text(-2000) == "-2000")
  }

  @Test func idsAndDateLikeIntegersInFullWithSeparators() {
    #expect(ReadableNumber.text(1_000_000_000) == "1,000,000,000")
    // The issue: `20240101` read `20.240101M`.
    #expect(ReadableNumber.text(20_240_101) == "20,240,101")
    #expect(ReadableNumber.labels([10_000, 12_500, 15_000]) == ["10,000", "12,500", "15,000"])
  }

  @Test func decimalsAsTheValuesNeed() {
    #expect(ReadableNumber.text(0.125) == "0.125")
    #expect(ReadableNumber.text(0.1 + 0.2) == "0.3")
    #expect(ReadableNumber.labels([0.5, 1, 1.5]) == ["0.5", "1.0", "1.5"])
    #expect(ReadableNumber.labels([1999.5, 2000]) == ["1999.5", "2000.0"])
    #expect(ReadableNumber.text(12_500.25, decimals: 2) == "12,500.25")
  }

  @Test func hugeOrTinyFallBackToTheCompactForm() {
    #expect(ReadableNumber.labels([0, 2e-14]) == ["0", "2e-14"])
    #expect(ReadableNumber.text(3e18) == "3e18")
    #expect(ReadableNumber.labels([2e15, 3e15]) == ["2000T", "3000T"])
    #expect(ReadableNumber.text(.nan) == "–")
  }

  @Test func theSliderKindWritesTheSame() {
    let formatter = ValueFormatter(.number)
    #expect(formatter.string(1990) == "1990")
    #expect(formatter.compactString(2_000_000) == "2,000,000")
  }

  @Test func xAxisLabelsOfYearsAndIds() {
    let years = XAxisLabels.layout(
      kind: .number, lower: 1990, upper: 2020, width: 60,
      column: { Int(($0 - 1990) / 30 * 59) })
    #expect(years.map(\.text).contains("2000"))
    #expect(years.allSatisfy { !$0.text.contains("K") && !$0.text.contains(",") })
    let ids = XAxisLabels.layout(
      kind: .number, lower: 1e9, upper: 1e9 + 1000, width: 60,
      column: { Int(($0 - 1e9) / 1000 * 59) })
    #expect(ids.first?.text == "1,000,000,000")
  }
}
