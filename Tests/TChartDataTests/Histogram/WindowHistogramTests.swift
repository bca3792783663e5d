import TChartTesting
import Testing

@testable import TChartData

#if canImport(Glibc)
  import Glibc
#endif

/// The window's histogram (issue 41, item 1): nice bins, exact counts through the index or a
/// scan, quartiles and the median from fine counts.
@Suite struct WindowHistogramTests {
  /// `count` draws from a normal distribution (Box–Muller).
  static func normal(_ count: Int, mean: Double, sd: Double, seed: UInt64 = 7) -> [Double] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      let u = Double.random(in: Double.ulpOfOne..<1, using: &random)
      let v = Double.random(in: 0..<1, using: &random)
      return mean + sd * (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
  }

  /// The histogram of `values` over `window`, with or without the prepared index.
  static func histogram(_ values: [Double], window: Range<Int>, indexed: Bool, maxBins: Int = 60)
    -> WindowHistogram
  {
    let series = Series(
      id: "v", name: "v", color: RGBColor(red: 0, green: 0, blue: 0), values: values)
    return values.withUnsafeBufferPointer { buffer in
      let index =
        indexed
        ? HistogramIndex(buffer, extremes: series.pyramid.extremes(in: 0..<values.count)) : nil
      let input = WindowHistogram.Input(
        line: 0, values: buffer, pyramid: series.pyramid, index: index)
      return WindowHistogram([input], window: window, maxBins: maxBins)
    }
  }

  /// A scan of `window` with the line's own bins.
  static func scanned(_ values: [Double], window: Range<Int>, bins: HistogramBins) -> [Int] {
    var counts = [Int](repeating: 0, count: bins.count)
    for value in values[window] { if let bin = bins.index(of: value) { counts[bin] += 1 } }
    return counts
  }

  @Test func aNormalSampleHasItsTallestBinAtTheMean() {
    let values = Self.normal(100_000, mean: 10, sd: 2)
    for indexed in [false, true] {
      let histogram = Self.histogram(values, window: 0..<values.count, indexed: indexed)
      let line = histogram.lines[0]
      #expect(line.counts.reduce(0, +) == 100_000 && line.total == 100_000)
      let tallest = line.counts.indices.max { line.counts[$0] < line.counts[$1] }!
      let edges = histogram.bins.edges
      #expect(edges[tallest] <= 10 && 10 < edges[tallest + 1], "\(edges)")
      #expect(line.counts == Self.scanned(values, window: 0..<values.count, bins: line.bins))
      #expect(abs(line.mean! - 10) < 0.05 && abs(line.median! - 10) < 0.2)
      // At most 60 bins over about 18: 0.5 wide; with room, Freedman–Diaconis' 2·IQR·n^(-1/3)
      // ≈ 0.116, made nice: 0.2.
      #expect(histogram.bins.width == 0.5)
      let roomy = Self.histogram(
        values, window: 0..<values.count, indexed: indexed, maxBins: 200)
      #expect(roomy.bins.width == 0.2)
    }
  }

  @Test func anyWindowCountsWhatAScanCounts() {
    let values = Self.normal(300_000, mean: -50, sd: 30, seed: 11)
    var random = SeededRandom(seed: 3)
    for _ in 0..<40 {
      let a = Int.random(in: 0..<values.count, using: &random)
      let b = Int.random(in: 0..<values.count, using: &random)
      let window = min(a, b)..<(max(a, b) + 1)
      let fast = Self.histogram(values, window: window, indexed: true)
      let slow = Self.histogram(values, window: window, indexed: false)
      #expect(fast.bins.edges == slow.bins.edges || fast.bins.width != slow.bins.width)
      #expect(
        fast.lines[0].counts == Self.scanned(values, window: window, bins: fast.lines[0].bins))
      #expect(fast.lines[0].total == window.count)
      #expect(
        slow.lines[0].counts == Self.scanned(values, window: window, bins: slow.lines[0].bins))
    }
  }

  @Test func gapsAreNotCountedAndOneValueIsOneBin() {
    let histogram = Self.histogram([1, .nan, 1, 1], window: 0..<4, indexed: false)
    #expect(histogram.bins.count == 1 && histogram.lines[0].counts == [3])
    #expect(histogram.lines[0].total == 3 && histogram.lines[0].percents == [100])
  }

  @Test func binsAreNiceAndFitTheWidthAsked() {
    let bins = HistogramBins.choose(lower: 0.3, upper: 97, values: 1_000, iqr: 50, maxBins: 8)
    #expect(bins.count <= 8 && bins.width == 20)
    // Centred on the multiples of 20: 0, 20, … 100.
    #expect(bins.edges == [-10, 10, 30, 50, 70, 90, 110])
    #expect(bins.index(of: 0.3) == 0 && bins.index(of: 9.999) == 0 && bins.index(of: 10) == 1)
    #expect(bins.index(of: 97) == 5)
    let negative = HistogramBins.choose(lower: -7, upper: -1, values: 10, iqr: nil, maxBins: 50)
    #expect(negative.edges.first! <= -7 && negative.edges.last! >= -1)
    #expect(negative.index(of: -7) == 0 && negative.index(of: -1) == negative.count - 1)
  }
}
