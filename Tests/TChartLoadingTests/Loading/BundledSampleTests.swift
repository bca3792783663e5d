import TChartSample
import Testing

@testable import TChartLoading

@Suite struct BundledSampleTests {
  @Test func sampleHasFiveNamedChartSets() throws {
    let charts = try ChartLoader.parse(bytes: BundledSample.json, file: BundledSample.displayName)
    #expect(
      charts.map(\.name) == ["Followers", "Messages", "Reach", "Activity (hourly)", "Sources"])
    #expect(charts.map(\.count) == [365, 365, 365, 504, 365])
    #expect(charts.map(\.lines.count) == [2, 3, 4, 2, 4])
    #expect(charts[0].lines.map(\.name) == ["Joined", "Left"])
    #expect(charts[1].lines.allSatisfy { $0.kind == .bar } && charts[1].flags == .stacked)
    #expect(charts[4].lines.allSatisfy { $0.kind == .area })
    #expect(charts[4].flags == [.stacked, .percentage])
  }

  @Test func sampleTimesAreDailyAndHourlySeconds() throws {
    let charts = try ChartLoader.parse(bytes: BundledSample.json, file: BundledSample.displayName)
    #expect(charts[0].x.first == 1_546_300_800)  // 2019-01-01 00:00 UTC
    #expect(charts[0].x[1] - charts[0].x[0] == 86_400)
    #expect(charts[3].x[1] - charts[3].x[0] == 3_600)
    #expect(charts.allSatisfy { $0.xKind == .time })
  }

  @Test func reachSpansVeryDifferentScales() throws {
    let reach = try ChartLoader.parse(bytes: BundledSample.json, file: "sample.json")[2]
    let maxima = reach.lines.map { $0.values.max()! }
    #expect(maxima[0] < 1_000)
    #expect(maxima[3] > 1_000_000)
  }
}
