import TChartData
import TChartTesting
import Testing

@testable import TChartCells
@testable import TChartRender

/// Random chart sets for the fill properties: 1–4 series with gaps, zeros, negative values and
/// repeated values (some charts only small whole numbers, so equal totals are common), 1–700
/// samples.
func randomFillChart(_ random: inout SeededRandom) -> ChartSet {
  let count = random.int(1...700)
  let gapChance = random.pick([0.0, 0.05, 0.5])
  let coarse = random.chance(0.3)
  let lines = (0..<random.int(1...4)).map { _ in
    (0..<count).map { _ -> Double in
      if random.chance(gapChance) { return .nan }
      if random.chance(0.05) { return -random.unit() * 10 }
      if coarse { return Double(random.int(0...3)) }
      return random.chance(0.3) ? Double(random.int(0...5)) : random.unit() * 100
    }
  }
  return Fixtures.numbers(lines)
}

/// A random window inside the chart, a random width and a random set of visible series.
func randomFillView(_ chart: ChartSet, _ random: inout SeededRandom) -> (
  window: ClosedRange<Int>, width: Int, lines: [Int]
) {
  let lower = random.int(0...(chart.count - 1))
  let window = lower...random.int(lower...(chart.count - 1))
  let lines = chart.lines.indices.filter { _ in random.chance(0.8) }
  return (window, random.int(1...90), lines)
}

@Suite("Fill properties")
struct FillPropertyTests {
  @Test("no stack is above the axis fitted to the sampled top; the tallest reaches it")
  func topFitsAxis() {
    var random = SeededRandom(seed: 21)
    for trial in 0..<200 {
      let chart = randomFillChart(&random)
      let view = randomFillView(chart, &random)
      let mode = random.pick(FillMode.allCases)
      let sampling = FillSampling(
        chart: chart, visibleLines: view.lines, window: view.window, width: view.width,
        mode: mode)
      let top = sampling.top
      #expect(sampling.columns.allSatisfy { $0.top <= top }, "trial \(trial)")
      guard top > 0 else { continue }
      let height = random.int(1...30)
      let raster = FillRaster(height: height, top: top, colors: [])
      let reaching = sampling.columns.filter { raster.cells($0).first?.scalar != " " }
      #expect(!reaching.isEmpty, "trial \(trial): the tallest column reaches the top row")
      for column in sampling.columns {
        #expect(EighthPieces(column, top: top, height: height).top <= height * 8)
      }
    }
  }

  @Test("percentage: every column with a value fills the plot height exactly")
  func percentageFills() {
    var random = SeededRandom(seed: 22)
    let colors = (0..<4).map { FillColors(.indexed(UInt8(1 + $0))) }
    for trial in 0..<200 {
      let chart = randomFillChart(&random)
      let view = randomFillView(chart, &random)
      let height = random.int(1...25)
      let monochrome = random.chance(0.3)
      let graph = FillGraph(
        chart: chart, visibleLines: view.lines, window: view.window, yTop: 100,
        mode: .percentage, colors: colors, monochrome: monochrome)
      var buffer = ScreenBuffer(size: Size(width: view.width, height: height))
      graph.render(into: &buffer, area: buffer.area)
      let sampling = graph.sampling(width: view.width)
      for (column, stack) in sampling.columns.enumerated() {
        let cells = (0..<height).map { buffer[column, $0] }
        if stack.segments.isEmpty {
          #expect(cells.allSatisfy { $0.scalar == " " }, "trial \(trial) column \(column)")
          continue
        }
        #expect(stack.top == 100 && stack.segments.first?.lower == 0)
        // Every cell is full: a full pattern, or a lower block on another segment's colour.
        let full = cells.allSatisfy {
          FillRaster.patterns.contains($0.scalar) || $0.style.background != .default
        }
        #expect(full, "trial \(trial) column \(column): \(cells.map(\.scalar))")
      }
    }
  }

  @Test("hiding a series never makes a column taller")
  func hidingNeverGrows() {
    var random = SeededRandom(seed: 23)
    for trial in 0..<200 {
      let chart = randomFillChart(&random)
      let view = randomFillView(chart, &random)
      let mode = random.pick(FillMode.allCases)
      let all = Array(chart.lines.indices)
      guard let hidden = all.randomElement(using: &random) else { continue }
      func tops(_ lines: [Int]) -> [Double] {
        FillSampling(
          chart: chart, visibleLines: lines, window: view.window, width: view.width, mode: mode
        ).columns.map(\.top)
      }
      let before = tops(all)
      let after = tops(all.filter { $0 != hidden })
      #expect(zip(before, after).allSatisfy { $1 <= $0 }, "trial \(trial) \(mode)")
    }
  }

  @Test("sampled columns and frames equal a brute-force computation per column")
  func matchesBruteForce() {
    var random = SeededRandom(seed: 24)
    var failures = 0
    let colors = (0..<4).map {
      FillColors(normal: .indexed(UInt8(1 + $0)), dimmed: .indexed(UInt8(101 + $0)))
    }
    for trial in 0..<300 where failures < 3 {
      let chart = randomFillChart(&random)
      let view = randomFillView(chart, &random)
      let mode = random.pick(FillMode.allCases)
      let sampling = FillSampling(
        chart: chart, visibleLines: view.lines, window: view.window, width: view.width,
        mode: mode)
      let brute = BruteFill(chart: chart, lines: view.lines, mode: mode)
        .columns(window: view.window, width: view.width)
      if sampling.columns != brute { failures += 1 }
      #expect(sampling.columns == brute, "trial \(trial) \(mode) \(view.window) on \(view.width)")
      let height = random.int(1...12)
      let top = max(sampling.top, 1)
      let highlighted = random.chance(0.5) ? random.int(view.window) : nil
      let graph = FillGraph(
        chart: chart, visibleLines: view.lines, window: view.window, yTop: top, mode: mode,
        colors: colors, highlighted: highlighted, monochrome: random.chance(0.3))
      var buffer = ScreenBuffer(size: Size(width: view.width, height: height))
      graph.render(into: &buffer, area: buffer.area)
      let raster = FillRaster(
        height: height, top: top, colors: colors, monochrome: graph.monochrome,
        patternLines: view.lines)
      var expected = ScreenBuffer(size: buffer.size)
      for (column, stack) in brute.enumerated() {
        let samples = BruteFill.samples(window: view.window, width: view.width, column: column)
        let lit = highlighted.map { samples.contains($0) } ?? true
        for (row, cell) in raster.cells(stack, dimmed: !lit).enumerated() {
          expected[column, row] = cell
        }
      }
      #expect(buffer == expected, "trial \(trial) \(mode)")
    }
  }
}

/// The sampling rules computed the plain way: scans over each column's samples.
struct BruteFill {
  var chart: ChartSet
  var lines: [Int]
  var mode: FillMode

  /// Column `column`'s samples, from the rule as written (n ≤ W: the sample whose columns
  /// `[k·W/n, (k+1)·W/n)` hold it).
  static func samples(window: ClosedRange<Int>, width: Int, column: Int) -> [Int] {
    let n = window.count
    if n <= width {
      return window.filter { sample in
        let k = sample - window.lowerBound
        return k * width / n <= column && column < (k + 1) * width / n
      }
    }
    return Array(
      (window.lowerBound + column * n / width)..<(window.lowerBound + (column + 1) * n / width))
  }

  func columns(window: ClosedRange<Int>, width: Int) -> [FillStack] {
    (0..<width).map { column in
      stack(Self.samples(window: window, width: width, column: column))
    }
  }

  func value(_ line: Int, _ sample: Int) -> Double { chart.lines[line].values[sample] }

  func stackTotal(_ sample: Int) -> Double {
    lines.reduce(0) { $0 + max(0, value($1, sample).isNaN ? 0 : value($1, sample)) }
  }

  func stack(_ samples: [Int]) -> FillStack {
    let centre = samples[(samples.count - 1) / 2]
    switch mode {
    case .bars:
      let maxima = lines.map { line in
        (line, samples.map { value(line, $0) }.filter { !$0.isNaN }.max() ?? .nan)
      }
      return overlapping(maxima, sample: samples.count == 1 ? centre : nil)
    case .stackedBars:
      var best: Int?
      let candidates = lines.compactMap { line in
        samples.filter { !value(line, $0).isNaN }.max {
          value(line, $0) < value(line, $1) || (value(line, $0) == value(line, $1) && $0 > $1)
        }
      }
      for sample in candidates.sorted()
      where best.map({ stackTotal(sample) > stackTotal($0) }) ?? true {
        best = sample
      }
      return best.map { stacked($0, percent: false) } ?? .empty
    case .areas:
      return overlapping(lines.map { ($0, value($0, centre)) }, sample: centre)
    case .stackedAreas: return stacked(centre, percent: false)
    case .percentage: return stacked(centre, percent: true)
    }
  }

  func overlapping(_ values: [(Int, Double)], sample: Int?) -> FillStack {
    var segments: [FillSegment] = []
    var lower = 0.0
    for (line, value) in values.filter({ $0.1 > 0 }).sorted(by: { $0.1 < $1.1 }) where value > lower
    {
      segments.append(FillSegment(line: line, lower: lower, upper: value))
      lower = value
    }
    return FillStack(sample: segments.isEmpty ? nil : sample, segments: segments)
  }

  func stacked(_ sample: Int, percent: Bool) -> FillStack {
    let total = stackTotal(sample)
    guard total > 0 else { return .empty }
    var segments: [FillSegment] = []
    var lower = 0.0
    for line in lines {
      let raw = value(line, sample)
      guard raw > 0 else { continue }
      let upper = lower + (percent ? raw / total * 100 : raw)
      segments.append(FillSegment(line: line, lower: lower, upper: upper))
      lower = upper
    }
    if percent { segments[segments.count - 1].upper = 100 }
    return FillStack(sample: sample, segments: segments)
  }
}
