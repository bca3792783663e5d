import TChartData
import TChartRange
import Testing

@Suite struct ValueFormatterTests {
  @Test func plainUsesTheStepsDecimalsWithoutGrouping() {
    #expect(ValueFormatter(.plain).string(1_250_000) == "1250000")
    #expect(ValueFormatter(.plain, decimals: 1).string(0.1 + 0.2) == "0.3")
    #expect(ValueFormatter(.plain, decimals: 2).string(-1.5) == "-1.50")
    #expect(ValueFormatter(.plain).compactString(1_250_000) == "1.25M")
  }

  @Test func integerGroupsThousands() {
    #expect(ValueFormatter(.integer).string(1_234_567) == "1,234,567")
    #expect(ValueFormatter(.integer).string(-1_234) == "-1,234")
    #expect(ValueFormatter(.integer).string(999) == "999")
    #expect(ValueFormatter(.integer, decimals: 1).string(1234.5) == "1,234.5")
    #expect(ValueFormatter(.integer).compactString(1_234_567) == "1.23M")
  }

  @Test func priceFullAndCompact() {
    let price = ValueFormatter(.price)
    #expect(price.string(1_250_000) == "$1,250,000")
    #expect(price.string(0) == "$0")
    #expect(price.string(-2_500) == "-$2,500")
    #expect(price.compactString(1_250_000) == "$1.25M")
    #expect(price.compactString(2_000_000) == "$2M")
    #expect(price.compactString(950_000) == "$950K")
    #expect(price.compactString(999) == "$999")
    #expect(ValueFormatter(.price, decimals: 2).string(12.5) == "$12.50")
  }

  @Test func squareFeet() {
    #expect(ValueFormatter(.sqft).string(1_200) == "1,200 sq ft")
    #expect(ValueFormatter(.sqft).compactString(12_500) == "12.5K sq ft")
  }

  @Test func hugeValuesPrintDigitsNeverAnExponent() {
    #expect(ValueFormatter.plainText(1e20, decimals: 0) == "100000000000000000000")
    #expect(ValueFormatter.plainText(-9.8e19, decimals: 0) == "-98000000000000000000")
    #expect(ValueFormatter.plainText(1.5e15, decimals: 2) == "1500000000000000.00")
    #expect(ValueFormatter.plainText(999_999_999_999_999, decimals: 0) == "999999999999999")
    #expect(ValueFormatter.plainText(1e14 + 0.5, decimals: 1) == "100000000000000.5")
    #expect(ValueFormatter.plainText(5e17, decimals: 2) == "500000000000000000.00")
    #expect(ValueFormatter.plainText(-9e18, decimals: 0) == "-9000000000000000000")
    #expect(ValueFormatter.plainText(2e9 + 0.125, decimals: 10) == "2000000000.1250000000")
    #expect(ValueFormatter(.plain).string(-1e20) == "-100000000000000000000")
    #expect(ValueFormatter(.integer).string(1.25e21) == "1,250,000,000,000,000,000,000")
    #expect(ValueFormatter(.price).string(-2e18) == "-$2,000,000,000,000,000,000")
    #expect(ValueFormatter(.percent).string(3e16) == "30000000000000000%")
  }

  @Test func joinedWritesASharedUnitOnce() {
    let sqft = ValueFormatter(.sqft)
    #expect(sqft.joined("1,200 sq ft", "3,400 sq ft") == "1,200 – 3,400 sq ft")
    #expect(sqft.joined("1.2K sq ft", "1.2K sq ft") == "1.2K sq ft")
    #expect(ValueFormatter(.price).joined("$1M", "$2M") == "$1M – $2M")
    #expect(ValueFormatter(.percent).joined("5%", "7%") == "5% – 7%")
    let hours = ValueFormatter(.date, resolution: 3600)
    #expect(hours.joined("Mar 15 09:00", "Mar 15 17:30") == "Mar 15 09:00 – 17:30")
    #expect(hours.joined("2024-03-15 09:00", "2024-03-15 17:30") == "2024-03-15 09:00 – 17:30")
    #expect(hours.joined("Mar 15 09:00", "Mar 16 09:00") == "Mar 15 09:00 – Mar 16 09:00")
    #expect(ValueFormatter(.date).joined("Mar 15", "Mar 16") == "Mar 15 – Mar 16")
  }

  @Test func percentIsInPercentUnits() {
    #expect(ValueFormatter(.percent).string(25) == "25%")
    #expect(ValueFormatter(.percent, decimals: 1).string(12.5) == "12.5%")
    #expect(ValueFormatter(.percent).compactString(100) == "100%")
  }

  @Test func datesAreUTC() {
    let date = ValueFormatter(.date)
    #expect(date.string(0) == "1970-01-01")
    #expect(date.string(1_700_000_000) == "2023-11-14")
    #expect(date.string(951_782_400) == "2000-02-29")
    #expect(date.string(-86_400) == "1969-12-31")
    #expect(ValueFormatter(.date, resolution: 3600).string(1_700_000_000) == "2023-11-14 22:13")
    #expect(ValueFormatter(.date, resolution: 1).string(1_700_000_000) == "2023-11-14 22:13:20")
    #expect(ValueFormatter(.date).compactString(1_700_000_000) == "Nov 14")
    #expect(ValueFormatter(.date, resolution: 3600).compactString(1_700_000_000) == "Nov 14 22:13")
  }

  @Test func isoDatesAcrossEras() {
    #expect(UTCDate.string(seconds: 951_782_400 + 86_399, resolution: 1) == "2000-02-29 23:59:59")
    #expect(UTCDate.string(seconds: -62_167_219_200) == "0000-01-01")
    #expect(UTCDate.string(seconds: 1e15) == "–")
  }

  @Test func decimalsAndResolutionFollowTheSelection() throws {
    let tenths = try RangeSelection(minimum: 0, maximum: 100, step: 0.5)
    #expect(ValueFormatter(.percent, for: tenths).string(12.5) == "12.5%")
    let days = try RangeSelection(minimum: 0, maximum: 864_000, step: 86_400)
    #expect(ValueFormatter(.date, for: days).string(86_400) == "1970-01-02")
    let hours = try RangeSelection(minimum: 0, maximum: 86_400, step: 3600)
    #expect(ValueFormatter(.date, for: hours).string(7200) == "1970-01-01 02:00")
  }

  /// `pick`'s labels: a value that is not zero never reads `0`, whatever the range's decimals.
  @Test func pickLabelsNeverReadZero() {
    #expect(ValueFormatter(.plain, decimals: 10).string(5e-13) == "5e-13")
    #expect(ValueFormatter(.price, decimals: 2).string(-0.001) == "-$0.001")
    #expect(ValueFormatter(.percent, decimals: 0).string(0.25) == "0.25%")
    #expect(ValueFormatter(.plain, decimals: 2).string(0) == "0.00")
    #expect(ValueFormatter(.plain).compactString(5e-13) == "5e-13")
    #expect(ValueFormatter(.integer).string(1250) == "1,250")
  }

  @Test func nonFiniteValuesPrintADash() {
    for kind in ValueFormatter.Kind.allCases {
      #expect(ValueFormatter(kind).string(.nan) == "–")
      #expect(ValueFormatter(kind).compactString(.infinity) == "–")
    }
  }
}

@Suite struct ValueInputTests {
  @Test func numbers() {
    #expect(ValueInput.parse("1250000") == 1_250_000)
    #expect(ValueInput.parse("-2.5") == -2.5)
    #expect(ValueInput.parse(" 1e6 ") == 1_000_000)
  }

  @Test func datesAreUTCUnixSeconds() {
    #expect(ValueInput.parse("1970-01-01") == 0)
    #expect(ValueInput.parse("2023-11-14T22:13:20") == 1_700_000_000)
    #expect(ValueInput.parse("2023-11-14 22:13") == 1_699_999_980)
    #expect(ValueInput.parse("2000-02-29") == 951_782_400)
  }

  @Test func durationsAreSeconds() {
    #expect(ValueInput.parse("90s") == 90)
    #expect(ValueInput.parse("15m") == 900)
    #expect(ValueInput.parse("6h") == 21_600)
    #expect(ValueInput.parse("1d") == 86_400)
    #expect(ValueInput.parse("0.5d") == 43_200)
    #expect(ValueInput.parse("2w") == 1_209_600)
  }

  @Test func nonsenseAndImpossibleDatesAreRejected() {
    for text in [
      "", "abc", "12x", "d", "2023-02-30", "2023-13-01", "2023-00-10", "2023-1-05",
      "2023-01-05T25:00", "2023-01-05T10:60", "2023-01-05T10", "2023-01-05 10:00 x",
    ] {
      #expect(ValueInput.parse(text) == nil, "\(text)")
    }
  }
}
