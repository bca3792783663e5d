import Testing

@testable import TChartRender

@Suite("FillSampling")
struct FillSamplingTests {
  /// L1 has a gap at 1, L2 at 3, L3 a negative value at 0.
  let chart = Fixtures.numbers([[3, .nan, 5, 1], [1, 4, 2, .nan], [-2, 2, 2, 6]])

  func segments(_ stack: FillStack) -> [String] {
    stack.segments.map { "L\($0.line + 1) \(fmt($0.lower))-\(fmt($0.upper))" }
  }

  func fmt(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String((value * 100).rounded() / 100)
  }

  func sampled(
    _ mode: FillMode, lines: [Int] = [0, 1, 2], window: ClosedRange<Int> = 0...3, width: Int = 4
  ) -> FillSampling {
    FillSampling(chart: chart, visibleLines: lines, window: window, width: width, mode: mode)
  }

  @Test("bars: values sorted ascending, the smallest in front; gaps and values ≤ 0 draw nothing")
  func bars() {
    let sampling = sampled(.bars)
    #expect(
      sampling.columns.map(segments) == [
        ["L2 0-1", "L1 1-3"], ["L3 0-2", "L2 2-4"], ["L2 0-2", "L1 2-5"], ["L1 0-1", "L3 1-6"],
      ])
    #expect(sampling.columns.map(\.sample) == [0, 1, 2, 3])
    #expect(sampling.top == 6)
  }

  @Test("stacked bars: file order bottom up, a gap is 0, a negative value clamped to 0")
  func stackedBars() {
    let sampling = sampled(.stackedBars)
    #expect(
      sampling.columns.map(segments) == [
        ["L1 0-3", "L2 3-4"], ["L2 0-4", "L3 4-6"], ["L1 0-5", "L2 5-7", "L3 7-9"],
        ["L1 0-1", "L3 1-7"],
      ])
    #expect(sampling.top == 9)
    let hidden = sampled(.stackedBars, lines: [2, 0, 0, 7])
    #expect(
      hidden.columns.map(segments) == [
        ["L1 0-3"], ["L3 0-2"], ["L1 0-5", "L3 5-7"], ["L1 0-1", "L3 1-7"],
      ])
    #expect(hidden.top == 7)
  }

  @Test("percentage: shares of the visible total, each column reaching 100 exactly")
  func percentage() {
    let sampling = sampled(.percentage)
    #expect(
      sampling.columns.map(segments) == [
        ["L1 0-75", "L2 75-100"], ["L2 0-66.67", "L3 66.67-100"],
        ["L1 0-55.56", "L2 55.56-77.78", "L3 77.78-100"], ["L1 0-14.29", "L3 14.29-100"],
      ])
    #expect(sampling.top == 100)
    let none = sampled(.percentage, lines: [2], window: 0...0, width: 1)
    #expect(none.columns == [.empty] && none.top == 0)
  }

  @Test("areas and stacked areas draw the sample's values like bars and stacked bars")
  func areas() {
    #expect(sampled(.areas).columns == sampled(.bars).columns)
    #expect(sampled(.stackedAreas).columns == sampled(.stackedBars).columns)
  }

  @Test("several samples per column: bars take each series' maximum")
  func decimatedBars() {
    let sampling = sampled(.bars, width: 2)
    #expect(
      sampling.columns.map(segments) == [
        ["L3 0-2", "L1 2-3", "L2 3-4"], ["L2 0-2", "L1 2-5", "L3 5-6"],
      ])
    #expect(sampling.columns.map(\.sample) == [nil, nil])
  }

  @Test("several samples per column: stacked bars draw the tallest of the series' maxima")
  func decimatedStackedBars() {
    // Column 0 (samples 0, 1): candidates 0 (L1's max, total 4) and 1 (L2's and L3's, 6).
    // Column 1 (samples 2, 3): candidates 2 (L1's and L2's, total 9) and 3 (L3's, 7).
    let sampling = sampled(.stackedBars, width: 2)
    #expect(sampling.columns.map(\.sample) == [1, 2])
    #expect(
      sampling.columns.map(segments) == [["L2 0-4", "L3 4-6"], ["L1 0-5", "L2 5-7", "L3 7-9"]])
    // L1 alone: its own maximum in each column.
    #expect(sampled(.stackedBars, lines: [0], width: 2).columns.map(\.sample) == [0, 2])
  }

  @Test("several samples per column: areas take the sample nearest the column's centre")
  func decimatedAreas() {
    let sampling = sampled(.stackedAreas, window: 0...3, width: 2)
    #expect(sampling.columns.map(\.sample) == [0, 2])
    #expect(
      sampling.columns.map(segments) == [["L1 0-3", "L2 3-4"], ["L1 0-5", "L2 5-7", "L3 7-9"]])
    #expect(sampled(.percentage, width: 1).columns.map(\.sample) == [1])
  }

  @Test("gap-only columns and samples outside the chart draw nothing")
  func gaps() {
    let gaps = Fixtures.numbers([[.nan, .nan, 1], [.nan, .nan, .nan]])
    for mode in FillMode.allCases {
      let sampling = FillSampling(
        chart: gaps, visibleLines: [0, 1], window: 0...4, width: 5, mode: mode)
      #expect(sampling.columns.map(\.segments.count) == [0, 0, 1, 0, 0], "\(mode)")
      let decimated = FillSampling(
        chart: gaps, visibleLines: [0, 1], window: 0...1, width: 1, mode: mode)
      #expect(decimated.columns == [.empty] && decimated.top == 0, "\(mode)")
    }
  }
}
