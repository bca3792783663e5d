import TChartTesting
import Testing

@testable import TChartLoading

/// Random mutations of valid files: the loaders must answer with charts or a one-line error,
/// never crash.
@Suite struct LoaderFuzzTests {
  static let seeds = [
    "[" + contestChart() + "," + contestChart(extra: #","y_scaled":true,"names":{"y0":"A"}"#) + "]",
    "x,a,\"b c\"\n1542412800000,1.5,\"2\"\n1542499200000,,3e2\n",
    "date;v;w\n2019-01-01T00:00Z;1,5;2\n2019-01-02 10:00:00+02:00;3;\n",
  ]

  static let alphabet = Array("[]{}\",:;\t\n\r 0123456789.-+eExyz#\\".utf8) + [0x00, 0xFF, 0xC3]

  @Test(arguments: 0..<3)
  func mutationsNeverCrash(seedIndex: Int) {
    var random = SeededRandom(seed: UInt64(seedIndex) + 1)
    let original = Array(Self.seeds[seedIndex].utf8)
    for _ in 0..<3000 {
      var bytes = original
      for _ in 0..<(1 + random.next() % 4) {
        let position = Int(random.next() % UInt64(bytes.count + 1))
        let byte = Self.alphabet[Int(random.next() % UInt64(Self.alphabet.count))]
        switch random.next() % 3 {
        case 0 where position < bytes.count: bytes[position] = byte
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: bytes.insert(byte, at: position)
        }
      }
      do {
        let charts = try ChartLoader.parse(bytes: bytes, file: "f")
        #expect(!charts.isEmpty && charts.allSatisfy { !$0.x.isEmpty && !$0.lines.isEmpty })
        for chart in charts {
          #expect(zip(chart.x, chart.x.dropFirst()).allSatisfy { $0 < $1 })
          #expect(chart.lines.allSatisfy { $0.values.count == chart.x.count })
        }
      } catch {
        #expect(error.description.hasPrefix("tchart: f"))
        #expect(!error.description.contains("\n") && !error.description.contains("\r"))
      }
    }
  }
}
