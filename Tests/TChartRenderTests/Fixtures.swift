import TChartData
import TChartRender

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Small synthetic chart sets shared by the render tests.
enum Fixtures {
  /// 2019-01-01 00:00 UTC.
  static let start = 1_546_300_800.0

  /// 90 daily points from 2019-01-01: "Joined" (weekly wave on a rising trend, 1,000s) and
  /// "Left" (a smaller, slower wave).
  static func daily(count: Int = 90) -> ChartSet {
    let x = (0..<count).map { start + Double($0) * 86_400 }
    let joined = (0..<count).map { i -> Double in
      let t = Double(i)
      return (2000 + 25 * t + 600 * sin(t * 2 * .pi / 7)).rounded()
    }
    let left = (0..<count).map { i -> Double in
      let t = Double(i)
      return (900 + 400 * sin(t / 9)).rounded()
    }
    return ChartSet(
      name: "Followers", x: x,
      lines: [
        Series(id: "y0", name: "Joined", color: RGBColor(hex: "#3DC23F")!, values: joined),
        Series(id: "y1", name: "Left", color: RGBColor(hex: "#F34C44")!, values: left),
      ])
  }

  /// A chart with explicit values against x = 0, 1, 2, … (plain numbers).
  static func numbers(_ lines: [[Double]], name: String = "Test") -> ChartSet {
    let count = lines.first?.count ?? 0
    let colors = RGBColor.defaultPalette
    return ChartSet(
      name: name, x: (0..<count).map(Double.init), xKind: .number,
      lines: lines.enumerated().map { index, values in
        Series(
          id: "y\(index)", name: "L\(index + 1)", color: colors[index % colors.count],
          values: values)
      })
  }
}
