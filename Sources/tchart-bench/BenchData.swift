import TChartData
import TChartTesting

/// The benchmark workload: 5 random-walk series of N points against minute-spaced Unix times.
enum BenchData {
  static let seriesCount = 5
  static let firstTime = 1_542_412_800.0
  static let colors = [
    "#3DC23F", "#F34C44", "#3497ED", "#2373DB", "#9ED448", "#E8AF14", "#8E44AD", "#16A085",
  ]

  /// The chart, generated in place (no intermediate copies); the same for every run. With
  /// `gapEvery` > 0, every `gapEvery`th value of each line is a gap (`.nan`). `kind` draws the
  /// series as lines, bars, stacked bars or percentage areas.
  static func chart(
    count: Int, gapEvery: Int = 0, kind: BenchKind = .line, lines lineCount: Int = seriesCount
  ) -> ChartSet {
    let x = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
      for index in 0..<count { buffer[index] = firstTime + 60 * Double(index) }
      initialized = count
    }
    var lines: [Series] = []
    for line in 0..<lineCount {
      var random = SeededRandom(seed: UInt64(42 + line))
      var level = 100.0
      let values = [Double](unsafeUninitializedCapacity: count) { buffer, initialized in
        for index in 0..<count {
          level += random.signedUnit()
          buffer[index] = gapEvery > 0 && index % gapEvery == gapEvery - 1 ? .nan : level
        }
        initialized = count
      }
      lines.append(
        Series(
          id: "y\(line)", name: "y\(line)", kind: kind.seriesKind,
          color: RGBColor(hex: colors[line % colors.count])!, values: values))
    }
    return ChartSet(name: "bench", x: x, xKind: .time, lines: lines, flags: kind.flags)
  }
}
