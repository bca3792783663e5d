import TChartData
import Testing

@testable import TChartRender

/// Bytes on the Y axis take SI prefixes (issue 40: `free -b` read `25.3B`, a billion of what).
@Suite struct ByteAxisTests {
  @Test func byteLabelsUseGigaNotBillion() {
    #expect(YAxis.labels([0, 1e10, 2e10], unit: "B") == ["0B", "10GB", "20GB"])
    #expect(YAxis.labels([0, 500e6, 1e9], unit: "B") == ["0B", "500MB", "1GB"])
    #expect(YAxis.labels([0, 2e12], unit: "B") == ["0B", "2TB"])
    #expect(YAxis.labels([0, 50, 100], unit: "%") == ["0%", "50%", "100%"])
    #expect(NumberFormat.bytes(NumberFormat.compact(25_276_502_016)) == "25.3GB")
    #expect(NumberFormat.bytes(NumberFormat.compact(900)) == "900B")
  }
}
