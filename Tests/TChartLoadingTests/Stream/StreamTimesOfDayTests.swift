import Testing

@testable import TChartStreams

/// `sar 1 3 | tchart -`: times of day as x on the banner's date, the `CPU` column of `all`
/// skipped as text, the `Average:` rows skipped silently.
@Suite struct StreamTimesOfDayTests {
  /// The rows of `lines`, one read each, the first at time 100 and one second apart.
  func parse(_ lines: [String]) -> StreamBatch? {
    var parser = StreamParser()
    parser.previousArrival = 99
    for (index, line) in lines.enumerated() {
      parser.feed(Array((line + "\n").utf8), arrival: 100 + Double(index))
    }
    parser.finish(arrival: 100 + Double(lines.count))
    return parser.take()
  }

  /// 2026-11-25 00:00 UTC.
  static let day = 1_795_564_800.0

  @Test func sarCPUDrawsTimesOnTheBannersDate() throws {
    let batch = try #require(
      parse([
        "Linux 6.1.0-13-amd64 (host) \t11/25/26 \t_x86_64_\t(2 CPU)", "",
        "23:59:58        CPU     %user     %nice   %system   %iowait    %steal     %idle",
        "23:59:59        all      0.50      0.00      0.50      0.00      0.00     99.00",
        "00:00:00        all      1.50      0.00      0.50      0.00      0.00     98.00",
        "00:00:01        all      2.50      0.00      1.00      0.00      0.00     96.50",
        "Average:        all      1.50      0.00      0.67      0.00      0.00     97.83",
      ]))
    let layout = try #require(batch.layout)
    #expect(layout.names == ["%user", "%nice", "%system", "%iowait", "%steal", "%idle"])
    #expect(layout.xKind == .time && !layout.xIsArrival)
    #expect(layout.note == "skipped text column CPU")
    #expect(batch.x == [Self.day + 86_399, Self.day + 86_400, Self.day + 86_401])
    #expect(batch.columns[0] == [0.5, 1.5, 2.5])
    #expect(batch.columns[5] == [99, 98, 96.5])
    #expect(batch.skipped == 0)
  }

  @Test func sarMemoryWithoutABannerFallsOn1970() throws {
    let batch = try #require(
      parse([
        "14:49:21    kbmemfree   kbavail  %memused",
        "14:49:22     20844956  23957688      1.47",
        "14:49:23     20775900  23894788      1.72",
      ]))
    #expect(batch.layout?.names == ["kbmemfree", "kbavail", "%memused"])
    #expect(batch.layout?.note == nil)
    #expect(batch.x == [53_362, 53_363])
    #expect(batch.columns[2] == [1.47, 1.72])
  }
}
